import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LNG_CONSUMERS } from '../../../src/domain/registry/fuelEuFactors';
import { FUEL_CODES } from '../../../src/domain/registry/fuels';
import { SHIP_TYPES } from '../../../src/domain/registry/shipTypes';
import { REPORT_STATUSES } from '../../../src/domain/reports/types';
import { COMPANY_TYPES } from '../../../src/domain/schemas/fleet';
import { LEDGER_FUEL_CODES } from '../../../src/domain/schemas/voyageData';
import kitEn from '../../../src/i18n/kit/en.json';
import kitZh from '../../../src/i18n/kit/zh.json';
import { ROLE_SEEDS } from '../../../src/server/db/seed/roles';

/**
 * What visible text must not be (docs/product-rules.md §1 and §9): the pure checks of the screen
 * sweep. The browser side (`screenSweep.ts`) reads a screen into a `ScreenText`; each check here
 * answers the problems it finds as short texts naming what it saw, so a unit test can show each
 * one catching a bad sample.
 */

/** A screen's visible text as the sweep reads it. */
export interface ScreenText {
  /** Every visible text of the area (the browser's innerText). */
  text: string;
  /**
   * The visible text that is not data: outside table data cells, form values and options,
   * elements that carry a `lang` of their own, and text a user wrote (a notice, a title).
   */
  chrome: string;
  /** Each data cell's text with the heading of its column ('' when the table has none). */
  cells: { heading: string; text: string }[];
  /** Text a user wrote, outside tables (a notice, a record's name in its Detail dialog). */
  user?: string;
}

export type Lang = 'en' | 'zh';

/** zod's own words in English and Chinese: none may reach a user. */
const ZOD =
  /Invalid input|Invalid option|Invalid string|Invalid ISO|Invalid email|expected (string|number|boolean|array|int)|received (undefined|string|number|null)|Too (big|small):|Unrecognized key|无效输入|期望|实际接收/;

export const zodText = (text: string): string[] => {
  const m = ZOD.exec(text);
  return m ? [`zod text "${m[0]}"`] : [];
};

const I18N_DIR = join(import.meta.dirname, '../../../src/i18n');
const topKeys = (file: string) => Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object);
/**
 * The first parts an i18n key can have: the namespaces and the top-level keys of every English
 * bundle (`fields`, `msg`, `listForm`, `kit:`…), read from the files so a new area is covered.
 */
const KEY_HEADS = new Set<string>([
  ...topKeys(join(I18N_DIR, 'en.json')),
  ...readdirSync(I18N_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => [d.name, ...topKeys(join(I18N_DIR, d.name, 'en.json'))]),
  'msg',
  'translation',
]);
/** A file name's extension: `report.xlsx` is a file, not a key. */
const FILE_EXT = /^(xlsx|xls|xml|csv|pdf|png|jpe?g|gif|zip|json|docx?|txt|html?|js|ts)$/i;
const KEY_LIKE =
  /(?<![\w@/.:-])(?:([a-z][A-Za-z]*):)?([a-z][A-Za-z0-9]*)((?:\.[A-Za-z0-9_]+)+)(?![\w@/-]|\.\w)/g;

/** Text that looks like an i18n key (`fields.updatedBy`, `kit:listForm.add`) or an unfilled `{{value}}`. */
export function i18nKeys(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(KEY_LIKE)) {
    const [whole, ns, head, rest] = m as unknown as [string, string | undefined, string, string];
    const last = rest.split('.').pop() ?? '';
    if (FILE_EXT.test(last) || /^\d+$/.test(last)) continue;
    if ((ns && KEY_HEADS.has(ns)) || KEY_HEADS.has(head)) found.push(`i18n key as text "${whole}"`);
  }
  for (const m of text.matchAll(/\{\{\s*\w+\s*\}\}/g)) found.push(`unfilled placeholder "${m[0]}"`);
  return found;
}

/** The seeded roles' codes: a user reads the role's name. */
const ROLE_CODES = ROLE_SEEDS.map((r) => r.code).filter((c) => /[a-z]/.test(c));
/** Codes with an underscore are never words: anywhere in the text they are a code shown raw. */
const UNDERSCORED = new Set<string>(
  [...FUEL_CODES, ...LNG_CONSUMERS, ...SHIP_TYPES, ...COMPANY_TYPES, ...ROLE_CODES, 'ultra_low'].filter((c) =>
    c.includes('_'),
  ),
);
/** Codes that are also words: raw only when they are a whole cell, or one side of a `from → to`. */
const WHOLE = new Set<string>([
  // HFO, LFO, LNG are also the trade's names of those fuels (the fuel dictionary's English names).
  ...FUEL_CODES.filter((c) => !/^[A-Z]{3}$/.test(c)),
  ...SHIP_TYPES,
  ...COMPANY_TYPES,
  ...ROLE_CODES,
  ...REPORT_STATUSES,
  'candidate',
  'high',
  'low',
  'login',
  'loginCrm',
]);
const RAW_ACTION = /^(POST|PUT|PATCH|DELETE) \/api\//;
/** The heading of a column that lists codes as codes: the role list's or a dictionary's "Code". */
const CODE_HEADING = /^(.*\bcode|代码|编码|.*代码|.*编码)$/i;
/** A port column's heading: its cells name ports (by name, with the code beside it). */
const PORT_HEADING = /port|港/i;
/** A UN/LOCODE alone. */
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
/** A fuel column's heading: its cells name fuels. */
const FUEL_HEADING = /fuel|燃料|燃油|油品/i;
const LEDGER_FUELS = new Set<string>(LEDGER_FUEL_CODES);
/** A fuel dictionary code leading a fuel cell's part: `11`, `11 HFO`, `11: 2.00` (a tonnage alone is not one). */
const FUEL_CODE_LEAD = /^(\d{1,2})(?::\s|\s+[A-Za-z\u4e00-\u9fff]|$)/;
/** A purpose shown with its number (`0 Load cargo / embark passengers`). */
const NUMBERED_PURPOSES = [kitEn, kitZh].flatMap((kit) =>
  Object.entries(kit.purposes).map(([n, words]) => `${n} ${words}`),
);

/** Codes from the code lists shown as they are, instead of by their labels. */
export function bareCodes(screen: Pick<ScreenText, 'chrome' | 'cells' | 'user'>): string[] {
  const found = new Set<string>();
  // A code list's own Code column is where its codes are read (and edited).
  const cells = screen.cells.filter((c) => !CODE_HEADING.test(c.heading));
  const text = [screen.chrome, screen.user ?? '', ...cells.map((c) => c.text)].join('\n');
  for (const m of text.matchAll(/\b[A-Za-z]+(?:_[A-Za-z]+)+\b/g))
    if (UNDERSCORED.has(m[0])) found.add(`raw code "${m[0]}"`);
  for (const p of NUMBERED_PURPOSES) if (text.includes(p)) found.add(`purpose with its number "${p}"`);
  for (const { heading, text } of cells) {
    const cell = text.trim();
    if (RAW_ACTION.test(cell)) found.add(`raw code "${cell}"`);
    for (const side of cell.split(/\s*→\s*/)) if (WHOLE.has(side)) found.add(`raw code "${side}"`);
    if (PORT_HEADING.test(heading) && LOCODE.test(cell)) found.add(`port code "${cell}" under "${heading}"`);
    if (!FUEL_HEADING.test(heading)) continue;
    for (const part of cell.split(/\s*[,;]\s*/)) {
      const lead = FUEL_CODE_LEAD.exec(part);
      if (!lead || !LEDGER_FUELS.has(lead[1]!)) continue;
      // A bare number under a heading with a unit ("Fuel (t)", "燃料（吨）") is a quantity.
      if (part === lead[1] && /[(（]/.test(heading)) continue;
      found.add(`fuel code "${part}" under "${heading}"`);
    }
  }
  return [...found];
}

/**
 * Dates off the spec's `YYYY-MM-DD HH:mm:ss`: a browser locale's `11/24/2026, 2:33:05 PM` or
 * `2026/11/20`, ISO with a T, minutes without seconds, AM/PM, and a pattern printed as text
 * (`en – en`, when a language was passed where a pattern belongs).
 */
const BAD_DATE =
  /\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}\/\d{1,2}\/\d{1,2}\b|\d{4}-\d{2}-\d{2}T\d{2}|\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}(?!:\d{2})|\d:\d{2}:\d{2} ?[AP]M|[上下]午\d|\b(?:en|zh) – (?:en|zh)\b/;

export const badDates = (text: string): string[] => {
  const m = BAD_DATE.exec(text);
  return m ? [`date not YYYY-MM-DD HH:mm:ss "${m[0]}"`] : [];
};

const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g;
/** A zone label as `zoneLabel` writes it: `(UTC+8)`, `(UTC-3:30)`. */
const ZONE = /^\s*\(UTC[+-]\d{1,2}(?::\d{2})?\)/;
const HEADING_ZONE = /\(UTC[+-]\d{1,2}(?::\d{2})?\)|\bUTC\b/;

/**
 * Times a user cannot place: a `YYYY-MM-DD HH:mm:ss` without its zone right after it, unless the
 * column's heading carries the zone ("Arrival (UTC+8)").
 */
export function zonelessTimes(screen: Pick<ScreenText, 'chrome' | 'cells'>): string[] {
  const found: string[] = [];
  const scan = (text: string, where: string) => {
    for (const m of text.matchAll(TIME))
      if (!ZONE.test(text.slice(m.index + m[0].length))) found.push(`time without a zone "${m[0]}"${where}`);
  };
  scan(screen.chrome, '');
  for (const c of screen.cells) if (!HEADING_ZONE.test(c.heading)) scan(c.text, ` under "${c.heading}"`);
  return found;
}

/**
 * Latin words a Chinese screen rightly keeps, each for a reason. Words of three letters or fewer
 * and words in capitals (codes, acronyms such as IMO, MRV, CII, UTC, ship names as registered)
 * pass anyway and are not listed.
 */
export const LATIN_KEPT: Record<string, string> = {
  FuelEU: 'the regulation’s name (FuelEU Maritime)',
  Maritime: 'in "FuelEU Maritime"',
  Excel: 'the product the export opens in',
  xlsx: 'a file type',
  kWh: 'a unit',
};

/**
 * Words of the other language outside data: in the Chinese UI, Latin words of four letters or
 * more that are neither capitals nor kept; in the English UI, any Chinese character.
 */
export function otherLanguage(lang: Lang, chrome: string): string[] {
  const text = chrome.replace(/\S+@\S+|https?:\S+/g, ' ');
  /** A match with a little of the text around it, so a report says where it stands. */
  const near = (m: RegExpMatchArray) =>
    `"${m[0]}" in "${text.slice(Math.max(0, m.index! - 12), m.index! + m[0].length + 12).replace(/\s+/g, ' ')}"`;
  if (lang === 'en') {
    const cjk = [...text.matchAll(/[\u3400-\u9fff]+/g)];
    return cjk.length ? [`Chinese in the English UI: ${cjk.map(near).join(', ')}`] : [];
  }
  // A word stands alone: `f_iVSE`, `CO2e` and `MEPC.355` are symbols and codes, not words.
  const words = [...text.matchAll(/(?<![\w.])[A-Za-z][A-Za-z-]{3,}(?![\w.])/g)].filter(
    (m) => !/^[A-Z0-9-]+$/.test(m[0]) && !Object.hasOwn(LATIN_KEPT, m[0]),
  );
  return words.length ? [`English in the Chinese UI: ${words.map(near).join(', ')}`] : [];
}

/** Every text check of a screen, each problem prefixed with where it was seen. */
/** A percent written with a space before its sign (`70 %`), and one without (`70%`). */
const SPACED_PERCENT = /\d+(?:[.,]\d+)?[\u0020\u00a0\u202f]%/g;
const TIGHT_PERCENT = /\d+(?:[.,]\d+)?%/g;

/**
 * A screen writing percents two ways (`50 %` beside `70%`): the house writes every percent through
 * one formatter (`formatPercent`), so one form per language; both on one screen means a text or a
 * view wrote its own. Names one of each.
 */
export function mixedPercents(text: string): string[] {
  const spaced = text.match(SPACED_PERCENT);
  const tight = text.match(TIGHT_PERCENT);
  return spaced && tight ? [`percents written two ways: "${spaced[0]}" and "${tight[0]}"`] : [];
}

export function textProblems(where: string, lang: Lang, screen: ScreenText): string[] {
  return [
    ...zodText(screen.text),
    ...i18nKeys(screen.text),
    ...bareCodes(screen),
    ...badDates(screen.text),
    ...zonelessTimes(screen),
    ...otherLanguage(lang, screen.chrome),
  ].map((p) => `${where}: ${p}`);
}

/** Where a table's key column lies, against what of it can be seen (its scroll box within the window). */
export interface ColumnBox {
  table: string;
  heading: string;
  left: number;
  right: number;
  visibleLeft: number;
  visibleRight: number;
}

/** Headings of the columns a table is read by: the row actions and the findings of the quality screens. */
export const KEY_HEADINGS = /^(Operate|Actions?|Report actions|操作|报告操作|Findings|评估结果)$/;

/** Key columns not wholly in view: the user would have to scroll sideways to act or to read why. */
export const keyColumnsOutOfView = (boxes: ColumnBox[]): string[] =>
  boxes
    .filter((b) => b.left < b.visibleLeft - 1 || b.right > b.visibleRight + 1)
    .map(
      (b) =>
        `column "${b.heading}" of "${b.table}" out of view (${Math.round(b.left)}–${Math.round(b.right)} px, visible ${Math.round(b.visibleLeft)}–${Math.round(b.visibleRight)} px)`,
    );
