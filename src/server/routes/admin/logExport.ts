import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { systemLogs } from '../../db/schema/index.js';
import { ok } from '../../http/reply.js';
import { parseQuery } from '../../http/validate.js';
import { EXPORT_LIMIT } from '../dictionaries/crud.js';
import { LogQuery, logFilters } from '../system/logs.js';

const ExportQuery = LogQuery.omit({ page: true, size: true });

/** The system log under the list's filters, newest first, as JSON rows for the browser's xlsx. */
export default async function logExportRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get(
    '/system/logs/export',
    { config: { perm: 'system:log:export', doc: { summary: 'System log export', query: ExportQuery } } },
    async (req) => {
      const q = parseQuery(req, ExportQuery);
      const items = await db
        .select()
        .from(systemLogs)
        .where(logFilters({ ...q, page: 1, size: 1 }))
        .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
        .limit(EXPORT_LIMIT);
      return ok({ items, total: items.length, truncated: items.length === EXPORT_LIMIT });
    },
  );
}
