import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRouteHook } from './routeHooks.js';
import { sql } from 'drizzle-orm';
import { systemLogs } from '../db/schema/index.js';
import { inRequestTx } from '../db/requestTx.js';
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
    // A call with an API key is logged under the key's prefix (there is no user).
    username: e.username ?? req.user?.username ?? (req.apiKey ? `api-key ${req.apiKey.prefix}` : null),
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

/** The fields that name a record, most telling first: a company's code, a user's name, a ship's name. */
const LABELS = ['code', 'username', 'nameEn', 'enName', 'titleEn', 'name', 'newVersion', 'imo', 'fileName'];

/** A name for the record a successful write answered with, so the log can say "Created company HYSG". */
function labelOf(payload: unknown): string | undefined {
  const answer =
    typeof payload === 'string' && payload.startsWith('{"success":true') ? safeParse(payload) : payload;
  if (!answer || typeof answer !== 'object' || (answer as { success?: unknown }).success !== true)
    return undefined;
  {
    const data = (answer as { data?: unknown }).data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
    const row = data as Record<string, unknown>;
    const key = LABELS.find((k) => typeof row[k] === 'string' && row[k] !== '');
    return key ? String(row[key]).slice(0, 200) : undefined;
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A row for every mutating call, whatever its outcome (docs/architecture.md §7). Routes that write a
 * richer row themselves (login) opt out with `config.audit = false`. Bodies are never logged:
 * they may hold passwords.
 */
export function installAudit(app: FastifyInstance, deps: Deps): void {
  // The record a successful write answered with names the log row ("Created company HYSG").
  const labels = new WeakMap<FastifyRequest, string>();
  const keepLabel = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!READS.has(req.method) && reply.statusCode < 400 && !labels.has(req)) {
      const label = labelOf(payload);
      if (label) labels.set(req, label);
    }
    return payload;
  };
  const entryOf = (req: FastifyRequest, status: number, label?: string): LogEntry => {
    const params = req.params as Record<string, string> | undefined;
    return {
      action: `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`,
      target:
        label ?? labels.get(req) ?? (params && Object.keys(params).length ? JSON.stringify(params) : null),
      outcome: status < 400 ? 'success' : status === 401 || status === 403 ? 'denied' : 'failure',
      status,
    };
  };
  const loggedInTx = new WeakSet<FastifyRequest>();

  // A mutating handler runs in one transaction with its log row: after a crash there is no
  // committed write without its row. Uploads are the exception: a transaction
  // held open while a client streams a file would stall every other request on PGlite, so their
  // row is written after the answer, as failures are (a failed call committed nothing).
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    if (!r.url.startsWith('/api/') || r.config?.audit === false) return;
    if (methods.every((m) => READS.has(m))) return;
    // Only writing routes are logged, so only they read their answer for its label.
    addRouteHook(r, 'onSend', keepLabel);
    const handler = r.handler;
    r.handler = async function (this: FastifyInstance, req, reply) {
      if (req.isMultipart()) return handler.call(this, req, reply);
      return inRequestTx(deps.database.db, async () => {
        const out = await handler.call(this, req, reply);
        const status = reply.statusCode;
        if (status < 400) {
          await writeLog(deps, req, entryOf(req, status, labelOf(out)));
          loggedInTx.add(req);
        }
        return out;
      });
    };
  });

  // A callback hook: a read, the usual case, passes without a promise.
  app.addHook('onResponse', (req, reply, done) => {
    // Every call made with an API key is in the log, reads included (docs/api-ledger.md).
    if ((READS.has(req.method) && !req.apiKey) || loggedInTx.has(req)) return done();
    if (!req.url.startsWith('/api/') || req.routeOptions.config?.audit === false) return done();
    writeLog(deps, req, entryOf(req, reply.statusCode))
      .catch((err: unknown) => req.log.error({ err }, 'system log write failed'))
      .finally(() => done());
  });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
