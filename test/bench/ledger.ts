/**
 * npm run bench:ledger — the voyage ledger. Prints figures, asserts nothing.
 * 1. One ship-year of ~400 records (the demo generator's ro-pax, stays shortened to a daily-ish
 *    ferry) written in one POST /api/voyage-data, then the same payload again (all unchanged);
 *    on PGlite and, when DATABASE_URL is set, on PostgreSQL (a throw-away database). Target < 2 s
 *    on PostgreSQL.
 * 2. Derivation of that ship-year in process (deriveLegs, IMO + EU + UK legs): median of 100 runs
 *    after 20 warm-up runs. Target < 20 ms.
 * 3. Legs, totals and voyages calls on 10,000 ships × 1 year generated in SQL (voyages, records
 *    with fuel lines, bunkers, IMO and EU legs with fuel lines, snapshots at both year bounds),
 *    50 connections with wrk, a random ship in scope per request. PostgreSQL only. Target p95 < 50 ms.
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import {
  deriveLegs,
  episodeFromInput,
  recordFromInput,
  type PortFacts,
} from '../../src/domain/ledger/index.js';
import { parseLocalTime } from '../../src/domain/schemas/voyageData.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { migrate } from '../../src/server/db/migrate.js';
import { DEMO_SHIPS } from '../../src/server/db/seed/demoFleetData.js';
import {
  demoPorts,
  demoVoyageShip,
  generateDemoVoyages,
} from '../../src/server/db/seed/demoVoyages/index.js';
import { seedIfEmpty } from '../../src/server/db/seed/index.js';
import { seedBenchFleet } from './fleetSql.js';

const PASSWORD = 'Bench#Ledger2026';
const FLEET_SIZE = 10_000;
const CONCURRENCY = 50;
const WRK_SECONDS = 5;
const YEAR = 2025;
const FROM = `${YEAR}-01-01T00:00:00Z`;
const TO = `${YEAR + 1}-01-01T00:00:00Z`;

// ---- the ship-year ----
const ferry = DEMO_SHIPS.find((s) => s.type === '11')!;
const full = generateDemoVoyages(demoVoyageShip(ferry), demoPorts(), {
  now: Date.parse(TO),
  fromYear: YEAR,
  stayFactor: 0.35,
});
const inYear = (t: string) => parseLocalTime(t)!.utc < Date.parse(TO);
const shipYear = {
  records: full.records.filter((r) => inYear(r.departure)),
  episodes: full.episodes.filter((e) => inYear(e.end)),
  snapshots: full.snapshots,
};
const ports = demoPorts();
const facts = (code: string): PortFacts | undefined => {
  const p = ports.get(code);
  return (
    p && { code, isEea: p.isEea, isUk: p.isUk, isOutermostRegion: false, isTranshipment: code === 'MAPTM' }
  );
};

function benchDerivation() {
  const recs = shipYear.records.map(recordFromInput);
  const eps = shipYear.episodes.map(episodeFromInput);
  const ship = { isContainer: false, dwt: ferry.dwt, referenceSpeedKn: ferry.speed[1] };
  const times: number[] = [];
  let legs = 0;
  for (let i = 0; i < 120; i++) {
    const t0 = performance.now();
    legs = deriveLegs(recs, eps, facts, ship).length;
    if (i >= 20) times.push(performance.now() - t0); // the first runs warm the JIT
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nDerivation of one ship-year in process: ${recs.length} records, ${eps.length} ice episodes → ${legs} legs ` +
      `(IMO+EU+UK); median ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, ` +
      `min ${times[0]!.toFixed(2)} ms, max ${times[times.length - 1]!.toFixed(2)} ms (target < 20 ms)`,
  );
}

// ---- server helpers ----
async function listen(database: Database) {
  const config = loadConfig({
    EEOI_CAPTCHA: 'off',
    EEOI_LOG_LEVEL: 'silent',
    EEOI_LOGIN_RATE_PER_MIN: '10000',
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = async (username: string) => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    return ((await res.json()) as any).data.token as string;
  };
  return { app, base, login };
}

async function post(base: string, token: string, body: unknown) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/voyage-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as any;
  return { ms: performance.now() - t0, status: res.status, json };
}

async function benchWrite(label: string, database: Database) {
  const { app, base, login } = await listen(database);
  try {
    const token = await login('demo_company');
    const items = shipYear.records.length + shipYear.episodes.length + shipYear.snapshots.length;
    const first = await post(base, token, shipYear);
    const again = await post(base, token, shipYear);
    const show = (r: Awaited<ReturnType<typeof post>>) =>
      r.status === 200
        ? `${r.ms.toFixed(0)} ms (created ${r.json.data.created}, updated ${r.json.data.updated}, unchanged ${r.json.data.unchanged})`
        : `HTTP ${r.status} ${JSON.stringify(r.json).slice(0, 200)}`;
    console.log(
      `\n${label}: POST /api/voyage-data, one ship-year (${shipYear.records.length} records, ${items} items)`,
    );
    console.log(`  first write: ${show(first)}   (target < 2 s on PostgreSQL)`);
    console.log(`  same again:  ${show(again)}`);
  } finally {
    await app.close();
  }
}

// ---- the fleet in SQL: test/bench/fleetSql.ts ----
const seedFleet = (database: Database) => seedBenchFleet(database, FLEET_SIZE);

const execFileP = promisify(execFile);
const WRK = spawnSync('wrk', ['--version']).error ? null : 'wrk';

/** wrk with a Lua script that asks for a random ship of the list on every request. */
async function fire(base: string, template: string, token: string, imos: string[]) {
  const script = join(tmpdir(), `eeoi-bench-ledger-${process.pid}.lua`);
  writeFileSync(
    script,
    `local imos = {${imos.map((i) => `"${i}"`).join(',')}}
wrk.headers["x-token"] = "${token}"
wrk.headers["Accept-Encoding"] = "gzip, deflate, br"
local statuses = {}
request = function()
  return wrk.format("GET", string.format("${template}", imos[math.random(#imos)]))
end
done = function(s, latency)
  io.write(string.format('{"requests":%d,"seconds":%f,"p50":%f,"p95":%f,"p99":%f,"errors":%d}\\n',
    s.requests, s.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, s.errors.status + s.errors.connect + s.errors.read + s.errors.write + s.errors.timeout))
end
`,
  );
  const run = (seconds: number) =>
    execFileP(WRK!, ['-t1', `-c${CONCURRENCY}`, `-d${seconds}s`, '-s', script, base], { maxBuffer: 1 << 24 });
  await run(1);
  const { stdout } = await run(WRK_SECONDS);
  return JSON.parse(stdout.trim().split('\n').pop()!) as {
    requests: number;
    seconds: number;
    p50: number;
    p95: number;
    p99: number;
    errors: number;
  };
}

async function benchReads(database: Database) {
  const imos = await seedFleet(database);
  const { app, base, login } = await listen(database);
  try {
    const token = await login('demo_company');
    // One request by hand first, so a missing route or a refusal shows as such, not as a figure.
    const q = (imo: string, path: string) => path.replace('%s', imo);
    const endpoints = [
      ['legs (IMO, one ship-year)', `/api/voyage-data/legs?ship=%s&from=${FROM}&to=${TO}&kind=imo`],
      ['legs (EU, one ship-year)', `/api/voyage-data/legs?ship=%s&from=${FROM}&to=${TO}&kind=eu`],
      ['totals (one ship-year)', `/api/voyage-data/totals?ship=%s&from=${FROM}&to=${TO}`],
      ['voyages (page 1, 20)', `/api/voyages?ship=%s&from=${FROM}&to=${TO}&page=1&size=20`],
    ] as const;
    console.log(
      `PostgreSQL: ${CONCURRENCY} connections (wrk, 1 thread, ${WRK_SECONDS} s per endpoint), ` +
        `a random one of ${imos.length} ships in scope per request; ms`,
    );
    console.log(`${'endpoint'.padEnd(30)}  req/s     p50     p95     p99  errors  (target p95 < 50 ms)`);
    for (const [name, path] of endpoints) {
      const probe = await fetch(base + q(imos[0]!, path), { headers: { 'x-token': token } });
      if (probe.status !== 200) {
        console.log(`${name.padEnd(30)}  HTTP ${probe.status}: ${(await probe.text()).slice(0, 160)}`);
        continue;
      }
      // One connection, one call at a time: what a call costs without queueing behind 49 others.
      const alone: number[] = [];
      for (let i = 0; i < 60; i++) {
        const t0 = performance.now();
        await (await fetch(base + q(imos[i % imos.length]!, path), { headers: { 'x-token': token } })).text();
        if (i >= 10) alone.push(performance.now() - t0);
      }
      alone.sort((a, b) => a - b);
      const single = `  (1 connection: p50 ${alone[25]!.toFixed(1)}, p95 ${alone[47]!.toFixed(1)})`;
      if (!WRK) {
        console.log(`${name.padEnd(30)}  50 connections skipped: wrk is not installed${single}`);
        continue;
      }
      const f = await fire(base, path, token, imos);
      console.log(
        `${name.padEnd(30)} ${(f.requests / f.seconds).toFixed(0).padStart(6)} ${[f.p50, f.p95, f.p99]
          .map((v) => v.toFixed(1).padStart(7))
          .join(' ')} ${String(f.errors).padStart(7)}${single}`,
      );
    }
  } finally {
    await app.close();
  }
}

async function prepare(database: Database) {
  await migrate(database);
  await seedIfEmpty(database.db, {
    adminPassword: PASSWORD,
    demo: true,
    demoPassword: PASSWORD,
    demoVoyages: false,
  });
}

async function withScratchPostgres(url: string, fn: (db: Database) => Promise<void>) {
  const name = `eeoi_bench_ledger_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  let database: Database | undefined;
  try {
    const u = new URL(url);
    u.pathname = `/${name}`;
    database = await openDatabase({ url: u.toString() });
    await fn(database);
  } finally {
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

benchDerivation();
{
  const database = await openDatabase({ dataDir: ':memory:' });
  await prepare(database);
  await benchWrite('PGlite (embedded, in memory)', database);
  await database.close();
}
if (process.env.DATABASE_URL)
  await withScratchPostgres(process.env.DATABASE_URL, async (database) => {
    await prepare(database);
    await benchWrite('PostgreSQL', database);
    await benchReads(database);
  });
else console.log('\nPostgreSQL: skipped (set DATABASE_URL to a server the bench may create a database on)');
