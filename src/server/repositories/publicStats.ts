import { and, countDistinct, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies, ships, voyageLegs } from '../db/schema/index.js';

/**
 * The public fleet chart (`/exchart`, docs/documents-and-portal.md §2): CO2 per year of the ships
 * whose owner opted in (`companies.public_stats`), from the ledger's IMO legs (the global voyage
 * cut: each leg once, docs/ledger.md). Aggregates only: no ship name, IMO number or id leaves here.
 */
export async function optedInEmissionsByYear(db: Db) {
  const year = sql<number>`extract(year from ${voyageLegs.departureAt} at time zone 'UTC')::int`;
  const rows = await db
    .select({ year, ships: countDistinct(voyageLegs.shipId), co2T: sum(voyageLegs.co2T) })
    .from(voyageLegs)
    .innerJoin(ships, eq(ships.id, voyageLegs.shipId))
    .innerJoin(companies, eq(companies.id, ships.ownerCompanyId))
    .where(and(eq(companies.publicStats, true), eq(voyageLegs.kind, 'imo')))
    .groupBy(year)
    .orderBy(year);
  return rows.map((r) => ({ year: Number(r.year), ships: Number(r.ships), co2T: Number(r.co2T ?? 0) }));
}
