import { exportRows, type Query, type Row } from '../../services/dictionariesApi';

export interface ExportColumn {
  key: string;
  /** Header in the UI language: the view translates, the file keeps what the user saw. */
  label: string;
  /** Cell text for columns whose raw value is a code (status, flags); defaults to the raw value. */
  format?: (row: Row) => string | number;
}

export interface ExportInput {
  resource: string;
  query: Query;
  columns: ExportColumn[];
  fileName: string;
}

/**
 * All rows of the current filter to an .xlsx download. `xlsx` is imported here only, dynamically,
 * so the ~400 kB library sits in its own chunk that loads on the first export.
 */
export async function exportList(input: ExportInput, signal?: AbortSignal): Promise<number> {
  const { page: _page, size: _size, ...query } = input.query;
  const { items: rows } = await exportRows(input.resource, dropBlank(query), signal);
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([
    input.columns.map((c) => c.label),
    ...rows.map((row) => input.columns.map((c) => (c.format ? c.format(row) : cell(row[c.key])))),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  XLSX.writeFile(book, `${input.fileName}.xlsx`);
  return rows.length;
}

/** Blank filters mean "any": the server would reject an empty string for an enum filter. */
export const dropBlank = (q: Query): Query =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined));

const cell = (v: unknown): string | number =>
  v === null || v === undefined
    ? ''
    : typeof v === 'number'
      ? v
      : Array.isArray(v)
        ? v.join(', ')
        : String(v);
