import { EXAMPLE_TIME } from './cells';
import { columnTitle, SHEETS_OF, sheetTitle } from './sheets';
import type { ColumnDef, SheetDef } from './types';
import type { Cell, UploadKind } from './types';

/**
 * The downloadable template of a kind (docs/uploads.md §1), as plain data the browser turns into
 * an xlsx file: one sheet per definition with bilingual headers and an example row, a drop-down
 * list for every coded column, and a notes sheet explaining every column.
 */
export interface TemplateSheet {
  name: string;
  rows: Cell[][];
  /** Drop-down lists: a column letter range (`E2:E2000`) and its codes. */
  lists: { ref: string; codes: string[] }[];
}

/** Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA. */
export const columnLetter = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : columnLetter(Math.floor(i / 26) - 1) + columnLetter(i % 26);

/** The last row the drop-downs cover: the contract's 5,000 items with a few lines each. */
export const LIST_ROWS = 20_000;

const EXAMPLE: Record<string, Cell> = {
  refCode: 'R1',
  ship: '9876543',
  voyageNo: 'V2501',
  kind: 'port',
  port: 'CNSHA',
  inPortLimits: 'yes',
  arrival: EXAMPLE_TIME,
  departure: '2025-03-03T08:00+08:00',
  begin: EXAMPLE_TIME,
  end: '2025-03-03T08:00+08:00',
  time: '2025-03-02T18:00+08:00',
  distanceNm: 480,
  purposes: '0,1',
  fuel: '1',
  consumer: 'main',
  tonnes: 120,
  robArrivalT: 310.5,
  robDepartureT: 402.2,
  robT: 300,
  consumedT: 3.5,
  atSeaT: 20,
  inPortT: 2,
  sulphurPct: 0.48,
  isoGrade: 'RMG380',
  bdnNo: 'BDN-001',
  'cargo.arrival.cargoT': 35000,
  'cargo.departure.cargoT': 42000,
};

/** Per sheet where the shared example would not fit: the example rows balance (stay ≥ 0). */
const EXAMPLE_OF: Record<string, Record<string, Cell>> = {
  episodes: { kind: 'ice' },
  transfers: { tonnes: 5 },
  sludge: { tonnes: 2 },
  ships: {
    imo: '9876543',
    nameEn: 'HAIYUN GLORY',
    nameZh: '海运荣耀',
    shipTypeCode: '1',
    flagCode: 'CHN',
    homePortCode: 'CNSHA',
    docCompanyId: 1,
    deliveryDate: '2019-01-15',
    gt: 30000,
    nt: 18000,
    dwt: 52000,
    designSpeed: 14.5,
    scrubber: 'no',
  },
  equipment: {
    imo: '9876543',
    kind: 'main_engine',
    boardSn: 'ME1',
    model: '6S50ME-C',
    serialNo: 'S-1',
    ratedPowerKw: 9000,
    sfocGPerKwh: 170,
    energyForms: '1',
  },
};

function exampleRow(sheet: SheetDef): Cell[] {
  const own = EXAMPLE_OF[sheet.key] ?? {};
  return sheet.columns.map((c) => own[c.key] ?? EXAMPLE[c.key] ?? null);
}

const codes = (c: ColumnDef) => (c.options ?? []).map(String);

export function templateOf(kind: UploadKind): TemplateSheet[] {
  const defs = SHEETS_OF[kind];
  const sheets: TemplateSheet[] = defs.map((d) => ({
    name: sheetTitle(d),
    rows: [d.columns.map(columnTitle), exampleRow(d)],
    lists: d.columns.flatMap((c, i) =>
      c.options ? [{ ref: `${columnLetter(i)}2:${columnLetter(i)}${LIST_ROWS}`, codes: codes(c) }] : [],
    ),
  }));
  const notes: Cell[][] = [
    ['Sheet 工作表', 'Column 列', 'Required 必填', 'Unit 单位', 'Codes 代码', 'Note', '说明'],
  ];
  for (const d of defs)
    for (const c of d.columns)
      notes.push([
        sheetTitle(d),
        columnTitle(c),
        c.required ? 'yes 是' : '',
        c.unit ?? '',
        codes(c).join(', '),
        c.note.en,
        c.note.zh,
      ]);
  return [...sheets, { name: 'Notes 说明', rows: notes, lists: [] }];
}
