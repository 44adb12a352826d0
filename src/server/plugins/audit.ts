import type { FastifyInstance, FastifyRequest } from 'fastify';
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
}

export async function writeLog(deps: Deps, req: FastifyRequest, e: LogEntry): Promise<void> {
  await deps.db.insert(systemLogs).values({
    userId: e.userId ?? req.user?.userId ?? null,
    username: e.username ?? req.user?.username ?? null,
    action: e.action,
    method: req.method,
    target: e.target ?? null,
    ip: req.ip,
    outcome: e.outcome,
    status: e.status,
    detail: e.detail,
    createdAt: deps.clock.now(),
  });
}

/**
 * A row for every mutating call, whatever its outcome (docs/architecture.md §7). Routes that write a
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
