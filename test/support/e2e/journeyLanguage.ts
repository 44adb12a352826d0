import type { Page } from 'playwright-core';
import rootEn from '../../../src/i18n/en.json';
import rootZh from '../../../src/i18n/zh.json';
import analysisEn from '../../../src/i18n/analysis/en.json';
import analysisZh from '../../../src/i18n/analysis/zh.json';
import ciiEn from '../../../src/i18n/cii/en.json';
import ciiZh from '../../../src/i18n/cii/zh.json';
import documentsEn from '../../../src/i18n/documents/en.json';
import documentsZh from '../../../src/i18n/documents/zh.json';
import euCompanyEn from '../../../src/i18n/euCompany/en.json';
import euCompanyZh from '../../../src/i18n/euCompany/zh.json';
import euMrvEn from '../../../src/i18n/euMrv/en.json';
import euMrvZh from '../../../src/i18n/euMrv/zh.json';
import fleetEn from '../../../src/i18n/fleet/en.json';
import fleetZh from '../../../src/i18n/fleet/zh.json';
import fuelEuEn from '../../../src/i18n/fuelEu/en.json';
import fuelEuZh from '../../../src/i18n/fuelEu/zh.json';
import kitEn from '../../../src/i18n/kit/en.json';
import kitZh from '../../../src/i18n/kit/zh.json';
import ledgerEn from '../../../src/i18n/ledger/en.json';
import ledgerZh from '../../../src/i18n/ledger/zh.json';
import ledgerFormsEn from '../../../src/i18n/ledgerForms/en.json';
import ledgerFormsZh from '../../../src/i18n/ledgerForms/zh.json';
import reportsEn from '../../../src/i18n/reports/en.json';
import reportsZh from '../../../src/i18n/reports/zh.json';
import statisticsEn from '../../../src/i18n/statistics/en.json';
import statisticsZh from '../../../src/i18n/statistics/zh.json';
import systemEn from '../../../src/i18n/system/en.json';
import systemZh from '../../../src/i18n/system/zh.json';
import ukMrvEn from '../../../src/i18n/ukMrv/en.json';
import ukMrvZh from '../../../src/i18n/ukMrv/zh.json';
import uploadsEn from '../../../src/i18n/uploads/en.json';
import uploadsZh from '../../../src/i18n/uploads/zh.json';
import type { E2eServer } from '../e2eServer';
import { logIn } from '../e2eServer';
import { readScreenText } from './readScreenText';
import { textProblems, type Lang } from './textChecks';

/**
 * What a journey needs to run the same steps in either language: the languages, the app's own
 * words in each (read from the bundles the UI shows, so a journey names a button as the user sees
 * it), a login that picks the language on the login form as a user does, and the sweep's text
 * checks on the screen the journey has reached.
 */
export type { Lang };
export const LANGS: readonly Lang[] = ['en', 'zh'];
/**
 * Which of the fleet's ships (with an IMO number, in list order) a language's run writes to: each
 * run its own, so the second run on a file's server finds none of the first's voyages or reports.
 */
export const SHIP_INDEX: Record<Lang, number> = { en: 0, zh: 1 };

const EN = {
  root: rootEn,
  analysis: analysisEn,
  cii: ciiEn,
  documents: documentsEn,
  euCompany: euCompanyEn,
  euMrv: euMrvEn,
  fleet: fleetEn,
  fuelEu: fuelEuEn,
  kit: kitEn,
  ledger: ledgerEn,
  ledgerForms: ledgerFormsEn,
  reports: reportsEn,
  statistics: statisticsEn,
  system: systemEn,
  ukMrv: ukMrvEn,
  uploads: uploadsEn,
};
/** The text keys of a bundle, as dotted paths. */
const keysOf = (o: object, at = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keysOf(v as object, `${at}${k}.`) : [`${at}${k}`],
  );
/**
 * The Chinese bundles read in the English ones' shape. Chinese has no `_one` plural forms, so the
 * types differ there; every other English key must be in Chinese too, or a journey would look for
 * a button named `undefined`.
 */
const ZH = {
  root: rootZh,
  analysis: analysisZh,
  cii: ciiZh,
  documents: documentsZh,
  euCompany: euCompanyZh,
  euMrv: euMrvZh,
  fleet: fleetZh,
  fuelEu: fuelEuZh,
  kit: kitZh,
  ledger: ledgerZh,
  ledgerForms: ledgerFormsZh,
  reports: reportsZh,
  statistics: statisticsZh,
  system: systemZh,
  ukMrv: ukMrvZh,
  uploads: uploadsZh,
} as unknown as typeof EN;
const zhKeys = new Set(keysOf(ZH));
const missingInZh = keysOf(EN).filter((k) => !k.endsWith('_one') && !zhKeys.has(k));
if (missingInZh.length) throw new Error(`texts missing in Chinese: ${missingInZh.join(', ')}`);
export const TEXTS: Record<Lang, typeof EN> = { en: EN, zh: ZH };

/** A bundle text with its `{{name}}` placeholders filled, as i18next fills them. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(values[k]));

/**
 * A counted text in the form i18next picks for `count`: `key_one` for one where the language has
 * it (Chinese has none), else `key_other`, with the count filled in.
 */
export const counted = (
  texts: object,
  key: string,
  count: number,
  values: Record<string, string | number> = {},
): string => {
  const forms = texts as Record<string, string | undefined>;
  return fill((count === 1 ? forms[`${key}_one`] : undefined) ?? forms[`${key}_other`]!, {
    count,
    ...values,
  });
};

/**
 * A regular expression matching a text whatever its `{{name}}` placeholders were filled with: the
 * whole text, or (`whole` false) the text anywhere in a longer one.
 */
export const shaped = (text: string, whole = true): RegExp => {
  const body = text
    .split(/\{\{\s*\w+\s*\}\}/)
    .map(literally)
    .join('.+?');
  return new RegExp(whole ? `^${body}$` : body);
};

/** A regular expression matching `text` literally (for names that only start with it). */
export const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens /login (or `path`), chooses `lang` on the form's language switch (a fresh browser has
 * no language cookie yet) and logs in; waits for the dashboard unless another path was asked for.
 */
export async function logInIn(
  lang: Lang,
  page: Page,
  server: E2eServer,
  username: string,
  password: string,
  path = '/login',
): Promise<void> {
  await logIn(page, server, username, password, path, lang);
  if (path === '/login') await page.waitForURL('**/dashboard');
}

/**
 * The sweep's text checks on the screen as it is now: no i18n keys, no bare codes, dates in the
 * format, times with their zone, no words of the other language outside data.
 */
export async function expectPlainTexts(page: Page, where: string, lang: Lang, scope = 'main'): Promise<void> {
  expect(textProblems(`${where} (${lang})`, lang, await readScreenText(page, scope))).toEqual([]);
}
