import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../http/errors.js';

/** A table with the optimistic-locking columns every editable row carries. */
type Versioned = any;

/**
 * Where a versioned write found nothing: the row named by `identity` is gone (404) or was changed
 * by someone else in between (409).
 */
export async function missOrStale(db: Db, table: Versioned, identity: SQL | number): Promise<never> {
  const where = typeof identity === 'number' ? eq(table.id, identity) : identity;
  const [row] = await db.select({ id: table.id }).from(table).where(where);
  throw row ? conflict() : notFound();
}

/**
 * Updates the row named by `identity` (an id, or a condition such as id-within-its-ship) only
 * while it still has the `version` the client read, bumping the version and `updatedAt`; answers
 * the new row, or 404 / 409 when there is none to answer.
 */
export async function updateVersioned<R = Record<string, any>>(
  db: Db,
  table: Versioned,
  identity: SQL | number,
  version: number,
  values: Record<string, unknown>,
  now: Date,
): Promise<R> {
  const where = typeof identity === 'number' ? eq(table.id, identity) : identity;
  const [row] = await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: now })
    .where(and(where, eq(table.version, version)))
    .returning();
  return (row as R) ?? missOrStale(db, table, where);
}
