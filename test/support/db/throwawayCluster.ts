import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { PG_PREFIX } from '../testDb.js';

const run = promisify(execFile);

/** Debian's cluster tools; a test that restarts PostgreSQL needs all three. */
const TOOLS = ['pg_createcluster', 'pg_ctlcluster', 'pg_dropcluster'];
const TOOL_DIR = '/usr/bin';

/**
 * Why a throw-away cluster cannot be made here, or undefined when it can: the tools are installed
 * and a PostgreSQL major version is configured under /etc/postgresql.
 */
export function clusterToolsMissing(): string | undefined {
  const missing = TOOLS.filter((t) => !existsSync(`${TOOL_DIR}/${t}`));
  if (missing.length)
    return `${missing.join(', ')} not found in ${TOOL_DIR}: this test needs Debian's postgresql-common and a PostgreSQL server package`;
  if (!postgresVersion()) return 'no PostgreSQL version under /etc/postgresql';
  return undefined;
}

/** The newest installed major version that has a server (initdb) beside its configuration. */
function postgresVersion(): string | undefined {
  if (!existsSync('/etc/postgresql')) return undefined;
  return readdirSync('/etc/postgresql')
    .filter((v) => /^\d+$/.test(v) && existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a))[0];
}

/** A TCP port nobody listens on right now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ThrowawayCluster {
  /** postgres:// URL of the cluster's `postgres` database (trust authentication on 127.0.0.1). */
  url: string;
  /** pg_ctlcluster restart: a fast shutdown that ends every connection, then a start. */
  restart: () => Promise<void>;
  drop: () => Promise<void>;
}

// The prefix keeps two work trees on one machine apart; a run that died leaves its cluster behind,
// and the next run of the same tree removes it.
const CLUSTER_PREFIX = `${PG_PREFIX}_outage_`;

/**
 * A PostgreSQL cluster of its own on a free port, for a test that stops the server under the app:
 * the shared cluster serves every other test file at the same moment. Durability settings are off
 * (nothing here must survive a machine crash, and initdb's sync is seconds on a busy disk); a
 * restart still writes every committed transaction before it stops.
 */
export async function createThrowawayCluster(): Promise<ThrowawayCluster> {
  const version = postgresVersion()!;
  await dropStale(version);
  const name = `${CLUSTER_PREFIX}${process.pid}`;
  const port = await freePort();
  await run(`${TOOL_DIR}/pg_createcluster`, [
    version,
    name,
    '-p',
    String(port),
    '-o',
    'fsync=off',
    '-o',
    'full_page_writes=off',
    '-o',
    'max_connections=40',
    '-o',
    'shared_buffers=16MB',
    '--start',
    '--',
    '--auth=trust',
    '--no-sync',
  ]);
  const ctl = (action: string) =>
    run(`${TOOL_DIR}/pg_ctlcluster`, ['--skip-systemctl-redirect', version, name, action]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await ctl('restart')),
    drop: async () => void (await run(`${TOOL_DIR}/pg_dropcluster`, ['--stop', version, name])),
  };
}

async function dropStale(version: string): Promise<void> {
  const dir = `/etc/postgresql/${version}`;
  for (const name of readdirSync(dir).filter((n) => n.startsWith(CLUSTER_PREFIX)))
    await run(`${TOOL_DIR}/pg_dropcluster`, ['--stop', version, name]).catch(() => undefined);
}
