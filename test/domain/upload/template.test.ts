import * as XLSX from 'xlsx';
import { checkWorkbook } from '../../../src/domain/upload/checks';
import { SHIP_SHEETS } from '../../../src/domain/upload/shipSheets';
import { columnTitle, VOYAGE_SHEETS } from '../../../src/domain/upload/sheets';
import type { Cell, Workbook } from '../../../src/domain/upload/types';
import { buildTemplate } from '../../../src/services/upload/templateFile';
import { readSheets } from '../../../src/services/upload/readSheets';

// The template read back with xlsx, as a user's spreadsheet program would open it.
const bytes = buildTemplate('voyage', XLSX);
const book = XLSX.read(bytes, { type: 'array' });
const zip = XLSX.CFB.read(bytes, { type: 'array' });
const xmlOf = (i: number) =>
  new TextDecoder().decode(XLSX.CFB.find(zip, `/xl/worksheets/sheet${i}.xml`)!.content as Uint8Array);

describe('voyage template', () => {
  it('has every sheet with bilingual headers, an example row, and a notes sheet', () => {
    expect(book.SheetNames).toEqual([...VOYAGE_SHEETS.map((s) => `${s.en} ${s.zh}`), 'Notes 说明']);
    const records = XLSX.utils.sheet_to_json<Cell[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(records[0]).toEqual(VOYAGE_SHEETS[0]!.columns.map(columnTitle));
    expect(records[1]![0]).toBe('R1');
    const notes = XLSX.utils.sheet_to_json<Cell[]>(book.Sheets['Notes 说明']!, { header: 1 });
    const columns = VOYAGE_SHEETS.reduce((n, s) => n + s.columns.length, 0);
    expect(notes).toHaveLength(columns + 1);
    expect(notes.slice(1).every((r) => typeof r[5] === 'string' && typeof r[6] === 'string')).toBe(true);
  });

  it('offers drop-down lists for the codes (kind, fuel, purposes)', () => {
    const records = xmlOf(1);
    expect(records).toContain('<formula1>"port,anchoring,drifting"</formula1>');
    expect(records).toContain('<formula1>"0,1,2,3,4,5,6,7,8,9"</formula1>');
    expect(xmlOf(2)).toContain('<formula1>"1,11,12,2,21,22,3,4,5,6,7,8"</formula1>');
  });

  it('read back by the worker’s reader and checked, its example rows pass (the template is a valid file)', () => {
    const wb: Workbook = readSheets(bytes, 'xlsx', () => {});
    const r = checkWorkbook('voyage', wb, { dictionaries: { ports: null, fuels: null } });
    expect(r.counts).toEqual({ records: 1, episodes: 1, snapshots: 1, voyages: 1 });
    expect(r.issues).toEqual([]);
  });
});

describe('ships template', () => {
  const shipBytes = buildTemplate('ships', XLSX);
  const shipBook = XLSX.read(shipBytes, { type: 'array' });
  const shipZip = XLSX.CFB.read(shipBytes, { type: 'array' });
  const shipXml = (i: number) =>
    new TextDecoder().decode(XLSX.CFB.find(shipZip, `/xl/worksheets/sheet${i}.xml`)!.content as Uint8Array);

  it('has the Ships and Equipment sheets with bilingual headers, example rows and notes', () => {
    expect(shipBook.SheetNames).toEqual(['Ships 船舶', 'Equipment 主要设备', 'Notes 说明']);
    const ships = XLSX.utils.sheet_to_json<Cell[]>(shipBook.Sheets['Ships 船舶']!, { header: 1 });
    expect(ships[0]).toEqual(SHIP_SHEETS[0]!.columns.map(columnTitle));
    expect(ships[1]![0]).toBe('9876543');
    const notes = XLSX.utils.sheet_to_json<Cell[]>(shipBook.Sheets['Notes 说明']!, { header: 1 });
    expect(notes).toHaveLength(SHIP_SHEETS.reduce((n, s) => n + s.columns.length, 0) + 1);
  });

  it('offers drop-down lists for the equipment kind, the MRV method and yes/no', () => {
    expect(shipXml(2)).toContain('<formula1>"main_engine,aux_engine,boiler"</formula1>');
    expect(shipXml(1)).toContain('<formula1>"A,B,C,D"</formula1>');
    expect(shipXml(1)).toContain('<formula1>"yes,no"</formula1>');
  });

  it('read back by the worker’s reader and checked, its example rows pass', () => {
    const r = checkWorkbook(
      'ships',
      readSheets(shipBytes, 'xlsx', () => {}),
      {
        dictionaries: { ports: null, fuels: null },
      },
    );
    expect(r.issues).toEqual([]);
    expect(r.counts.ships).toBe(1);
  });
});
