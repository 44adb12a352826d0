import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StateValue } from 'xstate';
import type { Db } from '../../db/client.js';

/**
 * Where one kind of entity keeps its workflow state: the SQL lives here, server/workflow/transition.ts
 * drives it.
 */
export interface StateStore<Row> {
  /** The `entity` of its history rows: 'user', 'role', … */
  entity: string;
  /**
   * Reads the row under `select … for update`: a second transition of the same entity waits
   * here until the first commits, then sees its outcome. Undefined when there is no such row.
   */
  lock(tx: Db, id: number): Promise<Row | undefined>;
  /** The machine's state value that the row's columns stand for. */
  stateOf(row: Row): StateValue;
  /** Stores the new state (and bumps the row's version). */
  write(tx: Db, id: number, to: StateValue, at: Date): Promise<void>;
  /** What the chart's guards read from the row, for machines whose guards read context. */
  contextOf?(row: Row): Record<string, unknown>;
  /** The row's optimistic-lock version, when the caller sends the one it saw. */
  versionOf?(row: Row): number;
  /**
   * How a state value is written in the history, for charts whose value holds more than the
   * stored state (a derived region such as a report's deadline). Defaults to `stateText`.
   */
  textOf?(value: StateValue): string;
}

/** A table whose `status` column holds a chart's state, with the optimistic-lock columns. */
type StatusTable = PgTable & { id: PgColumn; status: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * The `status` column of `table` as a chart's stored state for runTransition: `stateOf` and
 * `statusOf` translate between the column and the chart's state value. The row is read
 * `for update`, so a second transition of the same row (or a write racing it) waits for the first
 * and sees its outcome; a write bumps the version and `updatedAt`.
 */
export function statusStore<S extends string | number>(
  entity: string,
  table: StatusTable,
  stateOf: (status: S) => StateValue,
  statusOf: (state: StateValue) => S,
): StateStore<{ status: S; version: number }> {
  // drizzle's builders need a concrete table type; StatusTable only checks what callers pass.
  const t = table as unknown as PgTable & { id: PgColumn; status: PgColumn; version: PgColumn };
  return {
    entity,
    lock: async (tx, id) => {
      const [row] = await tx
        .select({ status: t.status, version: t.version })
        .from(t)
        .where(eq(t.id, id))
        .for('update');
      return row as { status: S; version: number } | undefined;
    },
    stateOf: (row) => stateOf(row.status),
    versionOf: (row) => row.version,
    write: async (tx, id, to, at) => {
      await tx
        .update(t)
        .set({ status: statusOf(to), version: sql`${t.version} + 1`, updatedAt: at })
        .where(eq(t.id, id));
    },
  };
}
