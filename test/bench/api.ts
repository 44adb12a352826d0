/**
 * npm run bench:api — list endpoints under 50 concurrent connections, on the embedded database
 * (PGlite) and, when DATABASE_URL is set, on PostgreSQL (a throw-away database on that server),
 * beside a bare /api/health. Loopback only, bounded in requests and time. Prints p50/p95/p99 and
 * req/s; asserts nothing. Target (issue 5): port and flag-state lists at p95 < 50 ms on PostgreSQL.
 * Fleet (issue 6): the ship list filtered by company and keyword on 10,000 ships, generated in
 * SQL (not through the API) before the server starts; target p95 < 50 ms on PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

/** One endpoint under load from a separate process (see load.ts). */
async function fire(base: string, path: string, token: string) {
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
  return { ...r, times: r.times.sort((a, b) => a - b) };
}

async function run(label: string, database: Database) {
  await migrate(database);
  await seedIfEmpty(database.db, { adminPassword: PASSWORD, demo: true, demoPassword: PASSWORD });
  const groupId = await seedFleet(database);
  const config = loadConfig({
    EEOI_CAPTCHA: 'off',
    EEOI_LOG_LEVEL: 'silent',
    EEOI_LOGIN_RATE_PER_MIN: '10000',
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    // A company user: its grants are read per request like any non-administrator's.
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo_company', password: PASSWORD }),
    });
    const token = ((await login.json()) as any).data.token as string;
    console.log(
      `\n${label}: ${CONCURRENCY} connections, ≤ ${REQUESTS} requests or ${TIME_LIMIT_MS / 1000} s each; ` +
        `${FLEET_SIZE} generated ships`,
    );
    console.log('endpoint                             requests   req/s    p50 ms   p95 ms   p99 ms  errors');
    for (const [name, path] of [...ENDPOINTS, ...fleetEndpoints(groupId)]) {
      const { times, seconds, errors } = await fire(base, path, token);
      const row = [
        name.padEnd(36),
        String(times.length).padStart(8),
        (times.length / seconds).toFixed(0).padStart(7),
        ...[50, 95, 99].map((p) => pct(times, p).toFixed(1).padStart(8)),
        String(errors).padStart(7),
      ];
      console.log(row.join(' '));
    }
  } finally {
    await app.close();
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
