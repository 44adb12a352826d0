import * as XLSX from 'xlsx';
import { templateOf } from '../../../src/domain/upload/template';
import { UPLOAD_KINDS, type Cell } from '../../../src/domain/upload/types';
import { buildTemplate } from '../../../src/services/upload/templateFile';
import { readSheets } from '../../../src/services/upload/readSheets';

/** A cell as the worker's reader gives it back: blanks are null, the rest keep their type. */
const asRead = (c: Cell) => (c === null || c === '' ? null : c);

// Every template the upload screen offers, written and read back by the spreadsheet library the
// app ships, so a library upgrade that changes either side fails here.
describe.each(UPLOAD_KINDS)('the %s template read back', (kind) => {
  const sheets = templateOf(kind);
  const bytes = buildTemplate(kind, XLSX);

  it('has every sheet, header and example cell it was written with', () => {
    const book = readSheets(bytes, 'xlsx', () => {});
    expect(book.map((s) => s.name)).toEqual(sheets.map((s) => s.name));
    book.forEach((read, i) => {
      const [header, ...rows] = sheets[i]!.rows;
      expect(read.headers).toEqual(header!.map((c) => (c === null ? '' : String(c))));
      expect(read.rows.map((r) => r.map(asRead))).toEqual(
        rows.map((r) => [...r.map(asRead), ...Array(header!.length - r.length).fill(null)]),
      );
    });
  });

  it('keeps each sheet’s drop-down lists', () => {
    const zip = XLSX.CFB.read(bytes, { type: 'array' });
    sheets.forEach((s, i) => {
      const xml = new TextDecoder().decode(
        XLSX.CFB.find(zip, `/xl/worksheets/sheet${i + 1}.xml`)!.content as Uint8Array,
      );
      for (const l of s.lists) expect(xml).toContain(`sqref="${l.ref}"><formula1>"${l.codes.join(',')}"`);
    });
  });
});
