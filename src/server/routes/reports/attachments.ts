import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '../../../domain/reports/attachments.js';
import { AttachmentFields, AttachmentParams } from '../../../domain/schemas/reportAttachments.js';
import { ok } from '../../http/reply.js';
import { readDocumentUpload } from '../../http/upload.js';
import { parseParams, parseWith } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import {
  addReportAttachment,
  removeReportAttachment,
  reportAttachment,
  reportAttachments,
} from '../../services/reports/attachments.js';
import type { Caller } from '../../services/reports/permissions.js';

/**
 * Evidence attached to a draft DCS or CMSA report (docs/reports-dcs-cmsa.md §8). Read by anyone
 * who may read the report; added or removed only on a draft by a user who may edit it. Files are
 * addressed by attachment id under their report: no client path is ever used.
 */
const PERM = ['mrv:dcs:list', 'mrv:cmsa:list', 'mrv:emission:list'] as const;

export default async function reportAttachmentRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const caller = (req: FastifyRequest): Caller => ({ user: req.user!, lang: langOf(req), at: clock.now() });

  app.post(
    '/reports/:id/attachments',
    {
      config: {
        perm: PERM,
        rateLimit: { max: 60, windowMs: 60_000 },
        doc: { summary: 'Attach evidence to a draft report' },
      },
      bodyLimit: ATTACHMENT_MAX_BYTES,
    },
    async (req, reply) => {
      const { id } = parseParams(req, IdParams);
      const f = await readDocumentUpload(req, ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES);
      const link = parseWith(AttachmentFields, f.fields, req);
      const dto = await addReportAttachment(
        db,
        caller(req),
        id,
        { name: f.name.slice(0, 200), mime: f.mime, data: f.data },
        link,
      );
      reply.status(201);
      return ok(dto);
    },
  );

  app.get(
    '/reports/:id/attachments',
    { config: { perm: PERM, doc: { summary: 'Attachments of a report' } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await reportAttachments(db, caller(req), id));
    },
  );

  app.get(
    '/reports/:id/attachments/:attachmentId',
    { config: { perm: PERM, doc: { summary: 'Download one attachment' } } },
    async (req, reply) => {
      const { id, attachmentId } = parseParams(req, AttachmentParams);
      const a = await reportAttachment(db, caller(req), id, attachmentId);
      return reply
        .header('Content-Type', a.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(a.name)}`)
        .send(a.data);
    },
  );

  app.delete(
    '/reports/:id/attachments/:attachmentId',
    { config: { perm: PERM, doc: { summary: 'Remove an attachment from a draft report' } } },
    async (req) => {
      const { id, attachmentId } = parseParams(req, AttachmentParams);
      await removeReportAttachment(db, caller(req), id, attachmentId);
      return ok({ id: attachmentId, deleted: true });
    },
  );
}
