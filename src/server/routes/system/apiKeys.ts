import type { FastifyInstance } from 'fastify';
import { ApiKeyIssueSchema } from '../../../domain/schemas/apiKeys.js';
import { newApiKey } from '../../auth/apiKeys.js';
import { AppError, notFound } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { ledgerMessage } from '../../i18n/lookup.js';
import {
  apiKeyById,
  companyExists,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  shipExists,
} from '../../repositories/apiKeys.js';
import { IdParams } from '../../repositories/kit/params.js';

const P = 'system:apiKey';
const ListQuery = PageQuery(20);

/**
 * API keys for ship-side software (docs/api-ledger.md), administrators only: list, issue (the key
 * is in this one answer and never again), revoke.
 */
export default async function apiKeyRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  app.get(
    '/system/api-keys',
    { config: { perm: `${P}:list`, doc: { summary: 'API keys, newest first', query: ListQuery } } },
    async (req) => {
      const q = parseQuery(req, ListQuery);
      const { items, total } = await listApiKeys(db, q);
      return ok(page(items, total, q.page, q.size));
    },
  );

  app.post(
    '/system/api-keys',
    {
      config: {
        perm: `${P}:add`,
        doc: { summary: 'Issue an API key for a company or a ship', body: ApiKeyIssueSchema },
      },
    },
    async (req) => {
      const body = parseBody(req, ApiKeyIssueSchema);
      const lang = langOf(req);
      if (body.companyId !== undefined && !(await companyExists(db, body.companyId)))
        throw new AppError(400, 'validation_failed', undefined, {
          companyId: ledgerMessage('api_key.company_unknown', lang),
        });
      if (body.shipId !== undefined && !(await shipExists(db, body.shipId)))
        throw new AppError(400, 'validation_failed', undefined, {
          shipId: ledgerMessage('api_key.ship_unknown', lang),
        });
      const { key, prefix, hash } = newApiKey();
      const id = await insertApiKey(db, {
        name: body.name,
        companyId: body.companyId ?? null,
        shipId: body.shipId ?? null,
        prefix,
        hash,
        createdBy: req.user!.userId,
        now: clock.now(),
      });
      return ok({ key, apiKey: (await apiKeyById(db, id))! });
    },
  );

  app.post(
    '/system/api-keys/:id/revoke',
    { config: { perm: `${P}:delete`, doc: { summary: 'Revoke an API key' } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      if (!(await revokeApiKey(db, id, clock.now()))) throw notFound();
      return ok((await apiKeyById(db, id))!);
    },
  );
}
