import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The drizzle handle: the same query API over PGlite and node-postgres. */
export type Db = PgDatabase<any, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * An embedded database with the extensions the migrations create (pg_trgm for the ship keyword
 * search). Every PGlite the app or its tests open comes from here, so none lacks one.
 */
export const newPglite = (opts: Omit<PGliteOptions, 'extensions'> = {}) =>
  new PGlite({ ...opts, extensions: { pg_trgm } });

/** Server PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or memory for ':memory:'). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    let closing = false;
    // An idle pooled connection that the server drops (restart, failover, admin termination) emits
    // 'error' on the pool; unhandled, that event would end the process. The pool replaces the
    // connection on the next query, so it is logged, and ignored once we are closing anyway.
    pool.on('error', (err) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${err.message}`);
    });
    const close = async () => {
      closing = true;
      await pool.end();
    };
    return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = opts.dataDir ?? './data';
    if (dir !== ':memory:') mkdirSync(dir, { recursive: true });
    client = dir === ':memory:' ? newPglite() : newPglite({ dataDir: `${dir}/pgdata` });
  }
  const owned = client;
  return {
    db: drizzlePglite(owned, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => owned.close(),
  };
}
