import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseQuery } from '../../http/validate.js';
import { exportLogs, listLogs } from '../../repositories/systemLogs.js';
import { textDate } from '../../../domain/schemas/ids.js';
import { LOG_ACTIONS, LOG_OBJECTS } from '../../../domain/logActions.js';

const LogQuery = PageQuery(20).extend({
  username: z.string().trim().max(64).optional(),
  // The kinds the screen describes: the filter matches the words the user sees.
  action: z.enum(LOG_ACTIONS).optional(),
  object: z.enum(LOG_OBJECTS).optional(),
  outcome: z.enum(['success', 'failure', 'denied']).optional(),
  from: textDate.optional(),
  to: textDate.optional(),
});
const ExportQuery = LogQuery.omit({ page: true, size: true });

/** The system log, paged and filtered, and its export as JSON rows for the browser's xlsx. */
export default async function logRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get(
    '/system/logs',
    {
      config: {
        perm: 'system:log:list',
        doc: { summary: 'System log, paged and filtered', query: LogQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, LogQuery);
      const { items, total } = await listLogs(db, q);
      return ok(page(items, total, q.page, q.size));
    },
  );

  app.get(
    '/system/logs/export',
    { config: { perm: 'system:log:export', doc: { summary: 'System log export', query: ExportQuery } } },
    async (req) => ok(await exportLogs(db, parseQuery(req, ExportQuery))),
  );
}
