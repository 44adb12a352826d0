import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { systemLogs } from '../db/schema/index.js';
import { containsPattern, exportOf, pageOf } from './kit/list.js';

export interface LogFilter {
  username?: string;
  action?: string;
  outcome?: string;
  from?: Date;
  to?: Date;
}

/** Filters shared by the paged list and its export. */
function logWhere(q: LogFilter): SQL | undefined {
  return and(
    q.username ? ilike(systemLogs.username, containsPattern(q.username)) : undefined,
    q.action ? ilike(systemLogs.action, containsPattern(q.action)) : undefined,
    q.outcome ? eq(systemLogs.outcome, q.outcome) : undefined,
    q.from ? gte(systemLogs.createdAt, q.from) : undefined,
    q.to ? lte(systemLogs.createdAt, q.to) : undefined,
  );
}

const newestFirst = [desc(systemLogs.createdAt), desc(systemLogs.id)];

export function listLogs(db: Db, q: LogFilter & { page: number; size: number }) {
  const where = logWhere(q);
  return pageOf(db, systemLogs, where, q, (limit, offset) =>
    db
      .select()
      .from(systemLogs)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
  );
}

export const exportLogs = (db: Db, q: LogFilter) =>
  exportOf((limit) =>
    db
      .select()
      .from(systemLogs)
      .where(logWhere(q))
      .orderBy(...newestFirst)
      .limit(limit),
  );

/** Successful logins since `since`, of one user or (userId undefined) of everyone. */
export async function countLogins(db: Db, since: Date, userId?: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(systemLogs)
    .where(
      and(
        eq(systemLogs.action, 'login'),
        eq(systemLogs.outcome, 'success'),
        gte(systemLogs.createdAt, since),
        userId === undefined ? undefined : eq(systemLogs.userId, userId),
      ),
    );
  return n;
}
