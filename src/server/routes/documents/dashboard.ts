import type { FastifyInstance } from 'fastify';
import { DOC_TYPE } from '../../../domain/schemas/documents.js';
import { ok } from '../../http/reply.js';
import { latestPerType, publishedDocuments } from '../../repositories/documents.js';

/** The dashboard's document part (as in the legacy system): the notice carousel and the latest per type. */
export default async function dashboardDocumentRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get('/dashboard/documents', { config: { perm: 'dashboard:list' } }, async () => {
    const [notices, latest] = await Promise.all([
      publishedDocuments(db, { docType: DOC_TYPE.notice, page: 1, size: 3 }),
      latestPerType(db, 3),
    ]);
    return ok({ notices: notices.items, latest: latest.map(({ rank: _r, content: _c, ...d }) => d) });
  });
}
