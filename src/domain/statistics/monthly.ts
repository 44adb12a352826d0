import { bucketOf } from './buckets';
import type { FuelSum, StatBucket } from './types';

/**
 * Figures per calendar month (UTC), apportioned by time at sea (docs/statistics.md §3d): a leg from
 * departure to arrival adds to each month the share of its elapsed time that falls in that month,
 * so a 40-day capesize leg from 20 February to 31 March is split 10 : 30 over February and March
 * rather than landing whole in one of them, and the months add up to the legs' totals. A leg with
 * no elapsed time (arrival at departure) counts whole in its departure month.
 */

/** What a leg adds to the months it spans: its times and its additive figures. */
export interface MonthLeg {
  /** UTC epoch ms. */
  readonly departureAt: number;
  readonly arrivalAt: number;
  readonly distanceNm: number;
  readonly hoursUnderway: number;
  readonly co2T: number;
  readonly fuels: readonly FuelSum[];
}

/** One calendar month's share of the legs. */
export interface MonthFigures {
  /** 'YYYY-MM', as `bucketOf` writes it. */
  readonly month: string;
  /** Legs with time at sea in the month: a leg spanning two months counts in both. */
  readonly legs: number;
  readonly distanceNm: number;
  readonly hoursUnderway: number;
  readonly co2T: number;
  /** Per fuel code, in code order; a month without fuel has none. */
  readonly fuels: readonly FuelSum[];
}

interface Acc {
  legs: number;
  distanceNm: number;
  hoursUnderway: number;
  co2T: number;
  fuels: Map<FuelSum['code'], { sea: number; port: number }>;
}

const monthStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (start: number) => {
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

const blank = (): Acc => ({ legs: 0, distanceNm: 0, hoursUnderway: 0, co2T: 0, fuels: new Map() });

function add(acc: Acc, leg: MonthLeg, share: number) {
  acc.legs += 1;
  acc.distanceNm += leg.distanceNm * share;
  acc.hoursUnderway += leg.hoursUnderway * share;
  acc.co2T += leg.co2T * share;
  for (const f of leg.fuels) {
    const had = acc.fuels.get(f.code) ?? { sea: 0, port: 0 };
    acc.fuels.set(f.code, { sea: had.sea + f.atSeaT * share, port: had.port + f.inPortT * share });
  }
}

const figures = (month: string, a: Acc): MonthFigures => ({
  month,
  legs: a.legs,
  distanceNm: a.distanceNm,
  hoursUnderway: a.hoursUnderway,
  co2T: a.co2T,
  fuels: [...a.fuels]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([code, v]) => ({ code, atSeaT: v.sea, inPortT: v.port })),
});

/**
 * Every calendar month that [from, to) touches, in order, zeros included, with the legs' shares in
 * it. Only the part of a leg inside [from, to) counts: a leg that departs in December of the year
 * before adds its January share to the period and nothing for December.
 */
export function apportionByMonth(legs: readonly MonthLeg[], from: number, to: number): MonthFigures[] {
  const starts: number[] = [];
  for (let m = monthStart(from); m < to; m = nextMonth(m)) starts.push(m);
  const acc = new Map(starts.map((s) => [s, blank()]));
  for (const leg of legs) {
    const span = leg.arrivalAt - leg.departureAt;
    if (!(span > 0)) {
      if (leg.departureAt >= from && leg.departureAt < to) add(acc.get(monthStart(leg.departureAt))!, leg, 1);
      continue;
    }
    const lo = Math.max(leg.departureAt, from);
    const hi = Math.min(leg.arrivalAt, to);
    for (let m = monthStart(lo); m < hi; m = nextMonth(m)) {
      const part = Math.min(hi, nextMonth(m)) - Math.max(lo, m);
      if (part > 0) add(acc.get(m)!, leg, part / span);
    }
  }
  return starts.map((s) => figures(bucketOf(s, 'month'), acc.get(s)!));
}

/**
 * Months summed into calendar buckets (months, quarters or years), in order, each bucket that a
 * month falls in present: a quarter is the sum of its apportioned months, so every level agrees.
 * A bucket's `legs` counts a leg once per month it spans (leg-months), not once.
 */
export function monthsInBuckets(
  months: readonly MonthFigures[],
  bucket: Exclude<StatBucket, 'voyage'>,
): MonthFigures[] {
  const out = new Map<string, Acc>();
  for (const m of months) {
    const [y, mo] = m.month.split('-').map(Number);
    const key = bucketOf(Date.UTC(y!, mo! - 1, 1), bucket);
    const a = out.get(key) ?? blank();
    a.legs += m.legs;
    a.distanceNm += m.distanceNm;
    a.hoursUnderway += m.hoursUnderway;
    a.co2T += m.co2T;
    for (const f of m.fuels) {
      const had = a.fuels.get(f.code) ?? { sea: 0, port: 0 };
      a.fuels.set(f.code, { sea: had.sea + f.atSeaT, port: had.port + f.inPortT });
    }
    out.set(key, a);
  }
  return [...out].map(([key, a]) => figures(key, a));
}
