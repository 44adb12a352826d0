import { and, desc, eq, gte, ilike, lte, not, notInArray, sql, type SQL } from 'drizzle-orm';
import { LOG_NAMED_ACTIONS, LOG_ROUTES, type LogAction, type LogObject } from '../../domain/logActions.js';
import type { Db } from '../db/client.js';
import { systemLogs } from '../db/schema/index.js';
import { containsPattern, exportOf, pageOf } from './kit/list.js';

export interface LogFilter {
  username?: string;
  /** A kind of action as the screen describes it (domain/logActions.ts), not the recorded text. */
  action?: LogAction;
  object?: LogObject;
  outcome?: string;
  from?: Date;
  to?: Date;
}

/*
 * The kinds in SQL, the same reading as logActionKind: the path (after the method) is matched with
 * the route patterns' sources as PostgreSQL regular expressions; the first action (object) pattern
 * that matches wins, so a kind is "this pattern and none before it".
 */
const path = sql`split_part(${systemLogs.action}, ' ', 2)`;
const method = sql`split_part(${systemLogs.action}, ' ', 1)`;
const matches = (p: RegExp) => sql`${path} ~ ${p.source}`;
const named = notInArray(systemLogs.action, [...LOG_NAMED_ACTIONS]);
const firstOf = (key: 'action' | 'object', value: string): SQL | undefined => {
  const withKey = LOG_ROUTES.filter(([, m]) => m[key]);
  const at = withKey.findIndex(([, m]) => m[key] === value);
  if (at < 0) return undefined;
  return and(named, matches(withKey[at][0]), ...withKey.slice(0, at).map(([p]) => not(matches(p))));
};
const noneOf = (key: 'action' | 'object') =>
  and(named, ...LOG_ROUTES.filter(([, m]) => m[key]).map(([p]) => not(matches(p))));

function actionWhere(action: LogAction): SQL | undefined {
  if ((LOG_NAMED_ACTIONS as readonly string[]).includes(action)) return eq(systemLogs.action, action);
  if (action === 'create') return and(noneOf('action'), sql`${method} = 'POST'`);
  if (action === 'delete') return and(noneOf('action'), sql`${method} = 'DELETE'`);
  if (action === 'edit') return and(noneOf('action'), sql`${method} not in ('POST', 'DELETE')`);
  return firstOf('action', action);
}
const objectWhere = (object: LogObject) =>
  object === 'record' ? noneOf('object') : firstOf('object', object);

/** Filters shared by the paged list and its export. */
function logWhere(q: LogFilter): SQL | undefined {
  return and(
    q.username ? ilike(systemLogs.username, containsPattern(q.username)) : undefined,
    q.action ? actionWhere(q.action) : undefined,
    q.object ? objectWhere(q.object) : undefined,
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

/** The successful logins since `since` (of one user when given), as a condition on `system_logs`. */
export const loginsSince = (since: Date, userId?: number) =>
  and(
    eq(systemLogs.action, 'login'),
    eq(systemLogs.outcome, 'success'),
    gte(systemLogs.createdAt, since),
    userId === undefined ? undefined : eq(systemLogs.userId, userId),
  )!;
