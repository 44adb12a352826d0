import type { StatBucket } from './types';

/**
 * The time bucket key of a UTC instant, as the SQL aggregation writes it (repositories/statistics.ts):
 * 'YYYY', 'YYYY-Qn', 'YYYY-MM'. Voyage buckets are keyed by voyage number and have no instant rule.
 */
export function bucketOf(utcMs: number, bucket: Exclude<StatBucket, 'voyage'>): string {
  const d = new Date(utcMs);
  const y = String(d.getUTCFullYear());
  const m = d.getUTCMonth();
  if (bucket === 'year') return y;
  if (bucket === 'quarter') return `${y}-Q${Math.floor(m / 3) + 1}`;
  return `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Every time bucket key from `fromYear` to `toYear` inclusive, in order (empty buckets show as gaps). */
export function bucketRange(
  fromYear: number,
  toYear: number,
  bucket: Exclude<StatBucket, 'voyage'>,
): string[] {
  const out: string[] = [];
  for (let y = fromYear; y <= toYear; y++) {
    if (bucket === 'year') out.push(String(y));
    else if (bucket === 'quarter') for (let q = 1; q <= 4; q++) out.push(`${y}-Q${q}`);
    else for (let m = 1; m <= 12; m++) out.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return out;
}

/** A bucket key as the screens show it: the same text in both languages except the quarter. */
export function bucketLabel(key: string, lang: 'zh' | 'en'): string {
  const q = /^(\d{4})-Q([1-4])$/.exec(key);
  if (q) return lang === 'zh' ? `${q[1]}年第${q[2]}季度` : `${q[1]} Q${q[2]}`;
  return key;
}
