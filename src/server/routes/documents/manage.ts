import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  DOC_TYPE,
  DocumentCreate,
  DocumentEventBody,
  DocumentListQuery,
  DocumentUpdate,
} from '../../../domain/schemas/documents.js';
import { VersionQuery } from '../../../domain/schemas/dictionaries.js';
import { documentStateMachine, isPublic } from '../../../machines/workflow/documentStateMachine.js';
import { AppError, notFound } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { sanitizeRichText } from '../../http/richText.js';
import { sniffAttachment } from '../../http/sniffAttachment.js';
import { readFilePart } from '../../http/upload.js';
import { PageQuery, parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { can } from '../../plugins/auth.js';
import {
  addAttachment,
  createDocument,
  deleteDocument,
  documentStates,
  documentWithAttachments,
  findAttachment,
  listDocuments,
  removeAttachment,
  updateDocument,
} from '../../repositories/documents.js';
import { IdParams } from '../../repositories/kit/params.js';
import { historyOf } from '../../repositories/stateHistory.js';
import { runTransition } from '../../workflow/transition.js';
import { sendFile } from './download.js';

const ListQuery = PageQuery(20).extend(DocumentListQuery.shape);
const FileParams = IdParams.extend({ fileId: z.uuid('msg.choice') });
const MANAGE = 'document:manage';
const READ = 'document:read:list';

/**
 * The back office's documents and notices (`/docMng/list`) and the read-only library
 * (`/docMng/list2`), docs/documents-and-portal.md §1. Content is sanitised before it is stored;
 * publish, invalidate and redraft go through the document chart with a history row each.
 */
export default async function documentRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  app.get(
    '/documents',
    { config: { perm: `${MANAGE}:list`, doc: { summary: 'Documents and notices', query: ListQuery } } },
    async (req) => {
      const q = parseQuery(req, ListQuery);
      const { items, total } = await listDocuments(db, q);
      return ok(page(items, total, q.page, q.size));
    },
  );

  // The library lists published documents only, whatever the filter asks.
  app.get(
    '/documents/library',
    { config: { perm: READ, doc: { summary: 'Published documents', query: ListQuery } } },
    async (req) => {
      const q = parseQuery(req, ListQuery);
      const { items, total } = await listDocuments(db, q, true);
      return ok(page(items, total, q.page, q.size));
    },
  );

  // One record: the manage screen reads any, the library (`/documents/library/:id`) and readers
  // without the manage permission published ones only; anything else does not exist for them.
  for (const [path, libraryOnly] of [
    ['/documents/:id', false],
    ['/documents/library/:id', true],
  ] as const)
    app.get(path, { config: { perm: [`${MANAGE}:list`, READ] } }, async (req) => {
      const doc = await documentWithAttachments(db, parseParams(req, IdParams).id);
      if ((libraryOnly || !can(req.user!, `${MANAGE}:list`)) && !isPublic(doc.status)) throw notFound();
      return ok(doc);
    });

  app.post(
    '/documents',
    {
      config: { perm: `${MANAGE}:add`, doc: { summary: 'Create a document (draft)', body: DocumentCreate } },
    },
    async (req, reply) => {
      const b = parseBody(req, DocumentCreate);
      const who = req.user!.username;
      const row = await createDocument(
        db,
        { ...b, content: sanitizeRichText(b.content), createdBy: who, updatedBy: who },
        clock.now(),
      );
      reply.status(201);
      return ok(await documentWithAttachments(db, row.id));
    },
  );

  app.put(
    '/documents/:id',
    { config: { perm: `${MANAGE}:edit`, doc: { summary: 'Edit a draft', body: DocumentUpdate } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version, ...b } = parseBody(req, DocumentUpdate);
      await updateDocument(
        db,
        id,
        version,
        { ...b, content: sanitizeRichText(b.content) },
        req.user!.username,
        clock.now(),
      );
      return ok(await documentWithAttachments(db, id));
    },
  );

  app.delete(
    '/documents/:id',
    { config: { perm: `${MANAGE}:delete`, doc: { summary: 'Delete a draft or invalid document' } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version } = parseQuery(req, VersionQuery);
      await deleteDocument(db, id, version);
      return ok({ id });
    },
  );

  app.post(
    '/documents/:id/state',
    {
      config: {
        perm: `${MANAGE}:edit`,
        doc: { summary: 'Publish, invalidate or redraft', body: DocumentEventBody },
      },
    },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const b = parseBody(req, DocumentEventBody);
      await runTransition(db, documentStateMachine, documentStates, {
        id,
        event: { type: b.event, comment: b.comment },
        actor: { userId: req.user!.userId, roleCode: req.user!.roleCode },
        at: clock.now(),
        lang: langOf(req),
        version: b.version,
      });
      return ok(await documentWithAttachments(db, id));
    },
  );

  app.get(
    '/documents/:id/history',
    { config: { perm: `${MANAGE}:list`, doc: { summary: 'State history of a document' } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const q = parseQuery(req, PageQuery(20));
      await documentWithAttachments(db, id);
      const { items, total } = await historyOf(db, 'document', id, q);
      return ok(page(items, total, q.page, q.size));
    },
  );

  // One file per request; the type is read from the bytes, never from the name or the browser's claim.
  app.post(
    '/documents/:id/files',
    { config: { perm: `${MANAGE}:edit` }, bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024 },
    async (req, reply) => {
      const { id } = parseParams(req, IdParams);
      const doc = await documentWithAttachments(db, id);
      const { name, data } = await readFilePart(req, ATTACHMENT_MAX_BYTES, 'attachment_too_large');
      const mime = await sniffAttachment(name, data, doc.docType === DOC_TYPE.software);
      if (!mime) throw new AppError(400, 'attachment_type');
      await addAttachment(
        db,
        id,
        { ownerUserId: req.user!.userId, name, mime, data },
        req.user!.username,
        clock.now(),
      );
      reply.status(201);
      return ok(await documentWithAttachments(db, id));
    },
  );

  app.delete('/documents/:id/files/:fileId', { config: { perm: `${MANAGE}:edit` } }, async (req) => {
    const { id, fileId } = parseParams(req, FileParams);
    await removeAttachment(db, id, fileId, req.user!.username, clock.now());
    return ok(await documentWithAttachments(db, id));
  });

  app.get(
    '/documents/:id/files/:fileId',
    { config: { perm: [`${MANAGE}:list`, READ] } },
    async (req, reply) => {
      const { id, fileId } = parseParams(req, FileParams);
      const f = await findAttachment(db, id, { fileId }, !can(req.user!, `${MANAGE}:list`));
      if (!f) throw notFound();
      return sendFile(reply, f, 'private');
    },
  );
}
