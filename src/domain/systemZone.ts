import { formatLocalTime, parseLocalTime } from './schemas/voyageData';

/**
 * The system zone, minutes east of UTC: times that did not happen at a port are shown, and typed,
 * at UTC+8 (docs/product-rules.md §9), whatever the browser's own zone.
 */
export const SYSTEM_OFFSET_MIN = 480;

/** The zone as an ISO offset (`+08:00`). */
export const SYSTEM_OFFSET_TEXT = formatLocalTime(0, SYSTEM_OFFSET_MIN).slice(-6);

/** An ISO instant as a form's `YYYY-MM-DDTHH:mm` in the system zone; '' when it is not a time. */
export function systemFieldValue(iso: string | Date): string {
  const ms = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  return Number.isNaN(ms) ? '' : formatLocalTime(ms, SYSTEM_OFFSET_MIN).slice(0, 16);
}

/** A form's `YYYY-MM-DDTHH:mm[:ss]` read in the system zone as an ISO instant; the text itself when it is not one. */
export function systemFieldInstant(value: string): string {
  const local = parseLocalTime(`${value}${SYSTEM_OFFSET_TEXT}`);
  return local ? new Date(local.utc).toISOString() : value;
}
