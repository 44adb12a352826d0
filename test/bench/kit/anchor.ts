import { startTsx, type Served } from './process.js';

export interface Anchor extends Served {
  /** The bare route, to load as a target like any other. */
  path: string;
}

/**
 * The bare Fastify hello in its own tsx process (bareServer.ts): what one Node process with
 * Fastify answers on this machine right now. Every HTTP figure is printed beside it, measured in
 * the same run, so the ratio survives a shared machine's swings where the absolute figure does not.
 */
export async function startBareAnchor(): Promise<Anchor> {
  const served = await startTsx(new URL('./bareServer.ts', import.meta.url).pathname, {}, 60_000);
  return { ...served, path: '/hello' };
}

/**
 * The same bare process with one route that makes one round trip to PostgreSQL at `databaseUrl`
 * (`/query`, a prepared one-row statement): the floor of a read that asks the database once.
 */
export async function startBareQueryAnchor(databaseUrl: string): Promise<Anchor> {
  const served = await startTsx(
    new URL('./bareServer.ts', import.meta.url).pathname,
    { BARE_DATABASE_URL: databaseUrl },
    60_000,
  );
  return { ...served, path: '/query' };
}
