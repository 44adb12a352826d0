import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Deps, PurgeCounts } from '../types.js';

/** How often each instance sweeps; every instance may, the deletes are idempotent. */
export const SWEEP_EVERY_MS = 5 * 60_000;
/** A throttled pair is forgiven a day after its last failure. */
const THROTTLE_KEEP_MS = 24 * 3600_000;
/** Rate-limit windows are a minute long; an hour-old counter counts nothing. */
const RATE_WINDOW_KEEP_MS = 3600_000;

/**
 * Deletes the rows anonymous callers can create once they can no longer matter:
 * used or expired captchas, past rate-limit windows, forgiven login throttles, expired single-use
 * tokens, and system-log rows older than the retention setting (export them before, with
 * GET /api/system/logs/export).
 */
export async function purgeExpired(deps: Deps): Promise<PurgeCounts> {
  const now = deps.clock.now().getTime();
  const ago = (ms: number) => new Date(now - ms);
  // Counted in SQL: a first sweep after a long retention may delete many rows.
  const purge = async (table: SQL, where: SQL) => {
    const res = await deps.db.execute<{ n: number }>(
      sql`with d as (delete from ${table} where ${where} returning 1) select count(*)::int as n from d`,
    );
    return Number(((res as any).rows ?? res)[0]?.n ?? 0);
  };
  const retentionMs = deps.config.logRetentionDays * 24 * 3600_000;
  return {
    captchas: await purge(sql`captchas`, sql`expires_at < ${ago(0)} or used_at is not null`),
    rateLimits: await purge(sql`rate_limits`, sql`window_start < ${ago(RATE_WINDOW_KEEP_MS)}`),
    loginThrottle: await purge(
      sql`login_throttle`,
      sql`updated_at < ${ago(THROTTLE_KEEP_MS)} and next_at < ${ago(0)}`,
    ),
    ssoNonces: await purge(sql`sso_nonces`, sql`expires_at < ${ago(0)}`),
    systemLogs: await purge(sql`system_logs`, sql`created_at < ${ago(retentionMs)}`),
  };
}

/** Sweeps on a timer while the app runs; `app.purgeExpired()` runs one sweep now (tests, scripts). */
export function installMaintenance(app: FastifyInstance, deps: Deps): void {
  app.decorate('purgeExpired', () => purgeExpired(deps));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpired(deps).catch((err) => app.log.warn({ err: String(err) }, 'purge of expired rows failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
