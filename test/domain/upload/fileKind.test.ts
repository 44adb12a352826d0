import { CSV_MAX_BYTES, XLSX_MAX_BYTES } from '../../../src/domain/schemas/uploads';
import { sniffSpreadsheet } from '../../../src/domain/upload/fileKind';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffSpreadsheet: by content, not by name', () => {
  it.each([
    ['xlsx (zip)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14), 1000, { ok: true, format: 'xlsx' }],
    ['xls (OLE)', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 1000, { ok: true, format: 'xls' }],
    ['CSV text', text('refCode,ship\nR1,9876543\n'), 30, { ok: true, format: 'csv' }],
    [
      'CSV with BOM and Chinese',
      new Uint8Array([0xef, 0xbb, 0xbf, ...text('记录编号,船舶\n')]),
      30,
      { ok: true, format: 'csv' },
    ],
    ['a PDF', text('%PDF-1.7\n\u0000\u0001'), 100, { ok: false, code: 'upload.not_spreadsheet' }],
    [
      'a PNG',
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0),
      100,
      { ok: false, code: 'upload.not_spreadsheet' },
    ],
    ['an empty file', bytes(), 0, { ok: false, code: 'upload.empty' }],
    [
      'xlsx over 2 MB',
      bytes(0x50, 0x4b, 0x03, 0x04),
      XLSX_MAX_BYTES + 1,
      { ok: false, code: 'upload.too_large', params: { maxMb: 2 } },
    ],
    ['xlsx of exactly 2 MB', bytes(0x50, 0x4b, 0x03, 0x04), XLSX_MAX_BYTES, { ok: true, format: 'xlsx' }],
    [
      'CSV over 10 MB',
      text('a,b\n'),
      CSV_MAX_BYTES + 1,
      { ok: false, code: 'upload.too_large', params: { maxMb: 10 } },
    ],
    ['CSV of 5 MB', text('a,b\n'), 5 * 1024 * 1024, { ok: true, format: 'csv' }],
  ] as const)('%s', (_name, head, size, expected) => {
    expect(sniffSpreadsheet(head, size)).toEqual(expected);
  });
});
