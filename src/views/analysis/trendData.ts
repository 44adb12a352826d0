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

/** The unit of each indicator: indicators of one unit share a panel and its axis, no others. */
export const TREND_UNITS = {
  eeoi: 'gPerTnm',
  fuelPerTransportWorkG: 'gPerTnm',
  fuelPerNmKg: 'kgPerNm',
  co2PerNmKg: 'kgPerNm',
  co2PerTonneKg: 'kgPerT',
  speedReductionPct: 'pct',
  loadUtilisationPct: 'pct',
} as const satisfies Record<TrendIndicator, string>;
export type TrendUnit = (typeof TREND_UNITS)[TrendIndicator];

export interface TrendPanel {
  unit: TrendUnit;
  /** The value axis' title, its unit in it. */
  axis: string;
  series: ReturnType<typeof trendSeries>;
}

/**
 * The trend as one panel per unit (g/t·nm, kg/nm, kg/t, %), in the indicators' order: seven
 * indicators from 3 % to 300 kg/nm on one axis read as nothing, and two axes cannot hold four units.
 */
export function trendPanels(
  data: TrendDto,
  lang: Lang,
  label: (indicator: TrendIndicator) => string,
  axis: (unit: TrendUnit) => string,
  indicators: readonly TrendIndicator[] = TREND_INDICATORS,
): TrendPanel[] {
  const units = [...new Set(indicators.map((i) => TREND_UNITS[i]))];
  return units.map((unit) => ({
    unit,
    axis: axis(unit),
    series: trendSeries(
      data,
      lang,
      label,
      indicators.filter((i) => TREND_UNITS[i] === unit),
    ),
  }));
}

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
