import { linearRegression, sampleCorrelation } from 'simple-statistics';

/**
 * Correlation and curve fits for the relevance analysis. Pure, no I/O.
 * A figure that cannot be computed (fewer than two pairs, a constant variable) is `null`, never 0:
 * "no relation measurable" is not "no relation".
 */

/** Pairs whose both values are finite numbers (a leg without cargo has no EEOI: it drops out). */
export function finitePairs(
  xs: readonly (number | null)[],
  ys: readonly (number | null)[],
): [number[], number[]] {
  const x: number[] = [];
  const y: number[] = [];
  for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
    const a = xs[i];
    const b = ys[i];
    if (a !== null && b !== null && Number.isFinite(a) && Number.isFinite(b)) {
      x.push(a);
      y.push(b);
    }
  }
  return [x, y];
}

const constant = (v: readonly number[]) => v.every((x) => x === v[0]);

/** Pearson's r of the finite pairs; null below two pairs or when either side is constant. */
export function pearson(xs: readonly (number | null)[], ys: readonly (number | null)[]): number | null {
  const [x, y] = finitePairs(xs, ys);
  if (x.length < 2 || constant(x) || constant(y)) return null;
  const r = sampleCorrelation(x, y);
  // Rounding can push |r| a hair past 1 on a perfect line; r is a cosine, clamp it.
  return Number.isFinite(r) ? Math.max(-1, Math.min(1, r)) : null;
}

export interface CorrelationCell {
  row: string;
  column: string;
  r: number | null;
  /** Pairs that entered r. */
  n: number;
}

/**
 * The heatmap's cells: r of every row variable against every column variable, over the same
 * observations (legs). `series` maps a variable's key to its value per observation.
 */
export function correlationMatrix(
  series: Readonly<Record<string, readonly (number | null)[]>>,
  rows: readonly string[],
  columns: readonly string[],
): CorrelationCell[] {
  return rows.flatMap((row) =>
    columns.map((column) => ({
      row,
      column,
      r: pearson(series[row] ?? [], series[column] ?? []),
      n: finitePairs(series[row] ?? [], series[column] ?? [])[0].length,
    })),
  );
}

export type FitKind = 'linear' | 'power';

export interface Fit {
  kind: FitKind;
  /** linear: y = a + b·x; power: y = a·x^b. */
  a: number;
  b: number;
  /** Coefficient of determination on the fitted scale (log-log for a power fit). */
  r2: number | null;
  n: number;
}

/**
 * Least-squares fit of y on x. A power fit (fuel per day ≈ a·speed^b, the propeller law) is a line
 * through (ln x, ln y), so it keeps only positive pairs. Null when fewer than two usable pairs or x
 * is constant.
 */
export function fitCurve(
  xs: readonly (number | null)[],
  ys: readonly (number | null)[],
  kind: FitKind,
): Fit | null {
  let [x, y] = finitePairs(xs, ys);
  if (kind === 'power') {
    const keep = x.map((v, i) => v > 0 && y[i] > 0);
    x = x.filter((_, i) => keep[i]).map(Math.log);
    y = y.filter((_, i) => keep[i]).map(Math.log);
  }
  if (x.length < 2 || constant(x)) return null;
  const { m, b } = linearRegression(x.map((v, i) => [v, y[i]]));
  const r = constant(y) ? null : pearson(x, y);
  return kind === 'power'
    ? { kind, a: Math.exp(b), b: m, r2: r === null ? null : r * r, n: x.length }
    : { kind, a: b, b: m, r2: r === null ? null : r * r, n: x.length };
}

/** The fitted y at x (a power fit is defined for x > 0 only). */
export function fitAt(fit: Fit, x: number): number | null {
  if (fit.kind === 'linear') return fit.a + fit.b * x;
  return x > 0 ? fit.a * x ** fit.b : null;
}

/** `steps + 1` points of the fitted curve evenly over [from, to], for drawing. */
export function fitPoints(fit: Fit, from: number, to: number, steps = 20): Array<{ x: number; y: number }> {
  const out: Array<{ x: number; y: number }> = [];
  for (let i = 0; i <= steps; i++) {
    const x = from + ((to - from) * i) / steps;
    const y = fitAt(fit, x);
    if (y !== null && Number.isFinite(y)) out.push({ x, y });
  }
  return out;
}
