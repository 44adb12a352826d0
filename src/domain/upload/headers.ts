import type { ColumnDef, SheetData, SheetDef, UploadIssue, Workbook } from './types';

/**
 * Finds each defined sheet in a file and each defined column in its header row, by English,
 * Chinese or the template's bilingual title (docs/uploads.md §1). Comparison ignores case, spaces
 * and full-width brackets, so `ROB on arrival(t)` and `抵港存油（t）` both match.
 */

const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_]+/g, '');

const namesOf = (d: { en: string; zh: string; key: string }) =>
  new Set([d.en, d.zh, d.key, `${d.en}${d.zh}`, `${d.zh}${d.en}`].map(norm));

export interface BoundSheet {
  def: SheetDef;
  data: SheetData;
  /** Column key → index in the file's rows; a missing optional column is absent. */
  index: Map<string, number>;
}

/** The file's sheet for a definition; a CSV file (one sheet) is the kind's first sheet whatever its name. */
function findSheet(def: SheetDef, wb: Workbook, single: boolean): SheetData | undefined {
  const names = namesOf(def);
  return wb.find((s) => names.has(norm(s.name))) ?? (single && wb.length === 1 ? wb[0] : undefined);
}

function bindColumns(def: SheetDef, data: SheetData) {
  const index = new Map<string, number>();
  const headers = data.headers.map((h) => norm(String(h ?? '')));
  for (const c of def.columns) {
    const names = namesOf(c);
    const i = headers.findIndex((h) => names.has(h));
    if (i >= 0) index.set(c.key, i);
  }
  return index;
}

/** Header row number of a sheet (its data starts the row after). */
export const headerRow = (data: SheetData) => data.firstRow - 1;

/**
 * Binds the kind's sheets. A required sheet that is missing, or a present sheet without one of its
 * required columns, is an issue (`upload.sheet_missing`, `upload.header_missing`); such a sheet is
 * not read further, since every row of it would be wrong for the same reason.
 */
export function bindSheets(defs: readonly SheetDef[], wb: Workbook) {
  const bound: BoundSheet[] = [];
  const issues: UploadIssue[] = [];
  defs.forEach((def, i) => {
    const data = findSheet(def, wb, i === 0);
    if (!data) {
      if (def.required)
        issues.push({ sheet: def.key, row: 0, column: '', value: null, code: 'upload.sheet_missing' });
      return;
    }
    const index = bindColumns(def, data);
    const missing = def.columns.filter((c: ColumnDef) => c.required && !index.has(c.key));
    for (const c of missing)
      issues.push({
        sheet: def.key,
        row: headerRow(data),
        column: c.key,
        value: null,
        code: 'upload.header_missing',
      });
    if (missing.length === 0) bound.push({ def, data, index });
  });
  return { bound, issues };
}

/** The port codes a file's Records sheet names (upper-cased, once each), for the dictionary lookup. */
export function portCodesOf(records: SheetDef, wb: Workbook): string[] {
  const data = findSheet(records, wb, true);
  const i = data ? bindColumns(records, data).get('port') : undefined;
  if (!data || i === undefined) return [];
  const out = new Set<string>();
  for (const r of data.rows)
    if (typeof r[i] === 'string' && r[i]) out.add((r[i] as string).trim().toUpperCase());
  return [...out];
}

/**
 * Where an issue's cell is in the file as read: the file's sheet name and the column's index, so an
 * in-place fix edits that cell; null for a problem of a whole sheet, row or file.
 */
export function cellAddress(defs: readonly SheetDef[], wb: Workbook, sheet: string, column: string) {
  const def = defs.find((d) => d.key === sheet);
  const data = def && findSheet(def, wb, defs[0] === def);
  const index = data && column ? bindColumns(def, data).get(column) : undefined;
  return data && index !== undefined ? { sheetName: data.name, column: index } : null;
}
