/**
 * Time buckets and the rolling window of the trend analysis (issue 17 item 2; the original ignored
 * its "rolling cycle", original-system.md §2.9). Buckets are calendar periods in UTC; a bucket's
 * `index` numbers consecutive periods so a window of N covers N calendar periods even when some
 * of them have no legs (a gap is not skipped over). Voyages are numbered in order of departure.
 */
export type CalendarUnit = 'month' | 'quarter' | 'year';
export type BucketUnit = CalendarUnit | 'voyage';
export const BUCKET_UNITS: readonly BucketUnit[] = ['month', 'quarter', 'year', 'voyage'];

/** Consecutive index of the calendar period holding `at` (ms, UTC). */
export function periodIndex(at: number, unit: CalendarUnit): number {
  const d = new Date(at);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (unit === 'year') return y;
  if (unit === 'quarter') return y * 4 + Math.floor(m / 3);
  return y * 12 + m;
}

/** Stable key of a period index: `2025`, `2025-Q1`, `2025-01`. */
export function periodKey(index: number, unit: CalendarUnit): string {
  if (unit === 'year') return String(index);
  if (unit === 'quarter') return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** First instant (ms, UTC) of a period index. */
export function periodStart(index: number, unit: CalendarUnit): number {
  if (unit === 'year') return Date.UTC(index, 0, 1);
  if (unit === 'quarter') return Date.UTC(Math.floor(index / 4), (index % 4) * 3, 1);
  return Date.UTC(Math.floor(index / 12), index % 12, 1);
}

/** Every period index from the one holding `from` to the one holding `to` (ms), in order. */
export function periodRange(from: number, to: number, unit: CalendarUnit): number[] {
  const out: number[] = [];
  for (let i = periodIndex(from, unit); i <= periodIndex(to, unit); i++) out.push(i);
  return out;
}

export interface Bucket<S> {
  key: string;
  index: number;
  sums: S;
}

export type Sums = Record<string, number>;

function addInto<S extends Sums>(into: S, s: S): S {
  for (const k of Object.keys(s) as (keyof S & string)[]) (into as Sums)[k] = (into[k] ?? 0) + s[k];
  return into;
}

/**
 * Rolling sums: for every bucket, the sums of the `window` consecutive indexes ending at it (the
 * buckets passed may have gaps; a missing index adds nothing). Indicators are then computed from
 * the window's sums — a ratio of sums, never a mean of ratios — so a window over a busy month and
 * an idle one weighs each by its work. `window` 1 returns the buckets' own sums. Buckets must be
 * sorted by index.
 */
export function rollingSums<S extends Sums>(buckets: readonly Bucket<S>[], window: number): Bucket<S>[] {
  if (!Number.isInteger(window) || window < 1) throw new RangeError('window must be a positive integer');
  return buckets.map((b, i) => {
    const sums = {} as S;
    for (let j = i; j >= 0 && buckets[j].index > b.index - window; j--) addInto(sums, buckets[j].sums);
    return { key: b.key, index: b.index, sums };
  });
}
