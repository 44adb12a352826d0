import { OutOfTableError } from './errors';
import type { Source, YearRange } from './source';

/** One row of a year-indexed table: the value holds for every year in `years`. */
export interface YearRow<T> {
  readonly years: YearRange;
  readonly value: T;
  /** Row-specific source when rows of one table come from different documents. */
  readonly source?: Source;
}

export interface YearTable<T> {
  readonly name: string;
  readonly source: Source;
  readonly rows: readonly YearRow<T>[];
}

const inRange = (r: YearRange, year: number) => year >= r.from && (r.to === null || year <= r.to);

/** Bounds of a table, for error messages and for callers that list valid years. */
export function tableYears<T>(table: YearTable<T>): YearRange {
  const from = Math.min(...table.rows.map((r) => r.years.from));
  const to = table.rows.some((r) => r.years.to === null)
    ? null
    : Math.max(...table.rows.map((r) => r.years.to!));
  return { from, to };
}

/** Value for `year`; throws OutOfTableError outside the table (never extrapolates). */
export function lookupYear<T>(table: YearTable<T>, year: number): T {
  if (Number.isInteger(year)) {
    for (const row of table.rows) if (inRange(row.years, year)) return row.value;
  }
  const { from, to } = tableYears(table);
  throw new OutOfTableError(table.name, year, from, to);
}
