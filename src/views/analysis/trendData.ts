import type { TrendDto } from '../../domain/analysis/dto';
import type { StatIndicators } from '../../domain/statistics/types';
import { bucketLabel } from '../../domain/statistics/buckets';
import type { Lang } from '../../domain/api';

/**
 * The trend's seven indicators (those of the legacy system), each in its true unit as the domain
 * computes it (the original's "100 kg/nm" and "10 kg/t" scalings and HFO-only fuel are gone).
 */
export const TREND_INDICATORS = [
  'eeoi',
  'fuelPerNmKg',
  'fuelPerTransportWorkG',
  'co2PerNmKg',
  'co2PerTonneKg',
  'speedReductionPct',
  'loadUtilisationPct',
] as const satisfies readonly (keyof StatIndicators)[];
export type TrendIndicator = (typeof TREND_INDICATORS)[number];

/** One line per indicator for @nivo/line; a bucket without legs is a gap (y null), not 0. */
export function trendSeries(
  data: TrendDto,
  lang: Lang,
  label: (indicator: TrendIndicator) => string,
  indicators: readonly TrendIndicator[] = TREND_INDICATORS,
) {
  return indicators.map((ind) => ({
    id: label(ind),
    data: data.points.map((p) => ({ x: bucketLabel(p.bucket, lang), y: p.indicators?.[ind] ?? null })),
  }));
}

const round = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : Math.round(v * 1000) / 1000;

/** The Data tab (and the export): header row, then one row per bucket. */
export function trendTable(
  data: TrendDto,
  lang: Lang,
  head: { period: string; legs: string },
  label: (indicator: TrendIndicator) => string,
): Array<Array<string | number>> {
  return [
    [head.period, head.legs, ...TREND_INDICATORS.map(label)],
    ...data.points.map((p) => [
      bucketLabel(p.bucket, lang),
      p.legs,
      ...TREND_INDICATORS.map((i) => round(p.indicators?.[i])),
    ]),
  ];
}
