import {
  isBlank,
  NO_OFFSET,
  toBool,
  toCode,
  toDate,
  toIntList,
  toLocalTime,
  toNumber,
  toText,
  toTextList,
  WRONG_UNIT,
} from './cells';
import type { BoundSheet } from './headers';
import type { Cell, ColumnDef, UploadIssue } from './types';

/**
 * Rows → the write contract (docs/uploads.md §2). Each item and line remembers the row it came
 * from (`Locator`), so an issue path of the schema, of the checks or of the server
 * (`records[3].fuels[1].robArrivalT`) maps back to a sheet, a row and a column.
 */

export interface RowRef {
  sheet: string;
  row: number;
  cells: Record<string, Cell>;
}
/** Item or line path (`records[3]`, `records[3].fuels[1]`) → the row it was read from. */
export type Locator = Map<string, RowRef>;

export interface Mapped {
  payload: Record<string, Record<string, unknown>[]>;
  locator: Locator;
  issues: UploadIssue[];
}

/** Sets `a.b.c` on an object, creating the objects on the way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let o = target;
  for (const k of keys.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
  o[keys.at(-1)!] = value;
}

const CONVERT: Record<ColumnDef['type'], (c: Cell, def: ColumnDef, offset: Cell | undefined) => unknown> = {
  text: (c) => toText(c),
  code: (c) => toCode(c),
  number: (c, d) => toNumber(c, d.unit),
  time: (c, _d, off) => toLocalTime(c, off),
  offset: () => undefined,
  bool: (c) => toBool(c),
  intList: (c) => toIntList(c),
  textList: (c) => toTextList(c),
  date: (c) => toDate(c),
};

function rowCells(s: BoundSheet, row: Cell[]) {
  const cells: Record<string, Cell> = {};
  for (const [key, i] of s.index) cells[key] = row[i] ?? null;
  return cells;
}

/** Fills `target` from the row's columns (item or line ones); conversion refusals become issues. */
function fill(
  s: BoundSheet,
  ref: RowRef,
  columns: readonly ColumnDef[],
  target: Record<string, unknown>,
  issues: UploadIssue[],
) {
  for (const c of columns) {
    const cell = ref.cells[c.key];
    if (c.type === 'offset') continue;
    if (isBlank(cell)) {
      // The schema would say "enter a number" for an empty number cell; in a sheet it is a gap.
      if (c.required)
        issues.push({ sheet: s.def.key, row: ref.row, column: c.key, value: null, code: 'msg.required' });
      continue;
    }
    const v = CONVERT[c.type](cell, c, ref.cells.utcOffset);
    if (v === WRONG_UNIT || v === NO_OFFSET) {
      const code = v === WRONG_UNIT ? 'upload.unit' : 'upload.time_no_offset';
      issues.push({
        sheet: s.def.key,
        row: ref.row,
        column: c.key,
        value: cell,
        code,
        params: { unit: c.unit ?? '' },
      });
      // The cell stays in as written, so the item's other checks still run; its schema issue is
      // dropped where this one already stands (checks.ts).
      setPath(target, c.key, cell);
    } else setPath(target, c.key, v);
  }
}

const key = (c: Cell) => (typeof c === 'string' ? c.trim() : c === null ? '' : String(c));

/** Reads every bound sheet: items first, then their lines (child and group sheets). */
export function mapSheets(bound: readonly BoundSheet[]): Mapped {
  const payload: Mapped['payload'] = {};
  const locator: Locator = new Map();
  const issues: UploadIssue[] = [];
  /** Per item sheet: join key → the item's path and object. */
  const items = new Map<string, Map<string, { path: string; item: Record<string, unknown> }>>();

  const rowsOf = (s: BoundSheet) =>
    s.data.rows.flatMap((row, i) =>
      row.every((c) => isBlank(c))
        ? []
        : [{ sheet: s.def.key, row: s.data.firstRow + i, cells: rowCells(s, row) }],
    );

  for (const s of bound.filter((b) => b.def.role !== 'child')) {
    const list = (payload[s.def.collection!] ??= []);
    const byKey = new Map<string, { path: string; item: Record<string, unknown> }>();
    items.set(s.def.key, byKey);
    const itemCols = s.def.columns.filter((c) => !c.line);
    const lineCols = s.def.columns.filter((c) => c.line);
    for (const ref of rowsOf(s)) {
      const k = key(ref.cells[s.def.joinKey] ?? null);
      const known = k === '' ? undefined : byKey.get(k);
      if (known && s.def.role === 'item') {
        issues.push({
          sheet: s.def.key,
          row: ref.row,
          column: s.def.joinKey,
          value: ref.cells[s.def.joinKey] ?? null,
          code: 'ledger.ref_code_twice',
          params: { refCode: k },
        });
        continue;
      }
      let entry = known;
      if (!entry) {
        // Lists the contract requires exist from the start, so an item without lines is reported
        // by the schema (`ledger.fuels_required`) at the item.
        const item: Record<string, unknown> =
          s.def.collection === 'records'
            ? { purposes: [], fuels: [], cargo: { arrival: {}, departure: {} } }
            : s.def.collection === 'ships'
              ? { equipment: [] }
              : {};
        if (s.def.list && s.def.role === 'group') item[s.def.list] = [];
        fill(s, ref, itemCols, item, issues);
        entry = { path: `${s.def.collection}[${list.length}]`, item };
        list.push(item);
        locator.set(entry.path, ref);
        if (k !== '') byKey.set(k, entry);
      } else {
        // A later row of a group repeats the item's columns or leaves them empty.
        for (const c of itemCols) {
          const first = locator.get(entry.path)!.cells[c.key];
          const cell = ref.cells[c.key];
          if (!isBlank(cell) && key(cell ?? null) !== key(first ?? null))
            issues.push({
              sheet: s.def.key,
              row: ref.row,
              column: c.key,
              value: cell ?? null,
              code: 'upload.group_conflict',
              params: { refCode: k },
            });
        }
      }
      if (lineCols.length) addLine(s, ref, entry, lineCols);
    }
  }

  function addLine(
    s: BoundSheet,
    ref: RowRef,
    entry: { path: string; item: Record<string, unknown> },
    columns: readonly ColumnDef[],
  ) {
    const lines = (entry.item[s.def.list!] ??= []) as Record<string, unknown>[];
    const line: Record<string, unknown> = {};
    fill(s, ref, columns, line, issues);
    locator.set(`${entry.path}.${s.def.list}[${lines.length}]`, ref);
    lines.push(line);
  }

  for (const s of bound.filter((b) => b.def.role === 'child')) {
    const parents = items.get(s.def.parent!);
    // The parent sheet is missing or unreadable (already an issue): its lines have nothing to join.
    if (!parents) continue;
    for (const ref of rowsOf(s)) {
      const k = key(ref.cells[s.def.joinKey] ?? null);
      const entry = parents.get(k);
      if (!entry) {
        issues.push({
          sheet: s.def.key,
          row: ref.row,
          column: s.def.joinKey,
          value: ref.cells[s.def.joinKey] ?? null,
          code: k === '' ? 'msg.required' : 'upload.ref_missing',
          params: { refCode: k },
        });
        continue;
      }
      addLine(
        s,
        ref,
        entry,
        s.def.columns.filter((c) => c.key !== s.def.joinKey),
      );
    }
  }
  return { payload, locator, issues };
}
