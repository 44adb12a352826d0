import { count, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/** A `like` pattern matches the text literally: its own `%`, `_` and `\` are escaped. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%`, escaped, for substring matches. */
export const containsPattern = (s: string) => `%${escapeLike(s)}%`;

/** Case-insensitive substring match on any of the columns. */
export const containsAny = (columns: PgColumn[], v: string): SQL | undefined => {
  const p = containsPattern(v);
  return or(...columns.map((c) => ilike(c, p)));
};

/**
 * The one export cap: an export answers at most this many rows and says `truncated` when the
 * filter matched more (the browser writes the xlsx; no call may dump a whole table).
 */
export const EXPORT_LIMIT = 10_000;

/**
 * An export: `read(limit)` runs the list's query with the given row limit; one row more than the
 * cap is read so the answer knows whether the filter matched more.
 */
export async function exportOf<T>(read: (limit: number) => Promise<T[]>) {
  const rows = await read(EXPORT_LIMIT + 1);
  return {
    items: rows.slice(0, EXPORT_LIMIT),
    total: Math.min(rows.length, EXPORT_LIMIT),
    truncated: rows.length > EXPORT_LIMIT,
  };
}

/** A page of a list and its total under the same filter; `read(limit, offset)` runs the page query. */
export async function pageOf<T>(
  db: Db,
  table: any,
  where: SQL | undefined,
  q: { page: number; size: number },
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<{ items: T[]; total: number }> {
  const [items, [{ n }]] = await Promise.all([
    read(q.size, (q.page - 1) * q.size),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { items, total: n };
}
