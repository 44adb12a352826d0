import type { ComparisonDto } from '../../domain/analysis/comparison';
import type { Lang } from '../../domain/api';
import { bucketLabel, bucketRange } from '../../domain/statistics/buckets';
import type { SubjectForm } from './AnalysisParts';
import type { TrendIndicator } from './trendData';

/**
 * The comparison's mapping: one line per condition set for the chosen indicator (in its true unit,
 * as the trend computes it), over every period from the sets' first to their last in order; a
 * period a set has no legs in is a gap (null), never 0.
 */
const CALENDAR = { month: /^\d{4}-\d\d$/, quarter: /^\d{4}-Q[1-4]$/, year: /^\d{4}$/ };

function periodsOf(data: ComparisonDto): string[] {
  const keys = [...new Set(data.sets.flatMap((s) => s.trend.points.map((p) => p.bucket)))].sort();
  const bucket = data.sets[0]?.trend.bucket;
  if (!keys.length || !bucket || !(bucket in CALENDAR)) return keys;
  if (!keys.every((k) => CALENDAR[bucket as keyof typeof CALENDAR].test(k))) return keys;
  // Sets of different years leave no hole between them: the time axis runs through every period.
  const year = (k: string) => Number(k.slice(0, 4));
  return bucketRange(year(keys[0]!), year(keys[keys.length - 1]!), bucket as keyof typeof CALENDAR);
}

/** What a condition set compares, as the form holds it when the comparison ran. */
export type SetSubject = Pick<SubjectForm, 'shipId' | 'companyId' | 'shipTypeCode' | 'fromYear' | 'toYear'>;

/**
 * The legend's name of each set: the ship's name, else the company's, else the ship type's (the
 * subject the set compares, never "Set 2"); with its years when two sets name the same subject,
 * and the set's number only when even that leaves two alike.
 */
export function setNames(
  sets: readonly SetSubject[],
  names: {
    ship: (id: string) => string;
    company: (id: string) => string;
    shipType: (code: string) => string;
  },
  numbered: (set: number) => string,
): (set: number) => string {
  const base = sets.map((f, i) =>
    f.shipId
      ? names.ship(f.shipId)
      : f.companyId
        ? names.company(f.companyId)
        : f.shipTypeCode
          ? names.shipType(f.shipTypeCode)
          : numbered(i + 1),
  );
  const years = (f: SetSubject) => (f.fromYear === f.toYear ? f.fromYear : `${f.fromYear}–${f.toYear}`);
  const count = (xs: string[], x: string) => xs.filter((y) => y === x).length;
  const withYears = base.map((b, i) => (count(base, b) > 1 ? `${b} ${years(sets[i]!)}` : b));
  const unique = withYears.map((b, i) => (count(withYears, b) > 1 ? `${b} (${numbered(i + 1)})` : b));
  return (set) => unique[set - 1] ?? numbered(set);
}

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
