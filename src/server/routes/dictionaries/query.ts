import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { PageQuery } from '../../http/validate.js';

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

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (col: PgColumn, v: string) => ilike(col, `%${escapeLike(v)}%`);

const text = z.string().trim().max(100, 'msg.too_long').optional();
const bool = z.enum(['true', 'false', '1', '0'], { error: 'msg.boolean' }).optional();

/**
 * The query schema of a list: paging (none for exports: `defaultSize` null), `status`, `keyword`,
 * `sort` and the dictionary's own filters.
 */
export function listQuery(spec: ListSpec, defaultSize: number | null = 20) {
  const keys = Object.keys(spec.sort);
  const base = defaultSize === null ? z.object({}) : PageQuery(defaultSize);
  return base.extend({
    status: z.enum(['0', '1'], { error: 'msg.status' }).optional(),
    keyword: text,
    sort: z
      .enum([...keys, ...keys.map((k) => `-${k}`)] as [string, ...string[]], { error: 'msg.choice' })
      .optional(),
    ...Object.fromEntries(Object.entries(spec.filters).map(([k, f]) => [k, f.kind === 'bool' ? bool : text])),
  });
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
  if (q.keyword) conds.push(or(...spec.keyword.map((c) => contains(c, q.keyword!))));
  for (const [key, f] of Object.entries(spec.filters)) {
    const v = q[key];
    if (typeof v !== 'string' || v === '') continue;
    if (f.kind === 'like') conds.push(or(...f.columns.map((c) => contains(c, v))));
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

/** One page (or, for exports, up to `limit` rows) and the total under the same filters. */
export async function runList(
  db: Db,
  table: any,
  spec: ListSpec,
  q: ListQuery,
  limit: number,
  offset: number,
) {
  const where = whereOf(table, spec, q);
  const [items, [{ n }]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderOf(table, spec, q.sort))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { items: items as Record<string, unknown>[], total: Number(n) };
}
