import { formatLocalTime } from '../schemas/voyageData';
import type { Cell } from './types';

/**
 * Cell → contract value conversions (docs/uploads.md §2). A cell that cannot be converted is
 * passed on unchanged, so the contract's zod schema reports it with its own message (a text where a
 * number belongs is `msg.number`), exactly as the server would.
 */

export const isBlank = (c: Cell | undefined): c is null | undefined =>
  c === null || c === undefined || (typeof c === 'string' && c.trim() === '');

/** Marks a value the unit check refused: the caller reports `upload.unit` instead of the schema's message. */
export const WRONG_UNIT = Symbol('wrong unit');

/**
 * A number, from a number cell or a text such as `1 234.5`; `12,5` is NOT accepted (a decimal
 * comma is ambiguous with a thousands separator). A trailing unit equal to the column's (`12.5 t`)
 * is accepted; another unit (`12.5 kg` in a tonnes column) is refused with WRONG_UNIT.
 */
export function toNumber(c: Cell, unit?: string): unknown {
  if (typeof c === 'number') return c;
  if (typeof c !== 'string') return c;
  const m = /^\s*([-+]?(?:\d[\d ]*)?(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*([^\d\s,.].*)?$/.exec(c);
  if (!m || m[1]!.replace(/ /g, '') === '' || m[1] === '.') return c;
  if (m[2] !== undefined && m[2].trim().toLowerCase() !== (unit ?? '').toLowerCase()) return WRONG_UNIT;
  const n = Number(m[1]!.replace(/ /g, ''));
  return Number.isFinite(n) ? n : c;
}

const TRUE = new Set(['true', 'yes', 'y', '1', '是', '√']);
const FALSE = new Set(['false', 'no', 'n', '0', '否', '×']);

/** Yes/no in either language (是/否), true/false, 1/0. */
export function toBool(c: Cell): unknown {
  if (typeof c === 'boolean') return c;
  const s = String(c).trim().toLowerCase();
  if (TRUE.has(s)) return true;
  if (FALSE.has(s)) return false;
  return c;
}

/** Excel's serial day 0 is 1899-12-30 (the 1900 leap-year bug included), in days. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** `+08:00`, `-03:30`, `8`, `+8`, `UTC+8` → minutes east of UTC; undefined when not an offset. */
export function parseOffset(c: Cell): number | undefined {
  if (typeof c === 'number') return Number.isFinite(c) ? Math.round(c * 60) : undefined;
  if (typeof c !== 'string') return undefined;
  const m = /^\s*(?:UTC|GMT)?\s*([+-])?(\d{1,2})(?::?(\d{2}))?\s*$/i.exec(c);
  if (!m) return undefined;
  const min = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return (m[1] === '-' ? -1 : 1) * min;
}

/**
 * A local time with offset. A text is kept as written (the schema checks it); an Excel date cell
 * (a serial number, which carries no offset) is written out with the row's UTC offset column, and
 * without one it is refused as `upload.time_no_offset`: guessing the zone would move the instant.
 */
export function toLocalTime(c: Cell, offset: Cell | undefined): unknown {
  if (typeof c === 'string') return c.trim();
  if (typeof c !== 'number') return c;
  const off = isBlank(offset) ? undefined : parseOffset(offset);
  if (off === undefined) return NO_OFFSET;
  const localMs = Math.round((EXCEL_EPOCH_MS + c * DAY_MS) / 60_000) * 60_000;
  return formatLocalTime(localMs - off * 60_000, off);
}
export const NO_OFFSET = Symbol('no offset');

/** `0,1` / `0、1` / `0;1` / a single number → [0, 1]; parts that are not whole numbers are passed on. */
export function toIntList(c: Cell): unknown[] {
  if (typeof c === 'number') return [c];
  return String(c)
    .split(/[,;，、\s]+/)
    .filter((s) => s !== '')
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** A code cell: numbers read from a spreadsheet (fuel `11`) become the contract's text codes. */
export const toCode = (c: Cell): unknown =>
  typeof c === 'number' ? String(c) : typeof c === 'string' ? c.trim() : c;

/** A text cell: trimmed; numbers (an IMO number typed as a number) become text. */
export const toText = (c: Cell): unknown =>
  typeof c === 'number' ? String(c) : typeof c === 'string' ? c.trim() : c;

/** Valid offsets exist in parseLocalTime's range; exported for the template's notes. */
export const EXAMPLE_TIME = '2025-03-02T14:30+08:00';

/** A list of codes in one cell (`diesel, lng`): the energy forms of a ships upload's equipment. */
export function toTextList(c: Cell): unknown[] {
  if (typeof c === 'number') return [String(c)];
  return String(c)
    .split(/[,;，、\s]+/)
    .filter((s) => s !== '');
}

/**
 * A calendar date (ships: delivery, contract, last dock): an Excel date cell (a serial day number)
 * becomes `YYYY-MM-DD`, as a date has no time and so no zone; text is kept for the schema to check.
 */
export function toDate(c: Cell): unknown {
  if (typeof c === 'number' && Number.isFinite(c) && c > 0)
    return new Date(EXCEL_EPOCH_MS + Math.floor(c) * 86_400_000).toISOString().slice(0, 10);
  return typeof c === 'string' ? c.trim() : c;
}
