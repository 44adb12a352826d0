import type { ComparisonDto } from '../../domain/analysis/comparison';
import type { Lang } from '../../domain/api';
import { bucketLabel } from '../../domain/statistics/buckets';
import type { TrendIndicator } from './trendData';

/**
 * The comparison's mapping: one line per condition set for the chosen indicator (in its true unit,
 * as the trend computes it), over the union of the sets' periods in order; a period a set has no
 * legs in is a gap (null), never 0.
 */
const periodsOf = (data: ComparisonDto) =>
  [...new Set(data.sets.flatMap((s) => s.trend.points.map((p) => p.bucket)))].sort();

const valueAt = (data: ComparisonDto['sets'][number], bucket: string, ind: TrendIndicator) =>
  data.trend.points.find((p) => p.bucket === bucket)?.indicators?.[ind] ?? null;

export function comparisonSeries(
  data: ComparisonDto,
  lang: Lang,
  indicator: TrendIndicator,
  setLabel: (set: number) => string,
) {
  const periods = periodsOf(data);
  return data.sets.map((s) => ({
    id: setLabel(s.set),
    data: periods.map((b) => ({ x: bucketLabel(b, lang), y: valueAt(s, b, indicator) })),
  }));
}

const round = (v: number | null) => (v === null ? '' : Math.round(v * 1000) / 1000);

/** The Data tab (and the export): the period, then per set its legs and the indicator. */
export function comparisonTable(
  data: ComparisonDto,
  lang: Lang,
  indicator: TrendIndicator,
  head: { period: string; legs: (set: string) => string; value: (set: string) => string },
  setLabel: (set: number) => string,
): Array<Array<string | number>> {
  return [
    [head.period, ...data.sets.flatMap((s) => [head.legs(setLabel(s.set)), head.value(setLabel(s.set))])],
    ...periodsOf(data).map((b) => [
      bucketLabel(b, lang),
      ...data.sets.flatMap((s) => [
        s.trend.points.find((p) => p.bucket === b)?.legs ?? 0,
        round(valueAt(s, b, indicator)),
      ]),
    ]),
  ];
}
