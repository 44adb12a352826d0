import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * The one walk down the company tree: the ids of the companies matching `roots` (a condition on
 * `companies c`) and all their descendants. A subquery, so a caller can keep it inside its own
 * statement (the ship scope does; PostgreSQL 15: WITH RECURSIVE in a subquery).
 */
export const companySubtreeSql = (roots: SQL): SQL => sql`(
  with recursive tree(id) as (
    select c.id from companies c where ${roots}
    union
    select c.id from companies c join tree t on c.parent_id = t.id
  ) select id from tree)`;

/** The subtree of `roots` as a set of ids. */
export async function companySubtreeIds(db: Db, roots: SQL): Promise<Set<number>> {
  const res = await db.execute<{ id: number }>(sql`select id from ${companySubtreeSql(roots)} s`);
  return new Set((res.rows as Array<{ id: number }>).map((r) => Number(r.id)));
}

/** A company and everything below it (the ids a new parent must not come from). */
export const descendantsOf = (db: Db, id: number) => companySubtreeIds(db, sql`c.id = ${id}`);
