import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { userShipAuth } from '../db/schema/index.js';

/**
 * The ships a user is authorised for (system management → ship authorisation), or null when the
 * user has no authorisation rows, which means "no narrowing": the company / authority scope alone
 * applies. Scoped ship queries intersect with this list when it is not null (shipScope in
 * ./ships.ts does the same in SQL).
 */
export async function authorisedShipIds(db: Db, userId: number): Promise<number[] | null> {
  const rows = await db
    .select({ shipId: userShipAuth.shipId })
    .from(userShipAuth)
    .where(eq(userShipAuth.userId, userId))
    .orderBy(asc(userShipAuth.shipId));
  return rows.length ? rows.map((r) => r.shipId) : null;
}

/** Replaces a user's authorised ships; an empty list removes the narrowing. */
export async function setAuthorisedShips(
  db: Db,
  userId: number,
  shipIds: number[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userShipAuth).where(eq(userShipAuth.userId, userId));
    if (shipIds.length)
      await tx
        .insert(userShipAuth)
        .values(shipIds.map((shipId) => ({ userId, shipId, createdAt: now, updatedAt: now })));
  });
}
