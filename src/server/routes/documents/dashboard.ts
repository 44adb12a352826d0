import type { FastifyInstance } from 'fastify';
import { DOC_TYPE } from '../../../domain/schemas/documents.js';
import { ok } from '../../http/reply.js';
import { dashboardDocuments } from '../../repositories/documents.js';

/** The dashboard's document part (as in the legacy system): the notice carousel and the latest per type. */
export default async function dashboardDocumentRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get('/dashboard/documents', { config: { perm: 'dashboard:list' } }, async () => {
    const { notices, latest } = await dashboardDocuments(db, 3, DOC_TYPE.notice);
    return ok({ notices, latest: latest.map(({ rank: _r, content: _c, ...d }) => d) });
  });
}
