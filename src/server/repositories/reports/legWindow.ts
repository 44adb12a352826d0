import { and, asc, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { voyageLegs, voyages } from '../../db/schema/index.js';

/**
 * Which legs of a window a report reads (the regimes differ, docs/reports.md §4):
 * - `arriving`: arrival in (from, to] — EU MRV, a voyage belongs to the period holding its arrival;
 * - `departing`: departure in [from, to) — UK MRV, judged by the regime of its departure day;
 * - `overlapping`: departure ≤ to and arrival ≥ from — DCS and FuelEU, cut at the bounds later.
 */
export type LegWindow = 'arriving' | 'departing' | 'overlapping';

/** The ship's legs of one kind in a window, with their voyage number, in time order. */
export function legsInWindow(
  db: Db,
  shipId: number,
  kind: 'imo' | 'eu' | 'uk',
  from: Date,
  to: Date,
  window: LegWindow,
) {
  const inWindow =
    window === 'arriving'
      ? and(gt(voyageLegs.arrivalAt, from), lte(voyageLegs.arrivalAt, to))
      : window === 'departing'
        ? and(gte(voyageLegs.departureAt, from), lt(voyageLegs.departureAt, to))
        : and(lte(voyageLegs.departureAt, to), gte(voyageLegs.arrivalAt, from));
  return db
    .select({ leg: voyageLegs, voyageNo: voyages.voyageNo })
    .from(voyageLegs)
    .innerJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .where(and(eq(voyageLegs.shipId, shipId), eq(voyageLegs.kind, kind), inWindow))
    .orderBy(asc(window === 'arriving' ? voyageLegs.arrivalAt : voyageLegs.departureAt), asc(voyageLegs.seq));
}
