import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CompanyLevelExportQuery,
  CompanyLevelQuery,
  EtsScenarioCreateBody,
  EtsScenarioDeleteQuery,
  EtsScenarioUpdateBody,
  EtsScenariosQuery,
} from '../../../domain/schemas/euCompany.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import {
  createEtsPriceScenario,
  etsPriceScenariosOf,
  euCompanyChoices,
  euCompanyLevel,
  removeEtsPriceScenario,
  updateEtsPriceScenario,
  type EuCompanyCaller,
} from '../../services/reports/euCompany.js';
import { companyLevelXlsx } from '../../services/reports/exports/euCompany.js';

/**
 * EU ETS price scenarios of a company and the EU MRV company-level data (docs/reports-eu.md §4.1,
 * §4.2). Every route needs the EU report page or the emission overview; the service checks the
 * `generate` button for writes and that the company is one the caller may see.
 */
export default async function euCompanyRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const caller = (req: FastifyRequest): EuCompanyCaller => ({
    user: req.user!,
    lang: langOf(req),
    at: clock.now(),
  });
  const cfg = (summary: string, extra: object = {}) => ({
    config: { perm: ['mrv:eu:list', 'mrv:emission:list'] as const, doc: { summary, ...extra } },
  });

  app.get(
    '/eu-ets/scenarios',
    cfg('EU ETS price scenarios of a company', { query: EtsScenariosQuery }),
    async (req) => {
      const q = parseQuery(req, EtsScenariosQuery);
      return ok(await etsPriceScenariosOf(db, caller(req), q.companyId));
    },
  );

  app.post(
    '/eu-ets/scenarios',
    cfg('Add an EU ETS price scenario (EUR per allowance)', { body: EtsScenarioCreateBody }),
    async (req, reply) => {
      const dto = await createEtsPriceScenario(db, caller(req), parseBody(req, EtsScenarioCreateBody));
      reply.status(201);
      return ok(dto);
    },
  );

  app.put(
    '/eu-ets/scenarios/:id',
    cfg('Change an EU ETS price scenario (optimistic version)', { body: EtsScenarioUpdateBody }),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await updateEtsPriceScenario(db, caller(req), id, parseBody(req, EtsScenarioUpdateBody)));
    },
  );

  app.delete(
    '/eu-ets/scenarios/:id',
    cfg('Delete an EU ETS price scenario (optimistic version)', { query: EtsScenarioDeleteQuery }),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const q = parseQuery(req, EtsScenarioDeleteQuery);
      await removeEtsPriceScenario(db, caller(req), id, q.version);
      return ok(null);
    },
  );

  app.get('/eu-mrv/company-level/companies', cfg('DOC holders of the ships in scope'), async (req) =>
    ok(await euCompanyChoices(db, caller(req))),
  );

  app.get(
    '/eu-mrv/company-level',
    cfg(
      'EU MRV company-level aggregated emissions of a company and year, with the EU ETS cost per scenario',
      {
        query: CompanyLevelQuery,
      },
    ),
    async (req) => {
      const q = parseQuery(req, CompanyLevelQuery);
      return ok(await euCompanyLevel(db, caller(req), q.companyId, q.year));
    },
  );

  app.get(
    '/eu-mrv/company-level/export',
    cfg('The company-level data as xlsx (zh/en)', { query: CompanyLevelExportQuery }),
    async (req, reply) => {
      const q = parseQuery(req, CompanyLevelExportQuery);
      const c = caller(req);
      const file = companyLevelXlsx(await euCompanyLevel(db, c, q.companyId, q.year), q.lang ?? c.lang);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.body);
    },
  );
}
