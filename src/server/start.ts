import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty, type SeededAccount } from './db/seed/index.js';
import { startJobEngine, type JobEngine } from './jobs/engine.js';
import { jobHandlers } from './jobs/handlers.js';
import { enqueueUnratedShipYears } from './services/derived/recompute.js';
import { rebuildMonthSummary } from './repositories/fleetMonthSummary.js';

/**
 * Opens the configured database, migrates it, seeds it when empty, builds the app and starts this
 * instance's job workers. The seed queues the demo's ship-years (its ledger writes do, like any
 * other), and ship-years with legs but no stored rating are queued too, so a fresh start shows
 * every year's figures once the engine has run them.
 */
export async function startApp(
  config: AppConfig,
  opts: { clientDir?: string; logger?: boolean } = {},
): Promise<{ app: FastifyInstance; database: Database; seeded: SeededAccount[] | null; jobs: JobEngine }> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const seeded = await seedIfEmpty(database.db, {
    adminPassword: config.adminPassword,
    demo: config.demo,
    demoPassword: config.demoPassword,
    demoVoyages: config.demo,
  });
  // A database that had legs before the company × month summary existed (or whose ships or
  // company tree changed since it was built) gets it now rather than on its first statistics read.
  await rebuildMonthSummary(database.db);
  const app = await buildApp({ config, database, ...opts });
  await enqueueUnratedShipYears(database.db);
  const jobs = await startJobEngine(database, {
    handlers: jobHandlers(systemClock),
    ...config.jobs,
    onError: (err) => app.log.error({ err }, 'job engine'),
  });
  return { app, database, seeded, jobs };
}
