import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

/** One column of a bulk insert: its SQL name, element type and one value per row. */
export interface BulkColumn {
  name: string;
  type: 'int4' | 'float8' | 'text' | 'bool' | 'int2' | 'timestamptz';
  values: ReadonlyArray<string | number | boolean | Date | null>;
}

const asParam = (c: BulkColumn) =>
  c.type === 'timestamptz' ? c.values.map((v) => (v instanceof Date ? v.toISOString() : v)) : c.values;

/**
 * `insert … select from unnest($1::t1[], $2::t2[], …)`: one parameter per column whatever the
 * number of rows. A drizzle multi-row insert binds one parameter per value; for the ~1,200 legs of
 * a ship-year (×25 columns) building and binding those took most of a write's time.
 * `returning` names columns to answer (in no guaranteed order: callers key them).
 */
export async function insertColumns<R = Record<string, unknown>>(
  db: Db,
  table: string,
  columns: BulkColumn[],
  returning?: string[],
): Promise<R[]> {
  const n = columns[0]?.values.length ?? 0;
  if (n === 0) return [];
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map((c) => sql`${sql.param(asParam(c))}::${sql.raw(c.type)}[]`),
    sql`, `,
  );
  const ret: SQL = returning?.length
    ? sql` returning ${sql.join(
        returning.map((r) => sql.identifier(r)),
        sql`, `,
      )}`
    : sql``;
  const res = await db.execute(
    sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${arrays})${ret}`,
  );
  return res.rows as R[];
}

/** `insertColumns` from rows: `types` names each SQL column with its type, rows hold the values. */
export function insertRows(
  db: Db,
  table: string,
  types: Record<string, BulkColumn['type']>,
  rows: ReadonlyArray<Record<string, BulkColumn['values'][number] | undefined>>,
): Promise<unknown[]> {
  return insertColumns(
    db,
    table,
    Object.entries(types).map(([name, type]) => ({ name, type, values: rows.map((r) => r[name] ?? null) })),
  );
}
