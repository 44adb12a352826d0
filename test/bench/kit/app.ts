import { BENCH_PASSWORD } from './fleetDb.js';
import { startTsx, type Served } from './process.js';

export interface AppInstance extends Served {
  label: string;
  /** A session token of `username` (the bench accounts share one password). */
  login(username?: string): Promise<string>;
}

/**
 * An app instance (appServer.ts) in its own process, on PostgreSQL (`databaseUrl`) or PGlite
 * (`dataDir`), with the read cache on (the product default) or off (`EEOI_READ_CACHE_ENTRIES=0`).
 */
export async function startAppInstance(opts: {
  label: string;
  databaseUrl?: string;
  dataDir?: string;
  cache: boolean;
  /** Node options for the app's process (a CPU profile: `--cpu-prof`, `--cpu-prof-dir=<dir>`). */
  nodeArgs?: string[];
}): Promise<AppInstance> {
  const served = await startTsx(
    new URL('./appServer.ts', import.meta.url).pathname,
    {
      DATABASE_URL: opts.databaseUrl,
      EEOI_DATA_DIR: opts.dataDir,
      EEOI_DEMO: opts.dataDir ? 'on' : 'off',
      EEOI_READ_CACHE_ENTRIES: opts.cache ? undefined : '0',
      BENCH_PASSWORD,
    },
    undefined,
    opts.nodeArgs,
  );
  const login = async (username = 'demo_company') => {
    const res = await fetch(`${served.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: BENCH_PASSWORD }),
    });
    const body = (await res.json()) as { data?: { token?: string } };
    if (!body.data?.token) throw new Error(`login ${username}: HTTP ${res.status} ${JSON.stringify(body)}`);
    return body.data.token;
  };
  return { ...served, label: opts.label, login };
}

/** One authenticated call; throws with the answer when it is not 2xx, so a wrong path never becomes a figure. */
export async function call<T = unknown>(
  base: string,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: {
      'x-token': token,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}
