import { and, asc, count, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containsAny } from './list.js';

/** A list filter: `like` matches any of the columns case-insensitively by substring, `eq` exactly. */
export interface Filter {
  kind: 'like' | 'eq' | 'bool';
  columns: PgColumn[];
}

export interface ListSpec {
  filters: Record<string, Filter>;
  /** Columns the free-text `keyword` searches. */
  keyword: PgColumn[];
  /** Sort keys the client may name (`sort=code` or `sort=-code`); the first is the default. */
  sort: Record<string, PgColumn>;
}

export type ListQuery = {
  page?: number;
  size?: number;
  status?: string;
  keyword?: string;
  sort?: string;
} & Record<string, unknown>;

export function whereOf(table: any, spec: ListSpec, q: ListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    q.status !== undefined ? eq(table.status, Number(q.status)) : undefined,
  ];
  if (q.keyword) conds.push(containsAny(spec.keyword, q.keyword));
  for (const [key, f] of Object.entries(spec.filters)) {
    const v = q[key];
    if (typeof v !== 'string' || v === '') continue;
    if (f.kind === 'like') conds.push(containsAny(f.columns, v));
    else if (f.kind === 'eq') conds.push(or(...f.columns.map((c) => eq(c, v))));
    else conds.push(eq(f.columns[0], v === 'true' || v === '1'));
  }
  return and(...conds);
}

export function orderOf(table: any, spec: ListSpec, sort?: string): SQL[] {
  const key = sort ?? Object.keys(spec.sort)[0];
  const col = spec.sort[key.replace(/^-/, '')];
  // The id breaks ties so paging is stable when the sort column repeats.
  return [key.startsWith('-') ? desc(col) : asc(col), asc(table.id)];
}

const TOTAL = '__total';

/**
 * One page (or, for exports, up to `limit` rows) and the total under the same filters.
 *
 * Filtered, the page and its total come from one query (`count(*) over ()`): the filter scans the
 * table once instead of twice, on one connection instead of two (port keyword search: p50 4.96 →
 * 2.81 ms on PostgreSQL, 7.54 → 4.06 ms on PGlite). Unfiltered, the page is read in index order
 * and the total comes from a scalar subquery of the same statement: a window over every row would
 * buffer the whole table (port list page 40: 1.79 → 2.69 ms, page 1 on PGlite 1.94 → 2.85 ms), and
 * a second statement costs a round trip (about as much CPU in Node as in PostgreSQL).
 * A page past the end has no row to carry the total: then it is counted on its own.
 */
export async function runList(
  db: Db,
  table: any,
  spec: ListSpec,
  q: ListQuery,
  limit: number,
  offset: number,
) {
  const where = whereOf(table, spec, q);
  const order = orderOf(table, spec, q.sort);
  const countAll = async () => Number((await db.select({ n: count() }).from(table).where(where))[0].n);
  const totalSql = where ? sql`count(*) over ()` : sql`(select count(*) from ${table})`;
  const rows = (await db
    .select({ ...getTableColumns(table), [TOTAL]: totalSql.mapWith(Number) })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)) as Record<string, unknown>[];
  if (rows.length === 0) return { items: rows, total: offset > 0 ? await countAll() : 0 };
  const total = rows[0][TOTAL] as number;
  const items = rows.map(({ [TOTAL]: _total, ...row }) => row);
  return { items, total };
}
