import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_PAGES } from '../../../domain/reports/buttons.js';
import { FileParams, FileQuery, SerialParams } from '../../../domain/schemas/verification.js';
import { ok } from '../../http/reply.js';
import { parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import type { Caller } from '../../services/reports/permissions.js';
import { checkCertificate } from '../../services/verification/certificates.js';
import { verificationFile } from '../../services/verification/reportFiles.js';

/**
 * The verification report and certificate files of a report, for whoever reads the report, and
 * the public check of a certificate by its serial (docs/verification.md §7). The check needs no
 * session, is rate-limited per address like the portal's reads, and answers the state with the
 * ship, period and regime only.
 */
const PUBLIC = { perm: 'public' as const, rateLimit: { max: 60, windowMs: 60_000 } };

export default async function certificateRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const caller = (req: FastifyRequest): Caller => ({ user: req.user!, lang: langOf(req), at: clock.now() });

  app.get(
    '/reports/:id/verification/files/:doc/:format',
    {
      config: {
        perm: REPORT_PAGES,
        doc: { summary: 'The verification report or the certificate as PDF or xlsx', query: FileQuery },
      },
    },
    async (req, reply) => {
      const { id, doc, format } = parseParams(req, FileParams);
      const c = caller(req);
      const file = await verificationFile(db, c, id, doc, format, parseQuery(req, FileQuery).lang ?? c.lang);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.body);
    },
  );

  app.get(
    '/public/certificates/:serial',
    { config: { ...PUBLIC, doc: { summary: 'Check a certificate by its serial number' } } },
    async (req) => ok(await checkCertificate(db, parseParams(req, SerialParams).serial)),
  );
}
