import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseParams, parseQuery } from '../../http/validate.js';
import { accountExists } from '../../repositories/accountStatus.js';
import { IdParams } from '../../repositories/kit/params.js';
import { historyOf } from '../../repositories/stateHistory.js';

const HistoryQuery = PageQuery(20);

/**
 * The state history of a user or role account (freeze / enable, newest first), readable by whoever
 * may list those accounts: the screens show it on the account's detail.
 */
export default async function accountHistoryRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  for (const [entity, path, perm] of [
    ['user', '/system/users/:id/history', 'system:user:list'],
    ['role', '/system/roles/:id/history', 'system:role:list'],
  ] as const) {
    app.get(
      path,
      { config: { perm, doc: { summary: `State history of a ${entity}`, query: HistoryQuery } } },
      async (req) => {
        const { id } = parseParams(req, IdParams);
        const q = parseQuery(req, HistoryQuery);
        if (!(await accountExists(db, entity, id))) throw notFound();
        const { items, total } = await historyOf(db, entity, id, q);
        return ok(page(items, total, q.page, q.size));
      },
    );
  }
}
