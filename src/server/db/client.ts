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
  /**
   * Calls `onNotify` for every NOTIFY on one of `channels` once its transaction commits, whoever
   * sent it, in commit order across the channels; `onLost` when the listening connection fails (no
   * more notifications will come). PostgreSQL: a connection of its own, outside the pool.
   */
  listen(
    channels: readonly string[],
    onNotify: (channel: string, payload: string) => void,
    onLost: (err: Error) => void,
  ): Promise<Listening>;
}

export interface Listening {
  /** Sends a notification from the listening connection (it reaches this listener too). */
  notify(channel: string, payload: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * An embedded database with the extensions the migrations create (pg_trgm for the ship keyword
 * search). Every PGlite the app or its tests open comes from here, so none lacks one.
 */
export const newPglite = (opts: Omit<PGliteOptions, 'extensions'> = {}) =>
  new PGlite({ ...opts, extensions: { pg_trgm } });

/**
 * Makes a pooled connection send its statements one after another. Inside a transaction every
 * statement goes to the transaction's one connection, so reads started together (a `Promise.all`
 * in a service that a mutating request, a fleet job or a recompute runs in its transaction) would
 * reach `pg` while another statement is still running on it: `pg` then queues them itself and
 * warns ("client.query() when the client is already executing a query"), and pg 9 refuses them.
 * Here each promise-style statement waits for the previous one on its connection, which is what
 * `pg` did, without the warning; outside a transaction every statement checks out a connection of
 * its own, so reads started together still run in parallel. Callback-style calls (the pool's own
 * `pool.query`) and submittables (cursors) pass through: they only ever run on an idle connection.
 */
export function oneStatementAtATime(client: pg.ClientBase): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  const ownFlow = (args: unknown[]) =>
    args.some((a) => typeof a === 'function') ||
    (typeof args[0] === 'object' &&
      args[0] !== null &&
      (typeof (args[0] as { submit?: unknown }).submit === 'function' ||
        typeof (args[0] as { callback?: unknown }).callback === 'function'));
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (ownFlow(args)) return send(...args);
    const run = () => send(...args) as Promise<unknown>;
    const result = tail.then(run, run);
    tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
}

/** Server PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or memory for ':memory:'). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    let closing = false;
    // A pooled connection that the server drops (restart, failover, admin termination) emits
    // 'error'. Unhandled, that event ends the process. The pool listens only while a connection
    // idles: it logs the loss here and discards the connection, so the next query opens a new one.
    pool.on('error', (err) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${err.message}`);
    });
    // A connection checked out by a request (inside a transaction, between two statements) has no
    // pool listener. Every connection therefore gets one of its own for its whole life: the loss
    // is noted, the statement running on it (or the next, or the rollback) fails with a connection
    // error that the request answers as 503, and the pool drops the connection when it comes back,
    // since it is no longer queryable. Logged here only while checked out; an idle one the pool
    // reports above.
    const inUse = new WeakSet<pg.PoolClient>();
    pool.on('acquire', (client) => inUse.add(client));
    pool.on('release', (_err, client) => inUse.delete(client));
    pool.on('connect', (client) => {
      oneStatementAtATime(client);
      client.on('error', (err) => {
        if (!closing && inUse.has(client)) console.error(`PostgreSQL connection lost in use: ${err.message}`);
      });
    });
    const close = async () => {
      closing = true;
      await pool.end();
    };
    const listen = async (
      channels: readonly string[],
      onNotify: (channel: string, payload: string) => void,
      onLost: (err: Error) => void,
    ): Promise<Listening> => {
      const client = new pg.Client({ connectionString: opts.url });
      let ended = false;
      // Unhandled, a dropped connection's 'error' would end the process; the listener is told instead.
      client.on('error', (err) => {
        if (!ended) onLost(err);
      });
      client.on('end', () => {
        if (!ended) onLost(new Error('listening connection ended'));
      });
      client.on('notification', (n) => {
        if (channels.includes(n.channel)) onNotify(n.channel, n.payload ?? '');
      });
      await client.connect();
      for (const channel of channels) await client.query(`listen ${client.escapeIdentifier(channel)}`);
      return {
        notify: async (channel, payload) => {
          await client.query('select pg_notify($1, $2)', [channel, payload]);
        },
        stop: async () => {
          ended = true;
          await client.end();
        },
      };
    };
    return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close, listen };
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
    // One engine in this process: nothing to lose but the engine itself.
    listen: async (channels, onNotify) => {
      const stops = await Promise.all(
        channels.map((channel) => owned.listen(channel, (payload) => onNotify(channel, payload))),
      );
      return {
        notify: async (channel, payload) => {
          await owned.query('select pg_notify($1, $2)', [channel, payload]);
        },
        stop: async () => {
          if (!owned.closed) for (const stop of stops) await stop();
        },
      };
    },
  };
}
