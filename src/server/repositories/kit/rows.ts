import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';

/** Inserts one row stamped with the clock's `now` (created and updated) and answers it. */
export async function insertStamped<R = Record<string, any>>(
  db: Db,
  table: any,
  values: Record<string, unknown>,
  now: Date,
): Promise<R> {
  const [row] = await db
    .insert(table)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row as R;
}

export async function deleteById(db: Db, table: any, id: number): Promise<void> {
  await db.delete(table).where(eq(table.id, id));
}

/** The row with this id (all columns, or the given ones); 404 when there is none. */
export async function findById<R = Record<string, any>>(
  db: Db,
  table: any,
  id: number,
  columns?: Record<string, unknown>,
): Promise<R> {
  const [row] = await (columns ? db.select(columns as any) : db.select()).from(table).where(eq(table.id, id));
  if (!row) throw notFound();
  return row as R;
}

/** The columns a client may write: everything but the id and the bookkeeping ones. */
export type Values<T extends { $inferInsert: object }> = Omit<
  T['$inferInsert'],
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

/** Inserts a row and its link rows (`link(tx, id)`) in one transaction; answers the new id. */
export const insertWithLinks = (
  db: Db,
  table: any,
  values: Record<string, unknown>,
  now: Date,
  link: (tx: Db, id: number) => Promise<unknown>,
): Promise<number> =>
  db.transaction(async (tx) => {
    const { id } = await insertStamped<{ id: number }>(tx, table, values, now);
    await link(tx, id);
    return id;
  });
