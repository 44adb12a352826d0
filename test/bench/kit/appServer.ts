/**
 * One app instance for the benches, as the product runs it (src/server/main.ts via startApp):
 * open the configured database, migrate, seed when empty, buildApp, listen. Unlike startApp it
 * starts no job workers: the queued recomputations a ledger write leaves would otherwise run
 * during the measurement and be counted against the reads. Prints `listening <port>`.
 * Environment: DATABASE_URL (PostgreSQL) or EEOI_DATA_DIR (PGlite), EEOI_READ_CACHE_ENTRIES,
 * BENCH_PASSWORD (admin and demo accounts on a first seed).
 */
import { buildApp } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/config.js';
import { openDatabase } from '../../../src/server/db/client.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../../src/server/db/seed/index.js';
import { onParentGone } from './process.js';

const password = process.env.BENCH_PASSWORD ?? 'Bench#Fleet2026';
const config = loadConfig({
  ...process.env,
  EEOI_CAPTCHA: 'off',
  EEOI_LOG_LEVEL: 'silent',
  // The benches log in a handful of times per instance; the limit is not what they measure.
  EEOI_LOGIN_RATE_PER_MIN: '10000',
  // A long run must not cross the session's rotation or idle limit.
  EEOI_SESSION_ROTATE_MINUTES: '600',
  EEOI_SESSION_IDLE_MINUTES: '600',
  EEOI_ADMIN_PASSWORD: password,
  EEOI_DEMO_PASSWORD: password,
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
await seedIfEmpty(database.db, {
  adminPassword: password,
  demo: config.demo,
  demoPassword: password,
  demoVoyages: config.demo,
});
const app = await buildApp({ config, database });
// How many PostgreSQL statements are running or waiting for a connection: the kit waits for 0
// between runs, so requests a run left behind are not counted against the next (kit/http.ts).
// PGlite has no pool to ask; a request queued behind the others does that job there.
const pool = (
  database.db as unknown as { $client?: { totalCount: number; idleCount: number; waitingCount: number } }
).$client;
app.get('/api/__bench/busy', { config: { perm: 'public' } }, async () => ({
  busy: pool && 'waitingCount' in pool ? pool.totalCount - pool.idleCount + pool.waitingCount : 0,
}));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
onParentGone(stop);
