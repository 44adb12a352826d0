import * as XLSX from 'xlsx';
import { checkWorkbook } from '../../../src/domain/upload/checks';
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
