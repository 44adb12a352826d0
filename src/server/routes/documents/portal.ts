import type { FastifyInstance } from 'fastify';
import {
  CERTIFICATION_NUMBER,
  DOC_TYPE,
  DownloadFileQuery,
  PublicDocumentQuery,
} from '../../../domain/schemas/documents.js';
import { notFound } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { parseParams, parseQuery } from '../../http/validate.js';
import { publishedInstaller, publishedVersions } from '../../repositories/appVersions.js';
import { findAttachment, publishedByNumber, publishedDocuments } from '../../repositories/documents.js';
import { IdParams } from '../../repositories/kit/params.js';
import { optedInEmissionsByYear } from '../../services/portal/publicEmissions.js';
import { sendFile } from './download.js';
import { optedInCiiDistribution } from '../../services/cii/distribution.js';

/**
 * The public portal's reads (docs/documents-and-portal.md §2): no session, published content
 * only, rate-limited per address in the database (plugins/rateLimit.ts) so every instance counts the
 * same window. The legacy system required a token here by mistake.
 */
const PUBLIC = { perm: 'public' as const, rateLimit: { max: 120, windowMs: 60_000 } };

export default async function portalRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(
    '/public/documents',
    {
      config: {
        ...PUBLIC,
        doc: { summary: 'Published documents with attachments', query: PublicDocumentQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, PublicDocumentQuery);
      const { items, total } = await publishedDocuments(db, {
        ...q,
        docType: q.docType ? Number(q.docType) : undefined,
      });
      return ok(page(items, total, q.page, q.size));
    },
  );

  // Spec §7: software packages (documents of type 5) and the published PC client versions.
  app.get(
    '/sysDocNotice/getSoftWareDownLoad',
    { config: { ...PUBLIC, doc: { summary: 'Published software packages and PC app versions' } } },
    async () => {
      const [packages, versions] = await Promise.all([
        publishedDocuments(db, { docType: DOC_TYPE.software, page: 1, size: 50 }),
        publishedVersions(db, '01'),
      ]);
      return ok({
        packages: packages.items,
        versions: versions
          .filter((v) => v.fileId)
          .map(({ fileId: _f, ...v }) => v)
          .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()),
      });
    },
  );

  // Spec §7 `downloadFile?path&fileName`: `path` is a document id and `fileName` one of its
  // attachments' names (or `fileId` alone); a path-like value is refused with 400, a pair that is
  // not a published document's attachment answers 404.
  app.get(
    '/sysDocNotice/downloadFile',
    { config: { ...PUBLIC, doc: { summary: 'Download a published attachment', query: DownloadFileQuery } } },
    async (req, reply) => {
      const q = parseQuery(req, DownloadFileQuery);
      const f =
        'fileId' in q
          ? await findAttachment(db, undefined, { fileId: q.fileId }, true)
          : await findAttachment(db, q.path, { name: q.fileName }, true);
      if (!f) throw notFound();
      return sendFile(reply, f, 'public');
    },
  );

  app.get('/public/app-versions/:id/file', { config: PUBLIC }, async (req, reply) => {
    const f = await publishedInstaller(db, parseParams(req, IdParams).id);
    if (!f) throw notFound();
    return sendFile(reply, f, 'public');
  });

  // The efficiency-certification text is a document like any other (number CERTIFICATION_NUMBER):
  // the page picks the one written for its language, else the one for both.
  app.get('/public/certification', { config: PUBLIC }, async () => {
    const docs = await publishedByNumber(db, CERTIFICATION_NUMBER);
    const pick = (lang: 'zh' | 'en') =>
      docs.find((d) => d.language === lang) ?? docs.find((d) => d.language === 'all') ?? null;
    return ok({ zh: pick('zh'), en: pick('en') });
  });

  // Fleet-level figures of opted-in owners only: CO2 per year and the distribution of the stored
  // CII ratings (counts per year and rating, no ship named).
  app.get('/public/fleet-stats', { config: PUBLIC }, async () =>
    ok({
      emissionsByYear: await optedInEmissionsByYear(db),
      ciiDistribution: await optedInCiiDistribution(db),
    }),
  );
}
