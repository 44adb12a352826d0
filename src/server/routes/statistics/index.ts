import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CompanyAnnualQuery,
  ShipAnnualQuery,
  TargetBody,
  TargetQuery,
} from '../../../domain/schemas/statistics.js';
import { cachedJson } from '../../cache/readCache.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { can } from '../../plugins/auth.js';
import { IdParams } from '../../repositories/kit/params.js';
import { companyAnnual, shipAnnual } from '../../repositories/statisticsAnnual.js';
import { deleteTarget, listTargets, setTarget } from '../../repositories/statTargets.js';

// The MRV menu's annual target page reads the ship indicators and their targets too.
const SHIP_PAGES = ['statistics:shipData:list', 'statistics:shipTarget:list', 'mrv:annual:list'] as const;
const COMPANY_PAGES = ['statistics:companyData:list', 'statistics:companyTarget:list'] as const;
const TARGET_PAGES = [
  'statistics:shipTarget:list',
  'statistics:companyTarget:list',
  'mrv:annual:list',
] as const;
const TARGET_EDIT = { ship: 'statistics:shipTarget:edit', company: 'statistics:companyTarget:edit' } as const;
const EDIT_PERMS = [TARGET_EDIT.ship, TARGET_EDIT.company] as const;

/**
 * Energy statistics (docs/api-statistics.md): annual data and indicators per ship or per
 * company from the stored IMO legs, and the targets users set against them. Answers are kept by the
 * read cache under the caller (their scope), their language and the statistics revision, which
 * every write to legs, voyages or targets bumps (migration 0009).
 */
export default async function statisticsRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const userOf = (req: FastifyRequest) => req.user!;
  // The statistics revision comes with the session (one query): a cached answer is a map lookup.
  const cacheScope = (req: FastifyRequest) =>
    `stats:${userOf(req).statsRev}:u${userOf(req).userId}:${langOf(req)}`;

  app.get(
    '/ships/annual',
    {
      config: {
        perm: SHIP_PAGES,
        doc: { summary: 'Annual data and indicators per ship', query: ShipAnnualQuery },
      },
    },
    // The query is parsed on a miss only (cachedJson): a kept answer's URL has passed already.
    async (req, reply) =>
      cachedJson(req, reply, cacheScope(req), () => {
        const q = parseQuery(req, ShipAnnualQuery);
        return shipAnnual(db, userOf(req), q, langOf(req)).then((items) => ok({ items }));
      }),
  );

  app.get(
    '/companies/annual',
    {
      config: {
        perm: COMPANY_PAGES,
        doc: { summary: 'Annual data and indicators of a company', query: CompanyAnnualQuery },
      },
    },
    async (req, reply) =>
      cachedJson(req, reply, cacheScope(req), () => {
        const q = parseQuery(req, CompanyAnnualQuery);
        return companyAnnual(db, userOf(req), q, langOf(req)).then((items) => ok({ items }));
      }),
  );

  app.get(
    '/targets',
    { config: { perm: TARGET_PAGES, doc: { summary: 'Targets of a ship or company', query: TargetQuery } } },
    async (req) => ok({ items: await listTargets(db, userOf(req), parseQuery(req, TargetQuery)) }),
  );

  app.put(
    '/targets',
    {
      config: {
        perm: EDIT_PERMS,
        doc: { summary: 'Sets a target for a ship or company, year and indicator', body: TargetBody },
      },
    },
    async (req) => {
      const b = parseBody(req, TargetBody);
      // Either page's edit button lets the call through; the subject needs its own page's.
      if (!can(userOf(req), TARGET_EDIT[b.subject])) throw new AppError(403, 'forbidden');
      return ok(await setTarget(db, userOf(req), b, app.deps.clock.now()));
    },
  );

  app.delete(
    '/targets/:id',
    { config: { perm: EDIT_PERMS, doc: { summary: 'Removes a target' } } },
    async (req) => {
      await deleteTarget(db, userOf(req), parseParams(req, IdParams).id, (subject) => {
        if (!can(userOf(req), TARGET_EDIT[subject])) throw new AppError(403, 'forbidden');
      });
      return ok(null);
    },
  );
}
