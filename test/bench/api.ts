/**
 * npm run bench:api — list endpoints under 50 concurrent connections, on the embedded database
 * (PGlite) and, when DATABASE_URL is set, on PostgreSQL (a throw-away database on that server),
 * beside a bare /api/health, with the read cache on (the default) and off. Loopback only, bounded
 * in time. Prints p50/p95/p99 and req/s; asserts nothing. Target: port and flag-state lists at p95 < 50 ms on PostgreSQL.
 * Fleet: the ship list filtered by company and keyword on 10,000 ships, generated in
 * SQL (not through the API) before the server starts; target p95 < 50 ms on PostgreSQL.
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { migrate } from '../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../src/server/db/seed/index.js';

const CONCURRENCY = 50;
const REQUESTS = 2_000; // per endpoint
const TIME_LIMIT_MS = 20_000; // per endpoint, whichever comes first
const WARM_UP = 100;
const WRK_SECONDS = 5;
const PASSWORD = 'Bench#Api2026';
const ENDPOINTS = [
  ['health (no session, no database)', '/api/health'],
  // The floor of any authenticated call: session, user and role grant are read per request.
  ['ship-age picker (6 rows)', '/api/shipAge/findShipAgeList'],
  ['port list (page 1, 20)', '/api/dict/port?page=1&size=20'],
  ['port search (keyword)', '/api/dict/port?keyword=shang&size=20'],
  ['flag-state list (page 1, 20)', '/api/dict/gcState?page=1&size=20'],
  ['flag-state picker (300)', '/api/gcState/findGcStateList'],
] as const;

const FLEET_SIZE = 10_000;
/** Ship-list calls of a company user (its scope is a company subtree), filtered as the list screen does. */
const fleetEndpoints = (companyId: number) =>
  [
    ['ship list (page 1, 20, in scope)', '/api/fleet/ships?page=1&size=20'],
    ['ship list by company', `/api/fleet/ships?companyId=${companyId}&page=1&size=20`],
    ['ship list by keyword', '/api/fleet/ships?keyword=bench%2012&page=1&size=20'],
    ['ship list by company + keyword', `/api/fleet/ships?companyId=${companyId}&keyword=bench%2012&size=20`],
  ] as const;

/**
 * 10,000 ships in one INSERT … SELECT generate_series, spread over the demo companies (owner,
 * operator, DOC holder rotate), so about two thirds fall inside demo_company's group. Names are
 * 'BENCH <n>', so the keyword 'bench 12' matches 111 of them. Returns the group's id.
 */
async function seedFleet(database: Database): Promise<number> {
  await database.db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies where code in ('HYSG', 'HYSM', 'BOML'))
    insert into ships (imo, name_en, name_zh, ship_type_code, sub_type_code, flag_code, home_port_code,
                       owner_company_id, operator_company_id, doc_company_id, gt, nt, dwt, design_speed, service_speed)
    select lpad((8000000 + i)::text, 7, '0'), 'BENCH ' || i, '测试船' || i,
           (1 + i % 9)::text, null, (array['CHN','PAN','LBR','MHL','SGP'])[1 + i % 5], 'CNSHA',
           c.ids[1 + i % 3], c.ids[1 + (i + 1) % 3], c.ids[1 + i % 3],
           20000 + i % 50000, 10000 + i % 25000, 30000 + i % 150000, 12 + i % 10, 11 + i % 9
      from c, generate_series(1, ${FLEET_SIZE}) as i`);
  await database.db.execute(sql`analyze ships`);
  const res = (await database.db.execute(sql`select id from companies where code = 'HYSG'`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  return Number(res.rows[0].id);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const execFileP = promisify(execFile);

interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/**
 * wrk (Debian package `wrk`) when it is on the PATH: a C load generator takes a few percent of a
 * core, where the Node one (load.ts) took about as much CPU as the server it measured — on a
 * 2-core machine that halved what the server could do. The Node generator stays as the fallback.
 * Both ask for gzip as browsers do (Node's fetch by default).
 */
const WRK = spawnSync('wrk', ['--version']).error ? null : 'wrk';
const WRK_SCRIPT = join(tmpdir(), `eeoi-bench-${process.pid}.lua`);
writeFileSync(
  WRK_SCRIPT,
  `wrk.headers["x-token"] = os.getenv("BENCH_TOKEN")
wrk.headers["Accept-Encoding"] = "gzip, deflate, br"
done = function(s, latency)
  io.write(string.format('{"requests":%d,"seconds":%f,"p50":%f,"p95":%f,"p99":%f,"errors":%d}\\n',
    s.requests, s.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, s.errors.status + s.errors.connect + s.errors.read + s.errors.write + s.errors.timeout))
end
`,
);

/** One endpoint under load from a separate process. */
async function fire(base: string, path: string, token: string): Promise<Figures> {
  if (WRK) {
    const run = (seconds: number) =>
      execFileP(WRK, ['-t1', `-c${CONCURRENCY}`, `-d${seconds}s`, '-s', WRK_SCRIPT, base + path], {
        env: { ...process.env, BENCH_TOKEN: token },
      });
    await run(1); // warm-up: JIT, connection pool, first cache fill
    const { stdout } = await run(WRK_SECONDS);
    const r = JSON.parse(stdout.trim().split('\n').pop()!);
    return {
      requests: r.requests,
      rps: r.requests / r.seconds,
      p50: r.p50,
      p95: r.p95,
      p99: r.p99,
      errors: r.errors,
    };
  }
  const { stdout } = await execFileP(
    process.execPath,
    [
      '--import',
      'tsx',
      'test/bench/load.ts',
      base,
      path,
      token,
      String(REQUESTS),
      String(CONCURRENCY),
      String(TIME_LIMIT_MS),
      String(WARM_UP),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout.trim().split('\n').pop()!) as {
    times: number[];
    seconds: number;
    errors: number;
  };
  const times = r.times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: times.length / r.seconds,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    errors: r.errors,
  };
}

async function listen(database: Database, env: Record<string, string>) {
  const config = loadConfig({
    EEOI_CAPTCHA: 'off',
    EEOI_LOG_LEVEL: 'silent',
    EEOI_LOGIN_RATE_PER_MIN: '10000',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // A company user: its grants and ship scope are read per request like any non-administrator's.
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_company', password: PASSWORD }),
  });
  const token = ((await login.json()) as any).data.token as string;
  return { app, base, token };
}

const cells = (f: Figures) =>
  [f.rps.toFixed(0).padStart(6), ...[f.p50, f.p95, f.p99].map((v) => v.toFixed(1).padStart(7))].join(' ');

async function run(label: string, database: Database) {
  await migrate(database);
  await seedIfEmpty(database.db, { adminPassword: PASSWORD, demo: true, demoPassword: PASSWORD });
  const groupId = await seedFleet(database);
  // The same database behind two instances: the default one, and one that reads the database on
  // every call (EEOI_READ_CACHE_ENTRIES=0), so the figures show what the read cache does and what
  // a query that is not in it costs (another page, another filter, the first call after a write).
  const cached = await listen(database, {});
  const direct = await listen(database, { EEOI_READ_CACHE_ENTRIES: '0' });
  try {
    const gen = WRK ? `wrk, 1 thread, ${WRK_SECONDS} s per endpoint` : `Node load.ts, ≤ ${REQUESTS} requests`;
    console.log(`\n${label}: ${CONCURRENCY} connections (${gen}); ${FLEET_SIZE} generated ships; ms`);
    console.log(
      `${'endpoint'.padEnd(34)} ${'read cache on: req/s  p50     p95     p99'.padEnd(38)}   cache off: req/s  p50     p95     p99  errors`,
    );
    for (const [name, path] of [...ENDPOINTS, ...fleetEndpoints(groupId)]) {
      const on = await fire(cached.base, path, cached.token);
      const off = await fire(direct.base, path, direct.token);
      console.log(
        `${name.padEnd(34)} ${cells(on).padStart(38)}   ${cells(off).padStart(38)} ${String(on.errors + off.errors).padStart(6)}`,
      );
    }
  } finally {
    await cached.app.close();
    await direct.app.close();
    await database.close();
  }
}

async function withScratchPostgres(url: string, fn: (db: Database) => Promise<void>) {
  const name = `eeoi_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const u = new URL(url);
    u.pathname = `/${name}`;
    await fn(await openDatabase({ url: u.toString() }));
  } finally {
    // pool.end() resolves before every socket has closed; wait for them rather than kill them
    // (a forced drop would make the closing clients raise an unhandled error).
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

await run('PGlite (embedded, in memory)', await openDatabase({ dataDir: ':memory:' }));
if (process.env.DATABASE_URL)
  await withScratchPostgres(process.env.DATABASE_URL, (db) => run('PostgreSQL', db));
else console.log('\nPostgreSQL: skipped (set DATABASE_URL to a server the bench may create a database on)');
