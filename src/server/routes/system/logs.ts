import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { systemLogs } from '../../db/schema/index.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseQuery } from '../../http/validate.js';
import { textDate } from '../../../domain/schemas/ids.js';

export const LogQuery = PageQuery(20).extend({
  username: z.string().trim().max(64).optional(),
  action: z.string().trim().max(128).optional(),
  outcome: z.enum(['success', 'failure', 'denied']).optional(),
  from: textDate.optional(),
  to: textDate.optional(),
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Filters shared by the paged list and (later) its export. */
export function logFilters(q: z.infer<typeof LogQuery>): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    q.username ? ilike(systemLogs.username, `%${escapeLike(q.username)}%`) : undefined,
    q.action ? ilike(systemLogs.action, `%${escapeLike(q.action)}%`) : undefined,
    q.outcome ? eq(systemLogs.outcome, q.outcome) : undefined,
    q.from ? gte(systemLogs.createdAt, q.from) : undefined,
    q.to ? lte(systemLogs.createdAt, q.to) : undefined,
  ];
  return and(...conds);
}

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
      const where = logFilters(q);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(systemLogs)
          .where(where)
          .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(systemLogs).where(where),
      ]);
      return ok(page(rows, n, q.page, q.size));
    },
  );
}
