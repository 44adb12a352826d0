import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRouteHook } from './routeHooks.js';
import { sql } from 'drizzle-orm';
import { AppError } from '../http/errors.js';
import type { Deps } from '../types.js';

/**
 * Per-address fixed-window limits for the routes that declare `config.rateLimit` (login, captcha).
 * Counters live in the database so every instance behind a load balancer counts the same window;
 * an in-process store would let a client multiply its allowance by the number of instances.
 */
export function installRateLimit(app: FastifyInstance, deps: Deps): void {
  // Only on the routes that declare a limit: the others skip the hook entirely.
  app.addHook('onRoute', (r) => {
    const rl = r.config?.rateLimit;
    if (rl) addRouteHook(r, 'onRequest', limit(rl));
  });
  const limit = (rl: { max: number; windowMs: number }) => async (req: FastifyRequest) => {
    const now = deps.clock.now();
    const windowStart = new Date(Math.floor(now.getTime() / rl.windowMs) * rl.windowMs);
    const key = `${req.routeOptions.url}|${req.ip}`;
    const rows = await deps.db.execute<{ count: number }>(sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${windowStart}, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
        window_start = excluded.window_start
      returning count`);
    const count = Number((rows as any).rows?.[0]?.count ?? (rows as any)[0]?.count);
    if (count > rl.max) throw new AppError(429, 'rate_limited');
  };
}
