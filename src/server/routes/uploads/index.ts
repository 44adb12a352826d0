import type { FastifyInstance } from 'fastify';
import {
  UPLOAD_KINDS,
  UploadBodySchema,
  UploadHistoryQuerySchema,
  UploadMetaSchema,
} from '../../../domain/schemas/uploads.js';
import { AppError } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { parseQuery, parseWith } from '../../http/validate.js';
import { can } from '../../plugins/auth.js';
import { listUploads } from '../../repositories/uploads.js';
import { VOYAGE_DATA_BODY_LIMIT } from '../../services/ledger/write/index.js';
import { checkUpload, HISTORY_PERMS, KIND_PERMS, writeUpload } from '../../services/uploads/run.js';

/**
 * The upload pipeline's calls (docs/api-uploads.md). The browser has read and checked
 * the file; the server trusts none of it and runs the same schema and checks again. The route
 * permission admits any upload permission; the kind's own permissions are checked in the service.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const anyUpload = [...new Set(Object.values(KIND_PERMS).flat())] as [string, string, ...string[]];

  app.post(
    '/uploads/check',
    {
      config: {
        perm: anyUpload,
        doc: { summary: 'Check an upload (dry run, writes nothing)', body: UploadBodySchema },
      },
      bodyLimit: VOYAGE_DATA_BODY_LIMIT,
    },
    async (req) => ok(await checkUpload(db, req, parseWith(UploadMetaSchema, req.body, req), clock.now())),
  );

  app.post(
    '/uploads',
    {
      config: {
        perm: anyUpload,
        doc: { summary: 'Write an upload (all or nothing)', body: UploadBodySchema },
      },
      bodyLimit: VOYAGE_DATA_BODY_LIMIT,
    },
    async (req, reply) => {
      const out = await writeUpload(db, req, parseWith(UploadMetaSchema, req.body, req), clock.now());
      if (out.accepted) return ok(out.result);
      // Answered, not thrown: the request's transaction must commit the refused attempt's row.
      const { refusal } = out;
      reply.status(refusal.status);
      return {
        success: false,
        code: refusal.code,
        message: refusal.message,
        uploadId: out.uploadId,
        issues: refusal.issues,
      };
    },
  );

  app.get(
    '/uploads',
    { config: { perm: [...new Set(Object.values(HISTORY_PERMS))] as [string, string, ...string[]] } },
    async (req) => {
      const q = parseQuery(req, UploadHistoryQuerySchema);
      const kinds = UPLOAD_KINDS.filter((k) => can(req.user!, HISTORY_PERMS[k]));
      if (q.kind && !kinds.includes(q.kind)) throw new AppError(403, 'forbidden');
      const { items, total } = await listUploads(db, req.user!, kinds, q);
      return ok(page(items, total, q.page, q.size));
    },
  );
}
