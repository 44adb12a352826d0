/**
 * Time display (docs/product-rules.md §9): server times shown at UTC+8 unless told otherwise, 'YYYY-MM-DD HH:mm:ss',
 * a 10-digit number read as seconds, Chinese weekday names in zh.
 */
import { SYSTEM_OFFSET_MIN } from '../domain/systemZone';

export type TimeInput = Date | number | string;
const WEEK_ZH = ['日', '一', '二', '三', '四', '五', '六'];
const WEEK_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function toDate(value: TimeInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    return new Date(String(Math.trunc(n)).length === 10 ? n * 1000 : n);
  }
  return new Date(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

export { SYSTEM_OFFSET_MIN };

/** A UTC offset in minutes as its label: 480 → `UTC+8`, 330 → `UTC+5:30`, −210 → `UTC-3:30`, 0 → `UTC+0`. */
export function zoneLabel(offsetMin: number): string {
  const abs = Math.abs(offsetMin);
  const minutes = abs % 60 ? `:${pad(abs % 60)}` : '';
  return `UTC${offsetMin < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes}`;
}

/**
 * Formats with tokens YYYY MM DD HH mm ss and `a` (weekday) at a fixed UTC offset in hours.
 * @example formatTime(0, 'YYYY-MM-DD HH:mm:ss') // '1970-01-01 08:00:00'
 */
export function formatTime(
  value: TimeInput,
  pattern = 'YYYY-MM-DD HH:mm:ss',
  lang: 'zh' | 'en' = 'zh',
  offsetHours = 8,
): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  // Shift, then read UTC fields: the result does not depend on the browser's own time zone.
  const s = new Date(d.getTime() + offsetHours * 3_600_000);
  const parts: Record<string, string> = {
    YYYY: String(s.getUTCFullYear()),
    MM: pad(s.getUTCMonth() + 1),
    DD: pad(s.getUTCDate()),
    HH: pad(s.getUTCHours()),
    mm: pad(s.getUTCMinutes()),
    ss: pad(s.getUTCSeconds()),
    a: (lang === 'zh' ? WEEK_ZH : WEEK_EN)[s.getUTCDay()],
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss|a/g, (token) => parts[token]);
}

export type Translate = (
  key: 'time.justNow' | 'time.minutesAgo' | 'time.hoursAgo' | 'time.oneDayAgo',
  options?: { count: number },
) => string;

/** 'just now' under 30 s, minutes under an hour, hours under a day, '1 day ago' under 48 h, else the time (UTC+8). */
export function relativeTime(
  value: TimeInput,
  t: Translate,
  now: number = Date.now(),
  lang: 'zh' | 'en' = 'zh',
): string {
  const diff = (now - toDate(value).getTime()) / 1000;
  if (diff < 30) return t('time.justNow');
  if (diff < 3600) return t('time.minutesAgo', { count: Math.ceil(diff / 60) });
  if (diff < 86_400) return t('time.hoursAgo', { count: Math.ceil(diff / 3600) });
  if (diff < 172_800) return t('time.oneDayAgo');
  return `${formatTime(value, 'YYYY-MM-DD HH:mm:ss', lang)} (${zoneLabel(SYSTEM_OFFSET_MIN)})`;
}
