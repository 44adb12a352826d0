import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EuPartsBody } from '../../../domain/schemas/euParts.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import { euPartsOfReport, saveEuPartsOfReport } from '../../services/reports/euParts.js';
import type { Caller } from '../../services/reports/permissions.js';

/**
 * Parts B (verifier) and C (monitoring methods) of an EU MRV report (docs/reports-eu.md §3.1).
 * The EU page (or the emission overview for reads); the service checks the draft state, the EU
 * page's generate button and the report's ship scope.
 */
const PERM = ['mrv:eu:list', 'mrv:emission:list'] as const;

export default async function euPartsRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const caller = (req: FastifyRequest): Caller => ({ user: req.user!, lang: langOf(req), at: clock.now() });

  app.get(
    '/reports/:id/eu-parts',
    {
      config: {
        perm: PERM,
        doc: { summary: 'Parts B and C (verifier, monitoring methods) of an EU MRV report' },
      },
    },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await euPartsOfReport(db, caller(req), id));
    },
  );

  app.put(
    '/reports/:id/eu-parts',
    {
      config: {
        perm: PERM,
        doc: { summary: 'Save parts B and C of a draft EU MRV report', body: EuPartsBody },
      },
    },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await saveEuPartsOfReport(db, caller(req), id, parseBody(req, EuPartsBody)));
    },
  );
}
