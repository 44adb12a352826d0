import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';

/** A drizzle select, and the prepared query it builds (its SQL text once built). */
interface Preparable<R> {
  prepare(name: string): PreparedQuery<R>;
}
interface PreparedQuery<R> {
  getQuery(): { sql: string };
  execute(): Promise<R>;
}

/** The query configs node-postgres' prepared query sends, where the statement's name goes. */
type NamedConfigs = { queryConfig?: { name?: string }; rawQueryConfig?: { name?: string } };

/**
 * Runs a query as a named prepared statement, named after its SQL text, so each pooled connection
 * parses and plans it once and later calls only bind and execute (PGlite has no names).
 * Why: on the fleet database the ledger reads spent longer in PostgreSQL's parse and plan than in
 * executing (EXPLAIN ANALYZE of a period's totals: planning 0.9 ms, execution 0.5 ms), and pgbench
 * ran the same statements 2–6 times as fast prepared. The values stay parameters, so one text
 * serves every ship and period; a text that varies (a filter present or not, another kind of scope)
 * is another statement. Only for statements whose plan does not hinge on the values (a named ship
 * or row by its index): after five runs PostgreSQL may keep a generic plan for the text.
 *
 * The query is built once (building a large select is a visible share of a request's CPU in
 * drizzle), and its name set on the built query's configs, which are node-postgres' own query
 * objects; were they ever missing, the statement would run unnamed, as before, only slower.
 */
export function runPrepared<R>(query: Preparable<R>): Promise<R> {
  const prepared = query.prepare('');
  const name = `q_${createHash('sha1').update(prepared.getQuery().sql).digest('base64url')}`;
  const configs = prepared as unknown as NamedConfigs;
  if (configs.queryConfig) configs.queryConfig.name = name;
  if (configs.rawQueryConfig) configs.rawQueryConfig.name = name;
  return prepared.execute();
}

/** Statements built once per shape, per database handle: `family:shape` → the built statement. */
const shapes = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement of one shape of a read (the scope's kind and which filters are set), built by
 * `build` on the first call of that shape only and kept for the database handle, under a
 * statement name made of the read's `family` and a hash of the shape (PostgreSQL's names are
 * limited to 63 bytes). Why: drizzle building a wide select, and hashing its text to name it, was
 * a visible share of a read's CPU; a shape's text never changes, so its values go in as
 * placeholders and the build happens once. The shapes are few, so the kept statements stay few.
 */
export function preparedShape<P>(db: Db, family: string, shape: string, build: (name: string) => P): P {
  let kept = shapes.get(db);
  if (!kept) shapes.set(db, (kept = new Map()));
  const key = `${family}:${shape}`;
  let statement = kept.get(key) as P | undefined;
  if (statement === undefined) {
    statement = build(`${family}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`);
    kept.set(key, statement);
  }
  return statement;
}
