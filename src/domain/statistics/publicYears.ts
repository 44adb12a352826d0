import { apportionByMonth, monthsInBuckets } from './monthly';

/**
 * The public fleet chart's CO2 per calendar year (UTC), apportioned by time at sea with the same
 * rule as the monthly summaries (`apportionByMonth`): a leg from 20 December to 10 January adds
 * 11/21 of its CO2 to the first year and 10/21 to the second, instead of all of it to the year it
 * departed in, so the public figure agrees with the company's own statistics.
 */

/** A leg as the public chart needs it: whose it is, when it ran and its CO2. */
export interface PublicYearLeg {
  readonly shipId: number;
  /** UTC epoch ms. */
  readonly departureAt: number;
  readonly arrivalAt: number;
  readonly co2T: number;
}

export interface PublicYear {
  readonly year: number;
  /** Ships with time at sea (or a zero-length leg) in the year. */
  readonly ships: number;
  readonly co2T: number;
}

/** CO2 per year with the number of ships contributing to it, years in order, none without a leg. */
export function co2ByYearAtSea(legs: readonly PublicYearLeg[]): PublicYear[] {
  const byShip = new Map<number, PublicYearLeg[]>();
  for (const l of legs) byShip.set(l.shipId, [...(byShip.get(l.shipId) ?? []), l]);
  const years = new Map<number, { ships: number; co2T: number }>();
  for (const shipLegs of byShip.values()) {
    const from = Math.min(...shipLegs.map((l) => l.departureAt));
    // Exclusive end: one past the last instant, so a zero-length last leg is inside the period.
    const to = Math.max(...shipLegs.map((l) => Math.max(l.arrivalAt, l.departureAt))) + 1;
    const months = apportionByMonth(
      shipLegs.map((l) => ({ ...l, distanceNm: 0, hoursUnderway: 0, fuels: [] })),
      from,
      to,
    );
    for (const y of monthsInBuckets(months, 'year')) {
      if (!y.legs) continue;
      const year = Number(y.month);
      const had = years.get(year) ?? { ships: 0, co2T: 0 };
      years.set(year, { ships: had.ships + 1, co2T: had.co2T + y.co2T });
    }
  }
  return [...years].sort(([a], [b]) => a - b).map(([year, v]) => ({ year, ships: v.ships, co2T: v.co2T }));
}
