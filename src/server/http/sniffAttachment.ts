import { fileTypeFromBuffer } from 'file-type';

/**
 * What a document may carry, read from the bytes with file-type (docs/documents-and-portal.md §1):
 * the extension must also match what the bytes are, so a renamed file is refused. A software package
 * (document type 5) may also carry installers. `cfb` is the OLE container an .msi is built on.
 */
const DOCUMENT_TYPES: Record<string, string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  zip: ['zip'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
};
const SOFTWARE_TYPES: Record<string, string[]> = { ...DOCUMENT_TYPES, exe: ['exe'], cfb: ['msi'] };

/** The MIME type to store and serve, or null when the bytes or the name are not allowed. */
export async function sniffAttachment(name: string, data: Uint8Array, software: boolean) {
  const found = await fileTypeFromBuffer(data);
  if (!found) return null;
  const ext = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const allowed = (software ? SOFTWARE_TYPES : DOCUMENT_TYPES)[found.ext];
  if (!ext || !allowed?.includes(ext)) return null;
  return found.ext === 'cfb' ? 'application/x-msi' : found.mime;
}
