import { CSV_MAX_BYTES, XLSX_MAX_BYTES } from '../schemas/uploads';

/**
 * What a chosen file is, by its content (docs/uploads.md §4): a zip container (xlsx), an OLE
 * compound file (xls), or text (CSV). The name's extension is not trusted; the size limits are
 * docs/product-rules.md §5's Excel 2 MB and the CSV 10 MB. Pure, so the machine's guard and the tests share it.
 */
export type SheetFormat = 'xlsx' | 'xls' | 'csv';

export type Sniffed =
  | { ok: true; format: SheetFormat }
  | {
      ok: false;
      code: 'upload.not_spreadsheet' | 'upload.too_large' | 'upload.empty';
      params?: Record<string, number>;
    };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const starts = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);

/**
 * Text if the head has no NUL and no control bytes other than tab, CR, LF, form feed; a UTF-8/16
 * byte-order mark is allowed. Binary formats (PDF, images, executables) fail on their first bytes.
 */
function looksLikeText(head: Uint8Array) {
  const start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  for (let i = start; i < head.length; i++) {
    const c = head[i]!;
    if (c === 0 || (c < 0x20 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0x7f) return false;
  }
  return true;
}

/** `head`: the file's first bytes (4 KB is plenty); `size`: its length in bytes. */
export function sniffSpreadsheet(head: Uint8Array, size: number): Sniffed {
  if (size === 0) return { ok: false, code: 'upload.empty' };
  const format: SheetFormat | undefined = starts(head, ZIP)
    ? 'xlsx'
    : starts(head, OLE)
      ? 'xls'
      : looksLikeText(head)
        ? 'csv'
        : undefined;
  if (!format) return { ok: false, code: 'upload.not_spreadsheet' };
  const max = format === 'csv' ? CSV_MAX_BYTES : XLSX_MAX_BYTES;
  if (size > max) return { ok: false, code: 'upload.too_large', params: { maxMb: max / 1024 / 1024 } };
  return { ok: true, format };
}
