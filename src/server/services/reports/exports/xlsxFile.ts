import * as XLSX from 'xlsx';
import type { ExportFile } from '../generator.js';

export type Cell = string | number | null;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet of rows (an array of arrays) as an xlsx file; column widths fit the labels. */
export function xlsxFile(fileName: string, sheetName: string, rows: Cell[][]): ExportFile {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((r) => r.map((c) => (c === null ? '' : c))));
  const widths: number[] = [];
  for (const r of rows)
    r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 8, Math.min(60, String(c ?? '').length + 2))));
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  const body = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { fileName, contentType: XLSX_TYPE, body };
}

/** File-name part of a report: ship IMO (or id) and its period dates. */
export const fileStem = (
  prefix: string,
  imo: string | null,
  shipId: number,
  start: string,
  endInclusive: string,
) => `${prefix}_${imo ?? `ship${shipId}`}_${start}_${endInclusive}`;
