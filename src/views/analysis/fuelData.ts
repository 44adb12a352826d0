import type { FuelAnalysisDto } from '../../domain/analysis/dto';
import type { Lang } from '../../domain/api';
import { FUEL_CLASSES, type FuelClass } from '../../domain/ledger/types';
import { bucketLabel } from '../../domain/statistics/buckets';

/**
 * The fuel consumption analysis's mapping (docs/analysis.md §3): fuel per class at sea and in port
 * per bucket, and the metered split per consumer. Only the classes burnt appear, in the registry's
 * order; a bucket without fuel is 0 t (fuel is a sum: no legs burnt nothing).
 */
export function fuelClassesOf(data: FuelAnalysisDto): FuelClass[] {
  const seen = new Set(
    [...data.points, ...data.consumers].flatMap((p) =>
      p.fuels.filter((f) => f.totalT > 0).map((f) => f.fuelClass),
    ),
  );
  return FUEL_CLASSES.filter((c) => seen.has(c));
}

export interface FuelLabels {
  period: string;
  consumer: string;
  total: string;
  atSea: (fuel: string) => string;
  inPort: (fuel: string) => string;
  fuel: (c: FuelClass) => string;
  consumerName: (c: string) => string;
}

const t3 = (v: number) => Math.round(v * 1000) / 1000;
const of = (fuels: FuelAnalysisDto['points'][number]['fuels'], c: FuelClass) =>
  fuels.find((f) => f.fuelClass === c);

/** Stacked bars: one bar per bucket, a key per class at sea and in port (t). */
export function fuelBars(data: FuelAnalysisDto, lang: Lang, l: FuelLabels) {
  const classes = fuelClassesOf(data);
  const keys = classes.flatMap((c) => [l.atSea(l.fuel(c)), l.inPort(l.fuel(c))]);
  const rows = data.points.map((p) => ({
    bucket: bucketLabel(p.bucket, lang),
    ...Object.fromEntries(
      classes.flatMap((c) => [
        [l.atSea(l.fuel(c)), t3(of(p.fuels, c)?.atSeaT ?? 0)],
        [l.inPort(l.fuel(c)), t3(of(p.fuels, c)?.inPortT ?? 0)],
      ]),
    ),
  }));
  return { keys, rows };
}

/** The Data tab per bucket: per class at sea and in port, then the bucket's total (t). */
export function fuelTable(data: FuelAnalysisDto, lang: Lang, l: FuelLabels): Array<Array<string | number>> {
  const classes = fuelClassesOf(data);
  return [
    [l.period, ...classes.flatMap((c) => [l.atSea(l.fuel(c)), l.inPort(l.fuel(c))]), l.total],
    ...data.points.map((p) => [
      bucketLabel(p.bucket, lang),
      ...classes.flatMap((c) => [t3(of(p.fuels, c)?.atSeaT ?? 0), t3(of(p.fuels, c)?.inPortT ?? 0)]),
      t3(p.fuels.reduce((s, f) => s + f.totalT, 0)),
    ]),
  ];
}

/** The metered split: per consumer, its fuel per class and total (t); none when no ship meters. */
export function consumerTable(data: FuelAnalysisDto, l: FuelLabels): Array<Array<string | number>> {
  if (data.consumers.length === 0) return [];
  const classes = fuelClassesOf(data);
  return [
    [l.consumer, ...classes.map(l.fuel), l.total],
    ...data.consumers.map((c) => [
      l.consumerName(c.consumer),
      ...classes.map((k) => t3(of(c.fuels, k)?.totalT ?? 0)),
      t3(c.fuels.reduce((s, f) => s + f.totalT, 0)),
    ]),
  ];
}
