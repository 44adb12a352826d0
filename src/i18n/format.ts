/**
 * The one place screens turn instants, dates, periods and numbers into text (docs/product-rules.md
 * §9, "Time display"). Every instant a user reads carries its zone:
 *
 * - a time a ship wrote at a port (a port call's arrival or departure, a bunkering, a snapshot)
 *   reads in the port's own time with that call's offset: `2025-03-02 14:30:00 (UTC+8)`;
 * - every other instant (histories, audit, lists, documents, legs) reads in the system zone,
 *   UTC+8, labelled the same way in both languages: `2026-11-28 22:25:00 (UTC+8)`;
 * - a reporting period is a run of UTC calendar days and reads as dates, its exclusive end shown
 *   as the last day included: `2025-01-01 – 2025-12-31`.
 *
 * Formats are `YYYY-MM-DD HH:mm:ss` and `YYYY-MM-DD` whatever the language. `eslint.format.js`
 * keeps views and machines from formatting on their own (the locale methods, the Intl formatters,
 * a Date printed as it is).
 */
import { parseLocalTime } from '../domain/schemas/voyageData';
import { formatTime, SYSTEM_OFFSET_MIN, toDate, zoneLabel, type TimeInput } from './time';

export {
  formatTime,
  relativeTime,
  SYSTEM_OFFSET_MIN,
  toDate,
  zoneLabel,
  type TimeInput,
  type Translate,
} from './time';
export { formatNumber, formatPercent } from './number';

/** The system zone's label, the same in both languages. */
export const SYSTEM_ZONE = zoneLabel(SYSTEM_OFFSET_MIN);

const empty = (value: TimeInput | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/**
 * An instant as `YYYY-MM-DD HH:mm:ss (UTC+8)`: in the system zone unless a port's offset is given
 * (minutes east of UTC). Empty for no value or one that is not a time.
 */
export function formatInstant(value: TimeInput | null | undefined, offsetMin = SYSTEM_OFFSET_MIN): string {
  if (empty(value) || Number.isNaN(toDate(value).getTime())) return '';
  return `${formatTime(value, 'YYYY-MM-DD HH:mm:ss', 'en', offsetMin / 60)} (${zoneLabel(offsetMin)})`;
}

/**
 * A time as the ship wrote it at a port (`2025-03-02T14:30-03:30`), in that port's time with its
 * offset: `2025-03-02 14:30:00 (UTC-3:30)`. Text that is not a local time with offset shows as it is.
 */
export function formatPortTime(text: string | null | undefined): string {
  if (!text) return '';
  const local = parseLocalTime(text);
  return local ? formatInstant(local.utc, local.offsetMin) : text;
}

/**
 * A time written with its offset, read in the system zone (`2025-03-02T06:30-05:00` →
 * `2025-03-02 19:30:00 (UTC+8)`): an event at sea, or a port time's UTC+8 column.
 */
export function formatWrittenAtSystemZone(text: string | null | undefined): string {
  const local = text ? parseLocalTime(text) : undefined;
  return local ? formatInstant(local.utc) : '';
}

/** A calendar date `YYYY-MM-DD` stays as it is (it has no zone); an instant gives its day at UTC+8. */
export function formatDate(value: TimeInput | null | undefined, offsetMin = SYSTEM_OFFSET_MIN): string {
  if (empty(value)) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return formatTime(value, 'YYYY-MM-DD', 'en', offsetMin / 60);
}

/**
 * A reporting period (UTC calendar days, end exclusive) as the days it holds:
 * 2025-01-01T00:00Z … 2026-01-01T00:00Z → `2025-01-01 – 2025-12-31`.
 */
export function formatPeriod(period: { start: TimeInput; end: TimeInput }): string {
  const start = toDate(period.start).getTime();
  const end = toDate(period.end).getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return '';
  const last = Math.max(start, end - 1);
  return `${formatTime(start, 'YYYY-MM-DD', 'en', 0)} – ${formatTime(last, 'YYYY-MM-DD', 'en', 0)}`;
}

/** Today's date in the system zone (`YYYY-MM-DD`), e.g. for an export's file name. */
export const today = (now: number = Date.now()) => formatDate(now);

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

const realDay = (y: number, m: number, d: number) => {
  const back = new Date(Date.UTC(y, m - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
};

/**
 * What a user typed in a date field (`YYYY-MM-DD`, with `withTime` also `YYYY-MM-DD HH:mm[:ss]`)
 * as the form value (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm[:ss]`); undefined when it is not a real date.
 */
export function parseDateText(text: string, withTime = false): string | undefined {
  const t = text.trim();
  const date = DATE_TEXT.exec(t);
  if (date) {
    const ok = realDay(Number(date[1]), Number(date[2]), Number(date[3]));
    return ok ? (withTime ? `${t}T00:00` : t) : undefined;
  }
  const time = withTime ? DATE_TIME_TEXT.exec(t) : null;
  if (!time || !realDay(Number(time[1]), Number(time[2]), Number(time[3]))) return undefined;
  if (Number(time[4]) > 23 || Number(time[5]) > 59 || Number(time[6] ?? 0) > 59) return undefined;
  return `${time[1]}-${time[2]}-${time[3]}T${time[4]}:${time[5]}${time[6] ? `:${time[6]}` : ''}`;
}

/** A form value (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm[:ss]`) as the date field shows it. */
export const dateFieldText = (value: string | null | undefined) => (value ?? '').replace('T', ' ');
