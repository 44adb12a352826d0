import { sql, and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fuelEuFlexibility, fuelEuPoolMembers, fuelEuPools, ships } from '../db/schema/index.js';

/** FuelEU pools and banking/borrowing records (docs/reports-fueleu.md §5); rules live in the service. */

export type PoolRow = typeof fuelEuPools.$inferSelect;
export type PoolMemberRow = typeof fuelEuPoolMembers.$inferSelect & {
  imo: string | null;
  nameEn: string;
  nameZh: string | null;
};
export type FlexRow = typeof fuelEuFlexibility.$inferSelect;

/** The pool memberships of the given ships in a year (a ship is in at most one). */
export async function membershipsOf(db: Db, shipIds: number[], year: number) {
  if (shipIds.length === 0) return [];
  return db
    .select()
    .from(fuelEuPoolMembers)
    .where(and(inArray(fuelEuPoolMembers.shipId, shipIds), eq(fuelEuPoolMembers.year, year)));
}

export async function insertPool(
  tx: Db,
  pool: { companyId: number; year: number; name: string; createdBy: number | null },
  members: { shipId: number; before: number; after: number }[],
): Promise<number> {
  const [row] = await tx.insert(fuelEuPools).values(pool).returning({ id: fuelEuPools.id });
  await tx.insert(fuelEuPoolMembers).values(
    members.map((m) => ({
      poolId: row!.id,
      shipId: m.shipId,
      year: pool.year,
      balanceBeforeT: m.before,
      balanceAfterT: m.after,
    })),
  );
  return row!.id;
}

export async function findPool(db: Db, id: number): Promise<PoolRow | undefined> {
  const [row] = await db.select().from(fuelEuPools).where(eq(fuelEuPools.id, id));
  return row;
}

/** Pools of a year (optionally only those with a member among `shipIds`) with their members. */
export async function poolsOfYear(
  db: Db,
  year: number,
  shipIds: number[] | null,
): Promise<(PoolRow & { members: PoolMemberRow[] })[]> {
  const memberRows = await db
    .select({
      m: fuelEuPoolMembers,
      imo: ships.imo,
      nameEn: ships.nameEn,
      nameZh: ships.nameZh,
    })
    .from(fuelEuPoolMembers)
    .innerJoin(ships, eq(ships.id, fuelEuPoolMembers.shipId))
    .where(eq(fuelEuPoolMembers.year, year))
    .orderBy(asc(fuelEuPoolMembers.poolId), asc(ships.nameEn));
  const members = memberRows.map((r) => ({ ...r.m, imo: r.imo, nameEn: r.nameEn, nameZh: r.nameZh }));
  const poolIds = [
    ...new Set(members.filter((m) => !shipIds || shipIds.includes(m.shipId)).map((m) => m.poolId)),
  ];
  if (poolIds.length === 0) return [];
  const pools = await db
    .select()
    .from(fuelEuPools)
    .where(inArray(fuelEuPools.id, poolIds))
    .orderBy(asc(fuelEuPools.id));
  return pools.map((p) => ({ ...p, members: members.filter((m) => m.poolId === p.id) }));
}

export async function membersOfPool(db: Db, poolId: number) {
  return db.select().from(fuelEuPoolMembers).where(eq(fuelEuPoolMembers.poolId, poolId));
}

export async function deletePool(tx: Db, id: number) {
  await tx.delete(fuelEuPools).where(eq(fuelEuPools.id, id));
}

export async function flexOf(db: Db, shipId: number, year: number): Promise<FlexRow | undefined> {
  const [row] = await db
    .select()
    .from(fuelEuFlexibility)
    .where(and(eq(fuelEuFlexibility.shipId, shipId), eq(fuelEuFlexibility.year, year)));
  return row;
}

export async function upsertFlex(
  db: Db,
  row: {
    shipId: number;
    year: number;
    bankedT: number;
    borrowedT: number;
    finalBalanceT: number;
    penaltyEur: number;
    updatedBy: number | null;
  },
  at: Date,
) {
  await db
    .insert(fuelEuFlexibility)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({
      target: [fuelEuFlexibility.shipId, fuelEuFlexibility.year],
      set: {
        bankedT: row.bankedT,
        borrowedT: row.borrowedT,
        finalBalanceT: row.finalBalanceT,
        penaltyEur: row.penaltyEur,
        updatedBy: row.updatedBy,
        updatedAt: at,
        version: sql`${fuelEuFlexibility.version} + 1`,
      },
    });
}
