import { and, eq } from 'drizzle-orm';
import type { PublicYearLeg } from '../../domain/statistics/publicYears.js';
import type { Db } from '../db/client.js';
import { companies, ships, voyageLegs } from '../db/schema/index.js';

/**
 * The legs behind the public fleet chart (`/exchart`, docs/documents-and-portal.md §2): the IMO
 * legs (the global voyage cut: each leg once, docs/ledger.md) of the ships whose owner opted in
 * (`companies.public_stats`). The ship id only groups legs for the count of ships; the service
 * hands out aggregates, never an id, name or IMO number.
 */
export async function optedInLegs(db: Db): Promise<PublicYearLeg[]> {
  const rows = await db
    .select({
      shipId: voyageLegs.shipId,
      departureAt: voyageLegs.departureAt,
      arrivalAt: voyageLegs.arrivalAt,
      co2T: voyageLegs.co2T,
    })
    .from(voyageLegs)
    .innerJoin(ships, eq(ships.id, voyageLegs.shipId))
    .innerJoin(companies, eq(companies.id, ships.ownerCompanyId))
    .where(and(eq(companies.publicStats, true), eq(voyageLegs.kind, 'imo')));
  return rows.map((r) => ({
    shipId: r.shipId,
    departureAt: new Date(r.departureAt).getTime(),
    arrivalAt: new Date(r.arrivalAt).getTime(),
    co2T: Number(r.co2T ?? 0),
  }));
}
