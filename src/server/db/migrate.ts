import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies pending migrations: the files `migrations/meta/_journal.json` lists, in its order, each
 * whose journal `when` is later than the last one the database recorded (drizzle keeps each applied
 * file's hash and `when`, not its name). On PostgreSQL several instances may start together, so
 * the run is serialised with an advisory lock; PGlite has a single owner and needs none.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7205117)`);
    await migratePg(tx as any, { migrationsFolder });
  });
}
