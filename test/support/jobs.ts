import { sql } from 'drizzle-orm';
import type { Clock } from '../../src/server/clock.js';
import type { Database } from '../../src/server/db/client.js';
import { manualJobEngine } from '../../src/server/jobs/engine.js';
import { jobHandlers } from '../../src/server/jobs/handlers.js';

/**
 * Runs every queued job of the test's database here and now, as the workers of an instance would
 * (the same handlers, fetch, retries and completion), with each retry made due at once instead of
 * after its backoff; answers how many tries ran. In-process tests use it instead of background
 * workers, so they wait on nothing.
 */
export async function drainJobs(t: { database: Database; clock: Clock }): Promise<number> {
  const engine = await manualJobEngine(t.database, { handlers: jobHandlers(t.clock) });
  let total = 0;
  for (;;) {
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
    );
    const ran = await engine.drain();
    if (!ran) return total;
    total += ran;
  }
}
