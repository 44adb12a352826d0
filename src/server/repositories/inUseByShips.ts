import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { flagDocChanges, shipEquipment, shipFuels, ships } from '../db/schema/index.js';
import { addInUseCheck, type InUseCheck } from './inUse.js';

const used = (zh: string, en: string) => ({ zh, en });

/** A dictionary check that answers a reason when `probe` finds a row referring to the entry. */
const check =
  (probe: (db: Db, row: Record<string, any>) => Promise<unknown[]>, zh: string, en: string): InUseCheck =>
  async (db, row) =>
    (await probe(db, row)).length ? used(zh, en) : null;

const one = { id: ships.id };

/**
 * Ships keep dictionary entries by code, so the dictionary screens must not delete an entry a ship
 * still uses; the dictionary area asks these checks before a delete.
 */
export function registerFleetInUseChecks(): void {
  addInUseCheck(
    'gcState',
    check(
      async (db, r) => [
        ...(await db.select(one).from(ships).where(eq(ships.flagCode, r.alpha3)).limit(1)),
        ...(await db
          .select({ id: flagDocChanges.id })
          .from(flagDocChanges)
          .where(eq(flagDocChanges.newFlagCode, r.alpha3))
          .limit(1)),
      ],
      '该船旗仍被船舶使用',
      'Ships still use this flag state.',
    ),
  );
  addInUseCheck(
    'port',
    check(
      (db, r) => db.select(one).from(ships).where(eq(ships.homePortCode, r.code)).limit(1),
      '该港口是船舶的船籍港',
      'This port is the home port of ships.',
    ),
  );
  addInUseCheck(
    'shipType',
    check(
      (db, r) => db.select(one).from(ships).where(eq(ships.shipTypeCode, r.code)).limit(1),
      '该船型仍被船舶使用',
      'Ships still have this type.',
    ),
  );
  addInUseCheck(
    'shipSub',
    check(
      (db, r) => db.select(one).from(ships).where(eq(ships.subTypeCode, r.subCode)).limit(1),
      '该船型细分仍被船舶使用',
      'Ships still have this sub-type.',
    ),
  );
  addInUseCheck(
    'classificat',
    check(
      (db, r) => db.select(one).from(ships).where(eq(ships.classCode, r.code)).limit(1),
      '该船级社仍被船舶使用',
      'Ships are still classed by this society.',
    ),
  );
  addInUseCheck(
    'fuel',
    check(
      async (db, r) => [
        ...(await db
          .select({ id: shipFuels.shipId })
          .from(shipFuels)
          .where(eq(shipFuels.fuelCode, r.code))
          .limit(1)),
        // Units list their fuels inside the JSON attributes.
        ...(await db
          .select({ id: shipEquipment.id })
          .from(shipEquipment)
          .where(sql`${shipEquipment.attrs}->'fuels' @> ${JSON.stringify([{ fuelCode: r.code }])}::jsonb`)
          .limit(1)),
      ],
      '该燃油仍被船舶使用',
      'Ships still use this fuel.',
    ),
  );
}
