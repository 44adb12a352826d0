import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { newPglite, openDatabase, type Database } from '../../src/server/db/client.js';
import { migrate } from '../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../src/server/db/seed/index.js';

/** Known credentials of the seeded test database (never used outside tests). */
export const ADMIN_PASSWORD = 'Admin#Test2026';
export const DEMO_PASSWORD = 'Demo#Test2026';
// A prefix per checkout lets two test runs share one PostgreSQL server without dropping each
// other's template (parallel work trees); CI uses the default.
export const PG_PREFIX = (process.env.EEOI_TEST_PG_PREFIX ?? 'eeoi').replace(/[^a-z0-9_]/g, '');
export const PG_TEMPLATE = `${PG_PREFIX}_test_template`;

export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function migrateAndSeed(database: Database): Promise<void> {
  await migrate(database);
  await seedIfEmpty(database.db, { adminPassword: ADMIN_PASSWORD, demo: true, demoPassword: DEMO_PASSWORD });
}

/** A migrated and seeded PGlite database, dumped as an image that new clients load. */
export async function buildPgliteImage(): Promise<Blob> {
  const client = newPglite();
  const database = await openDatabase({ pglite: client });
  await migrateAndSeed(database);
  const blob = await client.dumpDataDir('none');
  await client.close();
  return blob;
}

// The image the run's global setup built (test/support/pgliteGlobalSetup.ts), or one built here
// once per test file when none was provided (a bench, a project without the setup). Each app gets
// its own copy, so every test still starts from a clean database.
let pgliteTemplate: Promise<Blob> | undefined;
function pgliteImage(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = providedTemplateFile();
    return file ? new Blob([readFileSync(file)]) : buildPgliteImage();
  })();
  return pgliteTemplate;
}

function providedTemplateFile(): string | undefined {
  try {
    return inject('pgliteTemplateFile');
  } catch {
    return undefined; // outside a vitest worker (benches)
  }
}

export const adminUrl = () => process.env.DATABASE_URL!;
const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** A fresh database: a PGlite copy of the template, or a PostgreSQL database made from the template. */
export async function freshDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (testDbKind() === 'pglite') {
    const client = newPglite({ loadDataDir: await pgliteImage() });
    const database = await openDatabase({ pglite: client });
    return { database, drop: async () => database.close() };
  }
  const name = `${PG_PREFIX}_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE}`);
  await admin.end();
  const url = withDb(adminUrl(), name);
  const database = await openDatabase({ url });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export { withDb };
