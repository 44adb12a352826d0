import { z } from 'zod';
import { DOC_TYPES } from './documentTypes';
import { TextId, textInt, Version } from './ids';

/** Documents and notices (docs/documents-and-portal.md §1), shared by the browser and the server. */
export { DOC_TYPE, DOC_TYPES, type DocType } from './documentTypes';

/** States of the document chart (machines/workflow/documentStateMachine.ts). */
export const DOC_STATES = ['draft', 'published', 'invalid'] as const;
export type DocState = (typeof DOC_STATES)[number];

/** Which portal language a document is for: both, or one (the certification text exists twice). */
export const DOC_LANGUAGES = ['all', 'zh', 'en'] as const;

/**
 * The number of the document(s) the public efficiency-certification page shows: its text is kept
 * in the documents module, one per language or one for both.
 */
export const CERTIFICATION_NUMBER = 'efficiency-certification';

/** Attachments: at most 10 per document, 10 MB each (docs/product-rules.md §5, docs/architecture.md §7). */
export const ATTACHMENT_MAX_FILES = 10;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const req = (max: number) =>
  z.string({ error: 'msg.required' }).trim().min(1, 'msg.required').max(max, 'msg.too_long');
const opt = (max: number) => z.string({ error: 'msg.text' }).trim().max(max, 'msg.too_long').default('');

const documentFields = {
  name: req(200),
  number: opt(64),
  docType: z.union(
    DOC_TYPES.map((t) => z.literal(t)),
    { error: 'msg.choice' },
  ),
  title: req(200),
  /** Rich text (HTML); the server keeps only the allowed tags (server/http/richText.ts). */
  content: opt(100_000),
  language: z.enum(DOC_LANGUAGES, { error: 'msg.choice' }).default('all'),
  remark: opt(500),
};
export const DocumentCreate = z.object(documentFields);
export const DocumentUpdate = z.object({ ...documentFields, version: Version });

/** publish / invalidate / redraft with the version the user saw and an optional reason. */
export const DocumentEventBody = z.object({
  event: z.enum(['publish', 'invalidate', 'redraft'], { error: 'msg.choice' }),
  version: Version,
  comment: z.string({ error: 'msg.text' }).trim().max(500, 'msg.too_long').optional(),
});

export const DocumentListQuery = z.object({
  name: z.string().trim().max(200, 'msg.too_long').optional(),
  number: z.string().trim().max(64, 'msg.too_long').optional(),
  docType: z.enum(['1', '2', '3', '4', '5'], { error: 'msg.choice' }).optional(),
  status: z.enum(DOC_STATES, { error: 'msg.choice' }).optional(),
});

/**
 * A stored file name or document id never contains a path: a value with a slash, a backslash, a
 * `..`, a NUL or a drive/scheme colon is refused outright rather than "cleaned" (the original's
 * `downloadFile?path&fileName` read any file of the server).
 */
export const hasPathParts = (v: string) => /[\\/\0:]|\.\./.test(v);
const plainName = z
  .string({ error: 'msg.required' })
  .min(1, 'msg.required')
  .max(255, 'msg.too_long')
  .refine((v) => !hasPathParts(v), 'msg.no_path');

/**
 * The legacy call `downloadFile?path&fileName` (docs/product-rules.md §7): `path` is accepted only as a document id and
 * `fileName` as the name of one of its attachments; `fileId` alone also works.
 */
export const DownloadFileQuery = z.union([
  z.object({ fileId: z.uuid('msg.choice') }).strict(),
  z
    .object({
      path: z
        .string({ error: 'msg.integer' })
        .refine((v) => !hasPathParts(v), 'msg.no_path')
        .pipe(TextId),
      fileName: plainName,
    })
    .strict(),
]);

export const PublicDocumentQuery = z.object({
  docType: z.enum(['1', '2', '3', '4', '5'], { error: 'msg.choice' }).optional(),
  page: textInt(1, 100_000).default(1),
  size: textInt(1, 50).default(10),
});
