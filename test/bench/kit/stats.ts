/** Min / median / max of repeated measurements: a shared machine makes one figure meaningless. */
export interface Spread {
  min: number;
  median: number;
  max: number;
  n: number;
}

/** The spread of `values` (the median of an even count is the mean of the middle two). */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { min: NaN, median: NaN, max: NaN, n: 0 };
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { min: s[0]!, median, max: s.at(-1)!, n: s.length };
}

/** The p-th percentile (0–100) of values already sorted ascending, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
