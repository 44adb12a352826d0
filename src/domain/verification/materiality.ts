import type { MaterialityLevel } from '../registry/materiality';
import type { FigureTotal } from '../reports/types';
import { isUncorrectedMisstatement, type Finding } from './findings';

/**
 * Materiality from the report's own figures (docs/verification.md §3): per report line affected by
 * uncorrected misstatements, the sum of their absolute amounts against the level × the line's
 * reported value. Misstatements of opposite sign do not cancel out: each is an error in the data.
 */
export interface FigureMateriality {
  key: string;
  unit: string;
  reported: number;
  /** level × |reported|. */
  threshold: number;
  uncorrected: number;
  material: boolean;
}

export interface Materiality {
  level: number;
  /** The regime's headline line first, then every other line with a misstatement, by key. */
  figures: FigureMateriality[];
  material: boolean;
}

const headlineFirst = (headline: string) => (a: FigureTotal, b: FigureTotal) =>
  Number(b.key === headline) - Number(a.key === headline) || a.key.localeCompare(b.key);

export function materialityOf(
  level: MaterialityLevel,
  totals: readonly FigureTotal[],
  findings: readonly Pick<Finding, 'kind' | 'corrected' | 'figureKey' | 'amount'>[],
): Materiality {
  const sums = new Map<string, number>();
  for (const f of findings)
    if (isUncorrectedMisstatement(f) && f.figureKey)
      sums.set(f.figureKey, (sums.get(f.figureKey) ?? 0) + Math.abs(f.amount ?? 0));
  const lines = [...totals]
    .filter((t) => sums.has(t.key) || t.key === level.headline)
    .sort(headlineFirst(level.headline));
  const figures = lines.map((t) => {
    const reported = t.value ?? 0;
    const threshold = level.level * Math.abs(reported);
    const uncorrected = sums.get(t.key) ?? 0;
    return { key: t.key, unit: t.unit, reported, threshold, uncorrected, material: uncorrected > threshold };
  });
  return { level: level.level, figures, material: figures.some((f) => f.material) };
}
