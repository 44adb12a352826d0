import * as XLSX from 'xlsx';
import { readSheets } from '../../../src/services/upload/readSheets';

/**
 * A workbook whose names are the keys that reach an object's prototype: a sheet, headers, cells,
 * a defined name and custom document properties. JSON.parse makes `__proto__` an own key, as a
 * parser of the file's XML sees it, instead of setting the literal's prototype.
 */
function craftedWorkbook(): Uint8Array {
  const book = XLSX.utils.book_new();
  const rows = [
    ['__proto__', 'constructor', 'prototype', 'polluted'],
    ['{"polluted":"yes"}', '__proto__', 'constructor', 'yes'],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '__proto__');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'constructor');
  book.Workbook = { Names: [{ Name: '__proto__', Ref: "'__proto__'!$A$1" }] };
  book.Custprops = JSON.parse('{"__proto__": "yes", "constructor": "yes"}');
  book.Props = JSON.parse('{"__proto__": "yes", "Title": "__proto__"}');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/**
 * A workbook whose cell comment is anchored at `__proto__` instead of a cell reference: SheetJS
 * before 0.19.3 stored the comment on `sheet['__proto__']`, i.e. on Object.prototype.
 */
function commentOnProto(): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([['header'], ['value']]);
  sheet.A1!.c = [{ a: 'author', t: 'note' }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Records');
  const zip = XLSX.CFB.read(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' })), {
    type: 'array',
  });
  const entry = XLSX.CFB.find(zip, '/xl/comments1.xml')!;
  const xml = new TextDecoder().decode(entry.content as Uint8Array).replace('ref="A1"', 'ref="__proto__"');
  entry.content = new TextEncoder().encode(xml) as never;
  entry.size = (entry.content as Uint8Array).length;
  return new Uint8Array(XLSX.CFB.write(zip, { fileType: 'zip', type: 'array' }) as ArrayBuffer);
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();

describe('a workbook naming __proto__', () => {
  const before = prototypeKeys();
  afterEach(() => {
    expect(prototypeKeys()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).c).toBeUndefined();
  });

  it('with a comment anchored there is read without touching Object.prototype', () => {
    const book = readSheets(commentOnProto(), 'xlsx', () => {});
    expect(book).toEqual([{ name: 'Records', headers: ['header'], rows: [['value']], firstRow: 2 }]);
    XLSX.read(commentOnProto(), { type: 'array' });
  });

  it('is read by the upload worker as plain names and values', () => {
    const book = readSheets(craftedWorkbook(), 'xlsx', () => {});
    expect(book.map((s) => s.name)).toEqual(['__proto__', 'constructor']);
    expect(book[0]!.headers).toEqual(['__proto__', 'constructor', 'prototype', 'polluted']);
    expect(book[0]!.rows).toEqual([['{"polluted":"yes"}', '__proto__', 'constructor', 'yes']]);
  });

  it('does not reach Object.prototype when its rows become keyed objects either', () => {
    const wb = XLSX.read(craftedWorkbook(), { type: 'array' });
    for (const name of wb.SheetNames) {
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[name]!);
      expect(rows).toHaveLength(1);
    }
    expect(Object.getPrototypeOf(wb.Sheets)).not.toHaveProperty('polluted');
  });
});
