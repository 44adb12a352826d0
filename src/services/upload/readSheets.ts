import Papa from 'papaparse';
import * as XLSX from 'xlsx';
import type { SheetFormat } from '../../domain/upload/fileKind';
import type { Cell, SheetData, Workbook } from '../../domain/upload/types';

/**
 * Spreadsheet bytes → the rows the checks read (docs/uploads.md §4). Runs only inside the upload
 * worker: a parser of untrusted files is where a spreadsheet library's advisories (prototype
 * pollution, ReDoS) land, and a worker created for one file and terminated after it confines such a
 * fault to that file (design/architecture.md §8). Formulas are read as
 * their cached values (`cellFormula: false`); nothing is evaluated.
 */

/** The header row is the first row with any text; blank rows above it are skipped. */
function toSheet(name: string, rows: Cell[][]): SheetData {
  const h = rows.findIndex((r) => r.some((c) => c !== null && String(c).trim() !== ''));
  if (h < 0) return { name, headers: [], rows: [], firstRow: 2 };
  return {
    name,
    headers: rows[h]!.map((c) => (c === null ? '' : String(c))),
    rows: rows.slice(h + 1),
    firstRow: h + 2,
  };
}

function readXlsx(bytes: Uint8Array, progress: (pct: number) => void): Workbook {
  const wb = XLSX.read(bytes, {
    type: 'array',
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    cellNF: false,
    cellStyles: false,
    cellDates: false,
  });
  progress(60);
  return wb.SheetNames.map((name, i) => {
    const rows = XLSX.utils.sheet_to_json<Cell[]>(wb.Sheets[name]!, {
      header: 1,
      raw: true,
      defval: null,
      blankrows: true,
    });
    progress(60 + Math.round(((i + 1) / wb.SheetNames.length) * 30));
    return toSheet(name, rows);
  });
}

/** UTF-8, else GB18030 (what Excel in Chinese writes a CSV in). */
function decode(bytes: Uint8Array) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

function readCsv(bytes: Uint8Array, progress: (pct: number) => void): Workbook {
  const text = decode(bytes).replace(/^\uFEFF/, '');
  const rows: Cell[][] = [];
  Papa.parse<Cell[]>(text, {
    dynamicTyping: true,
    skipEmptyLines: false,
    step: (r) => {
      rows.push(r.data.map((c) => (c === '' || c === undefined ? null : c)));
      if (rows.length % 5000 === 0)
        progress(Math.min(89, 10 + Math.round((r.meta.cursor / text.length) * 80)));
    },
  });
  return [toSheet('csv', rows)];
}

export function readSheets(
  bytes: Uint8Array,
  format: SheetFormat,
  progress: (pct: number) => void,
): Workbook {
  progress(10);
  return format === 'csv' ? readCsv(bytes, progress) : readXlsx(bytes, progress);
}
