import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors.js';
import { sniffImage } from './sniffImage.js';

/**
 * The single uploaded image of a multipart request, at most `max` bytes, jpg or png by its
 * content (not its name or the browser's claim): 413 `file_too_large`, 400 `file_type`.
 */
export async function readImageUpload(req: FastifyRequest, max: number) {
  const part = await req.file({ limits: { fileSize: max, files: 1 } });
  if (!part) throw new AppError(400, 'validation_failed', undefined, { file: 'Required' });
  assertFieldsWhole(part);
  const data = await part.toBuffer().catch(() => {
    throw new AppError(413, 'file_too_large');
  });
  if (part.file.truncated || data.length > max) throw new AppError(413, 'file_too_large');
  const mime = sniffImage(data);
  if (!mime) throw new AppError(400, 'file_type');
  return { name: part.filename, mime, data };
}

/**
 * The single file part of a multipart request, at most `max` bytes, whatever its type (the caller
 * reads the type from the bytes): 400 when there is none, 413 `tooLarge` past `max`. A multipart
 * limit of the parser itself (plugins/multipart.ts) keeps its own 413.
 */
export async function readFilePart(req: FastifyRequest, max: number, tooLarge: string) {
  const part = await req.file({ limits: { fileSize: max, files: 1 } }).catch((e: { statusCode?: number }) => {
    if (e?.statusCode === 413) throw e;
    return undefined;
  });
  if (!part) throw new AppError(400, 'validation_failed', undefined, { file: 'Required' });
  assertFieldsWhole(part);
  const data = await part.toBuffer().catch(() => {
    throw new AppError(413, tooLarge);
  });
  if (part.file.truncated || data.length > max) throw new AppError(413, tooLarge);
  return { name: part.filename, data };
}

/**
 * The parser cuts a text field at the multipart field-size limit (plugins/multipart.ts) to keep
 * memory bounded; such a request is refused with 413, never read with a silently shortened value.
 */
export function assertFieldsWhole(part: MultipartFile): void {
  for (const entry of Object.values(part.fields))
    for (const f of Array.isArray(entry) ? entry : [entry])
      if (f && f.type === 'field' && (f.valueTruncated || f.fieldnameTruncated))
        throw new AppError(413, 'too_large');
}

/**
 * The single uploaded document of a multipart request, at most `max` bytes, whose type judged by
 * its content (`file-type`: magic bytes; for a zip, the OOXML parts inside) is one of `allowed`
 * (extension → mime): 413 `attachment_too_large`, 400 `attachment_type`. A renamed executable or a PNG named
 * `.pdf` is refused (the name's extension must match the content); the stored mime is the sniffed one. Answers the text fields sent with it.
 */
export async function readDocumentUpload(req: FastifyRequest, max: number, allowed: Record<string, string>) {
  const part = await req.file({ limits: { fileSize: max, files: 1 } });
  if (!part) throw new AppError(400, 'validation_failed', undefined, { file: 'Required' });
  assertFieldsWhole(part);
  const data = await part.toBuffer().catch(() => {
    throw new AppError(413, 'attachment_too_large');
  });
  if (part.file.truncated || data.length > max) throw new AppError(413, 'attachment_too_large');
  const sniffed = await fileTypeFromBuffer(data);
  const mime = sniffed && Object.hasOwn(allowed, sniffed.ext) ? allowed[sniffed.ext] : undefined;
  // The name must say what the bytes are: a PNG named `.pdf` would open in the wrong program.
  const named = /\.([a-z0-9]+)$/i.exec(part.filename)?.[1]?.toLowerCase();
  const sameType = named === sniffed?.ext || (named === 'jpeg' && sniffed?.ext === 'jpg');
  if (!mime || !sameType) throw new AppError(400, 'attachment_type');
  const fields: Record<string, string> = {};
  for (const [k, entry] of Object.entries(part.fields))
    for (const f of Array.isArray(entry) ? entry : [entry])
      if (f && f.type === 'field') fields[k] = String(f.value);
  return { name: part.filename, mime, data, fields };
}
