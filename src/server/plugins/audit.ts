import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { systemLogs } from '../db/schema/index.js';
import type { Deps } from '../types.js';

export interface LogEntry {
  action: string;
  outcome: 'success' | 'failure' | 'denied';
  userId?: number | null;
  username?: string | null;
  target?: string | null;
  status?: number;
  detail?: string;
  /**
   * Anonymous failures a caller can repeat at will (wrong logins, throttled attempts): one row per
   * (action, account, address, outcome, detail) and window, counting repeats, so a flood adds a
   * row per window instead of a row per request.
   */
  aggregate?: boolean;
}

const AGGREGATE_WINDOW_MS = 10 * 60_000;

export async function writeLog(deps: Deps, req: FastifyRequest, e: LogEntry): Promise<void> {
  const now = deps.clock.now();
  const row = {
    userId: e.userId ?? req.user?.userId ?? null,
    username: e.username ?? req.user?.username ?? null,
    action: e.action,
    method: req.method,
    target: e.target ?? null,
    ip: req.ip,
    outcome: e.outcome,
    status: e.status,
    detail: e.detail,
    createdAt: now,
    updatedAt: now,
  };
  if (!e.aggregate) {
    await deps.db.insert(systemLogs).values(row);
    return;
  }
  const window = Math.floor(now.getTime() / AGGREGATE_WINDOW_MS) * AGGREGATE_WINDOW_MS;
  const aggKey = JSON.stringify([e.action, row.username, req.ip, e.outcome, e.detail ?? null, window]);
  await deps.db
    .insert(systemLogs)
    .values({ ...row, aggKey })
    .onConflictDoUpdate({
      target: systemLogs.aggKey,
      set: { repeatCount: sql`${systemLogs.repeatCount} + 1`, updatedAt: now, status: e.status },
    });
}

/**
 * A row for every mutating call, whatever its outcome (architecture §8). Routes that write a
 * richer row themselves (login) opt out with `config.audit = false`. Bodies are never logged:
 * they may hold passwords.
 */
export function installAudit(app: FastifyInstance, deps: Deps): void {
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    if (!req.url.startsWith('/api/') || req.routeOptions.config?.audit === false) return;
    const status = reply.statusCode;
    const params = req.params as Record<string, string> | undefined;
    try {
      await writeLog(deps, req, {
        action: `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`,
        target: params && Object.keys(params).length ? JSON.stringify(params) : null,
        outcome: status < 400 ? 'success' : status === 401 || status === 403 ? 'denied' : 'failure',
        status,
      });
    } catch (err) {
      req.log.error({ err }, 'system log write failed');
    }
  });
}
