import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ships, userShipAuth, users } from '../db/schema/index.js';
import { pageOf } from './kit/list.js';
import { findById } from './kit/rows.js';
import { userWhere, type UserFilter } from './users.js';

const shipCount = sql<number>`(select count(*)::int from ${userShipAuth} where ${userShipAuth.userId} = ${users.id})`;

/** The ship-authorisation screen's users, with how many ships each is narrowed to (0 = not narrowed). */
export function listUsersWithShipCounts(db: Db, q: UserFilter & { page: number; size: number }) {
  const where = userWhere(db, q);
  return pageOf(db, users, where, q, (limit, offset) =>
    db
      .select({
        id: users.id,
        username: users.username,
        nameZh: users.nameZh,
        nameEn: users.nameEn,
        status: users.status,
        shipCount,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.username))
      .limit(limit)
      .offset(offset),
  );
}

export async function requireUser(db: Db, id: number): Promise<void> {
  await findById(db, users, id, { id: users.id });
}

/** True when every id names a ship. */
export async function shipsExist(db: Db, ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const found = await db.select({ id: ships.id }).from(ships).where(inArray(ships.id, ids));
  return found.length === ids.length;
}
