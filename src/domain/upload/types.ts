/** Shapes of the upload pipeline (docs/uploads.md): raw sheets in, issues located by sheet/row/column out. */

export { UPLOAD_KINDS, type UploadKind } from '../schemas/uploads';

/** A cell as the worker reads it: formulas come as their cached values, empty cells as null. */
export type Cell = string | number | boolean | null;

/** One sheet as read: its header row and the data rows below it (1-based row numbers are kept). */
export interface SheetData {
  name: string;
  /** The header row's texts, as written in the file. */
  headers: string[];
  rows: Cell[][];
  /** Spreadsheet row number of `rows[0]` (the header row + 1 for files the worker reads). */
  firstRow: number;
}

/** Every sheet of a file (a CSV file is one sheet named after the kind's main sheet). */
export type Workbook = SheetData[];

/** Where a problem is: the sheet (its definition key), the spreadsheet row and the column header. */
export interface CellRef {
  sheet: string;
  /** 1-based spreadsheet row; 0 for a problem of the whole sheet or file. */
  row: number;
  /** The column's key in the sheet definition; '' when the problem is not one cell's. */
  column: string;
}

/** One problem found by the browser's checks or sent back by the server, mapped to a cell. */
export interface UploadIssue extends CellRef {
  /** The cell's value as read (for the error table). */
  value: Cell;
  /** An i18n key, `ledger.*`, `msg.*` or `upload.*` (docs/uploads.md §3). */
  code: string;
  params?: Record<string, string | number>;
  /** The server's wording, when the issue came back from it (the code is then its message key). */
  message?: string;
}

/** What the checks look names up in, fetched once per upload screen (null: not checked). */
export interface Dictionaries {
  /** UN/LOCODEs known to the port dictionary. */
  ports: ReadonlySet<string> | null;
  /** Fuel codes of the fuel dictionary. */
  fuels: ReadonlySet<string> | null;
}

/** The kind of value a column of an upload sheet holds. */
export type ColumnType =
  'text' | 'code' | 'number' | 'time' | 'offset' | 'bool' | 'intList' | 'textList' | 'date';

export interface ColumnDef {
  /** The contract field, relative to the item (or to the line for `line` columns): `cargo.arrival.cargoT`. */
  key: string;
  en: string;
  zh: string;
  type: ColumnType;
  required?: boolean;
  unit?: string;
  /** Codes the template offers as a drop-down list. */
  options?: readonly (string | number)[];
  /** On a grouped sheet: the column belongs to each line (one fuel), not to the item. */
  line?: boolean;
  note: { en: string; zh: string };
}

/**
 * - `item`: each row is one item of `collection`;
 * - `child`: each row is one line of `list` of the `parent` sheet's item with the same refCode;
 * - `group`: rows with the same refCode make one item (the first row's item columns), each row one
 *   line of `list`.
 */
export interface SheetDef {
  key: string;
  en: string;
  zh: string;
  role: 'item' | 'child' | 'group';
  collection?: string;
  parent?: string;
  list?: string;
  required?: boolean;
  /** The column that joins rows (refCode, or the IMO number for ships). */
  joinKey: string;
  columns: ColumnDef[];
}
