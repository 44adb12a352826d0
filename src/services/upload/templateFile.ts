import type { UploadKind } from '../../domain/upload/types';
import { templateOf, type TemplateSheet } from '../../domain/upload/template';
import { saveBlob } from '../download';

type Xlsx = typeof import('xlsx');

/** `<dataValidations>` of a sheet: the drop-down lists SheetJS's community build does not write. */
const validations = (lists: TemplateSheet['lists']) =>
  `<dataValidations count="${lists.length}">` +
  lists
    .map(
      (l) =>
        `<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${l.ref}">` +
        `<formula1>"${l.codes.join(',')}"</formula1></dataValidation>`,
    )
    .join('') +
  '</dataValidations>';

/**
 * The template of a kind as xlsx bytes (docs/uploads.md §1). Made in the browser with the xlsx
 * library (writing only: no user file is parsed here); the drop-downs are added to each sheet's XML
 * in the zip, after `sheetData`, where the OOXML schema puts them.
 */
export function buildTemplate(kind: UploadKind, XLSX: Xlsx): Uint8Array {
  const sheets = templateOf(kind);
  const book = XLSX.utils.book_new();
  for (const s of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(s.rows);
    ws['!cols'] = s.rows[0]!.map(() => ({ wch: 22 }));
    XLSX.utils.book_append_sheet(book, ws, s.name);
  }
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  const zip = XLSX.CFB.read(new Uint8Array(bytes), { type: 'array' });
  sheets.forEach((s, i) => {
    if (!s.lists.length) return;
    const path = `/xl/worksheets/sheet${i + 1}.xml`;
    const entry = XLSX.CFB.find(zip, path)!;
    const xml = new TextDecoder().decode(entry.content as Uint8Array);
    const patched = xml.replace(/(<\/sheetData>|<sheetData\/>)/, `$1${validations(s.lists)}`);
    entry.content = new TextEncoder().encode(patched) as never;
    entry.size = (entry.content as Uint8Array).length;
  });
  return new Uint8Array(XLSX.CFB.write(zip, { fileType: 'zip', type: 'array' }) as ArrayBuffer);
}

/** Downloads the template; xlsx loads here only, in its own chunk, when the user asks for it. */
export async function downloadTemplate(kind: UploadKind, fileName: string) {
  const bytes = buildTemplate(kind, await import('xlsx'));
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  saveBlob(new Blob([bytes as BlobPart], { type }), fileName);
}
