import * as XLSX from 'xlsx';
import {
  DEFAULT_FIGURE_RULE,
  figure,
  numberFormat,
  type Figure,
  type FigureRule,
} from '../../../../domain/reports/exportRounding.js';
import type { ExportFile } from '../generator.js';

/** A cell of an export: text, a rounded figure with its decimals, a plain number, or empty. */
export type Cell = string | number | Figure | null;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const isFigure = (c: Cell): c is Figure => typeof c === 'object' && c !== null;

/**
 * A numeric cell stored as a number with its number format. A plain number that is not whole is
 * rounded by the form's `fallback` rule, so no export ever prints float noise.
 */
function numberCell(c: number | Figure, fallback: FigureRule): XLSX.CellObject {
  const f = isFigure(c) ? c : Number.isInteger(c) ? { n: c, dp: 0 } : figure(c, fallback);
  return { t: 'n', v: f.n, z: numberFormat(f.dp) };
}

/** One sheet of rows (an array of arrays); column widths fit the labels. */
export function sheetOf(rows: Cell[][], fallback = DEFAULT_FIGURE_RULE): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(
    rows.map((r) => r.map((c) => (c === null ? '' : typeof c === 'string' ? c : numberCell(c, fallback)))),
  );
  const widths: number[] = [];
  for (const r of rows)
    r.forEach((c, i) => {
      const text = isFigure(c) ? String(c.n) : String(c ?? '');
      widths[i] = Math.max(widths[i] ?? 8, Math.min(60, text.length + 2));
    });
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  return sheet;
}

/** A book of named sheets as an xlsx file. */
export function xlsxBook(
  fileName: string,
  sheets: [string, Cell[][]][],
  fallback = DEFAULT_FIGURE_RULE,
): ExportFile {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of sheets) XLSX.utils.book_append_sheet(book, sheetOf(rows, fallback), name);
  const body = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { fileName, contentType: XLSX_TYPE, body };
}

/** One sheet as an xlsx file. */
export const xlsxFile = (
  fileName: string,
  sheetName: string,
  rows: Cell[][],
  fallback = DEFAULT_FIGURE_RULE,
) => xlsxBook(fileName, [[sheetName, rows]], fallback);

/** File-name part of a report: ship IMO (or id) and its period dates. */
export const fileStem = (
  prefix: string,
  imo: string | null,
  shipId: number,
  start: string,
  endInclusive: string,
) => `${prefix}_${imo ?? `ship${shipId}`}_${start}_${endInclusive}`;
