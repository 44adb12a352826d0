import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ships } from '../db/schema/index.js';

/**
 * Marks of a ship list (its length and the sort key of every STRIDE-th row, kept per revision,
 * shape and filter values), so that a page starts near its offset instead of walking every row
 * before it, and the list's count is not taken again: the ship list, the report hub and the
 * dashboard's ship count read them (shipList.ts).
 */

/** Every STRIDE-th ship of a list is marked by its sort key: a page starts from the mark before it. */
export const STRIDE = 20;
/**
 * A list of at most this many rows is marked at every row: its pages are read by id. A filter
 * that few rows pass (a keyword) left the page to walk the scope's rows in name order until it had
 * found them, up to the whole scope (6,676 rows, 15 ms, when fewer than a page pass).
 */
const ALL_MARKED = 200;

/**
 * The marks of a prepared shape: the sort key of the rows at 0, STRIDE, 2·STRIDE, … in list order
 * (of every row when the list has at most ALL_MARKED), each with the total (the rows in the
 * list), in one walk of the name index.
 */
export function marksStatement(db: Db, where: SQL) {
  const ranked = db
    .select({
      name: ships.nameEn,
      id: ships.id,
      rn: sql<number>`row_number() over (order by ${ships.nameEn}, ${ships.id})`.as('rn'),
      total: sql<string>`count(*) over ()`.as('total'),
    })
    .from(ships)
    .where(where)
    .as('ranked');
  return db
    .select({ name: ranked.name, id: ranked.id, total: ranked.total })
    .from(ranked)
    .where(
      sql`${ranked.total} <= ${sql.raw(String(ALL_MARKED))} or ${ranked.rn} % ${sql.raw(String(STRIDE))} = 1`,
    )
    .orderBy(ranked.rn);
}

/** Where a page starts: at or after the marked row, in list order (the name index's order). */
export const fromMark = sql`(${ships.nameEn}, ${ships.id}) >= (${sql.placeholder('markName')}, ${sql.placeholder('markId')})`;

/** A list's marks (see `marksStatement`) and its length; `all` when every row is marked. */
export interface Marks {
  total: number;
  all: boolean;
  keys: Array<{ name: string; id: number }>;
}

/**
 * Marks per database handle: `revision|shape|values` → the list's length and every STRIDE-th sort
 * key; oldest first out. They depend only on the rows of `ships` and `ship_authorities`, the
 * scope's resolved ids and the filter's values, which are the key; every write of those tables
 * bumps the reference-data revision (migration 0001). Marks are filed under the revision read with
 * the request's session and are read after it, so they are never older than the revision they
 * are filed under, on any instance (as the scope's ids, scope/ships.ts, and the read cache's
 * answers). Why: counting the scope scanned all of its ships on every page (6,676 of 10,000 on the
 * fleet database, about 2 ms of PostgreSQL's CPU a call), and a page deep in the list walked the
 * name index over every row before its offset (about 1.6 ms at offset 3,000), for figures that
 * change only with a write. From a mark, a page skips fewer than STRIDE rows. It is not the read
 * cache of answers: the page's rows are read every time, and it stays on when
 * `EEOI_READ_CACHE_ENTRIES=0`, as the scope's ids do.
 */
const keptMarks = new WeakMap<Db, Map<string, Marks>>();
/** A whole fleet's marks are ~500 keys (10,000 ships): 200 lists are a few MB at most. */
const MARK_ENTRIES = 200;

function keepMarks(db: Db, key: string, marks: Marks): void {
  let kept = keptMarks.get(db);
  if (!kept) keptMarks.set(db, (kept = new Map()));
  kept.set(key, marks);
  if (kept.size > MARK_ENTRIES) kept.delete(kept.keys().next().value!);
}

/** A row of `marksStatement`. */
interface MarkRow {
  name: string;
  id: number;
  total: string;
}

/** A list's marks from `keptMarks` when the request's revision has them, else read (`marksStatement`) and kept. */
export async function marksOf(db: Db, key: string, read: () => Promise<MarkRow[]>): Promise<Marks> {
  const kept = keptMarks.get(db)?.get(key);
  if (kept) return kept;
  const rows = await read();
  const total = Number(rows[0]?.total ?? 0);
  const marks = { total, all: total <= ALL_MARKED, keys: rows.map((r) => ({ name: r.name, id: r.id })) };
  keepMarks(db, key, marks);
  return marks;
}

/** Where the row at `offset` is found from the marks: the mark at or before it and the rows after. */
export function startOf(marks: Marks, offset: number) {
  const at = marks.all ? offset : Math.floor(offset / STRIDE);
  return {
    markName: marks.keys[at].name,
    markId: marks.keys[at].id,
    skip: offset - at * (marks.all ? 1 : STRIDE),
  };
}
