import { loadavg } from 'node:os';

/**
 * The machine's load average (1, 5, 15 min) as printed beside every figure: the benches run on a
 * shared machine, and a figure means little without the load it was taken under.
 */
export function loadAverage(): string {
  return loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
}

/** The 1-minute load average alone, for min–max over the reps of one figure. */
export const loadNow = (): number => loadavg()[0]!;
