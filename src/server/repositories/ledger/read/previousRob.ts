import { and, asc, desc, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { PreviousRobDto } from '../../../../domain/api.js';
import type { Db } from '../../../db/client.js';
import { recordFuels, voyageRecords, voyages } from '../../../db/schema/index.js';
import { local, requireLedgerShip, type ShipNamed } from './shared.js';

/**
 * The departure ROB per fuel of the named ship's previous record (inside the caller's scope, 404
 * otherwise): the last one that left before `before`, or its last one; `except` (a refCode) is the
 * record being edited. Null when the ship has none.
 */
export async function previousRob(
  db: Db,
  scope: SQL,
  q: ShipNamed & { before?: Date; except?: string },
): Promise<PreviousRobDto | null> {
  const ship = await requireLedgerShip(db, scope, q);
  const conds: (SQL | undefined)[] = [eq(voyageRecords.shipId, ship.id)];
  if (q.before) conds.push(lt(voyageRecords.departureAt, q.before));
  if (q.except) conds.push(ne(voyageRecords.refCode, q.except));
  const [row] = await db
    .select({
      id: voyageRecords.id,
      refCode: voyageRecords.refCode,
      voyageNo: voyages.voyageNo,
      port: voyageRecords.portCode,
      departureAt: voyageRecords.departureAt,
      departureOffsetMin: voyageRecords.departureOffsetMin,
    })
    .from(voyageRecords)
    .innerJoin(voyages, eq(voyages.id, voyageRecords.voyageId))
    .where(and(...conds))
    .orderBy(desc(voyageRecords.departureAt), desc(voyageRecords.id))
    .limit(1);
  if (!row) return null;
  const fuels = await db
    .select({ fuel: recordFuels.fuelCode, robDepartureT: recordFuels.robDepartureT })
    .from(recordFuels)
    .where(eq(recordFuels.recordId, row.id))
    .orderBy(asc(recordFuels.fuelCode));
  return {
    refCode: row.refCode,
    voyageNo: row.voyageNo,
    port: row.port,
    departure: local(row.departureAt, row.departureOffsetMin),
    fuels,
  };
}
