import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty, type SeededAccount } from './db/seed/index.js';
import { rebuildMonthSummary } from './repositories/fleetMonthSummary.js';

/** Opens the configured database, migrates it, seeds it when empty, and builds the app. */
export async function startApp(
  config: AppConfig,
  opts: { clientDir?: string; logger?: boolean } = {},
): Promise<{ app: FastifyInstance; database: Database; seeded: SeededAccount[] | null }> {
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
  return { app, database, seeded };
}
