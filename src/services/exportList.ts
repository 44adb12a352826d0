import type { ExportInput } from '../domain/api';
import { dropBlank } from '../domain/listQuery';
import { exportRows } from './dictionariesApi';

/** The part of `xlsx` an export uses: enough to stub it in a test without loading the library. */
export type XlsxWriter = Pick<typeof import('xlsx'), 'writeFile'> & {
  utils: Pick<typeof import('xlsx').utils, 'aoa_to_sheet' | 'book_new' | 'book_append_sheet'>;
};

/** What an export reaches outside itself; tests pass stubs through the machine's `exportList` actor. */
export interface ExportDeps {
  fetchRows: typeof exportRows;
  loadXlsx: () => Promise<XlsxWriter>;
}

/**
 * `xlsx` is imported here only, dynamically, so the ~400 kB library sits in its own chunk that
 * loads on the first export.
 */
export const EXPORT_DEPS: ExportDeps = { fetchRows: exportRows, loadXlsx: () => import('xlsx') };

/**
 * All rows of the current filter to an .xlsx download.
 * @example fromPromise(({ input, signal }) => exportList(input, signal, { ...EXPORT_DEPS, loadXlsx: stub }))
 */
export async function exportList(
  input: ExportInput,
  signal?: AbortSignal,
  deps: ExportDeps = EXPORT_DEPS,
): Promise<number> {
  const { page: _page, size: _size, ...query } = input.query;
  const { items: rows } = await deps.fetchRows(input.resource, dropBlank(query), signal);
  const XLSX = await deps.loadXlsx();
  const sheet = XLSX.utils.aoa_to_sheet([
    input.columns.map((c) => c.label),
    ...rows.map((row) => input.columns.map((c) => (c.format ? c.format(row) : cell(row[c.key])))),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  XLSX.writeFile(book, `${input.fileName}.xlsx`);
  return rows.length;
}

const cell = (v: unknown): string | number =>
  v === null || v === undefined
    ? ''
    : typeof v === 'number'
      ? v
      : Array.isArray(v)
        ? v.join(', ')
        : String(v);
