/**
 * The trend analysis' rolling window (the legacy system ignored its "rolling cycle").
 * Given the buckets in order — every calendar period of the range, a
 * period without legs included as `undefined` (src/domain/statistics `bucketRange`), or the voyages
 * in order of departure — each position gets the sum of the `window` positions ending at it. A gap
 * counts as a period, so a 3-month window is always three calendar months. The indicators are then
 * computed from the window's sums (`statIndicators`): a ratio of sums, never a mean of ratios.
 */
export function rollingWindows<T>(
  ordered: readonly (T | undefined)[],
  window: number,
  add: (a: T, b: T) => T,
  empty: T,
): T[] {
  if (!Number.isInteger(window) || window < 1) throw new RangeError('window must be a positive integer');
  return ordered.map((_, i) => {
    let acc = empty;
    for (let j = Math.max(0, i - window + 1); j <= i; j++) {
      const x = ordered[j];
      if (x !== undefined) acc = add(acc, x);
    }
    return acc;
  });
}

/** Whether a window position holds any data (a window of only gaps shows as a gap, not zeros). */
export function windowHasData(ordered: readonly unknown[], i: number, window: number): boolean {
  for (let j = Math.max(0, i - window + 1); j <= i; j++) if (ordered[j] !== undefined) return true;
  return false;
}
