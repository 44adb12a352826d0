/**
 * npm run bench:analysis — energy statistics and the trend's aggregation. Prints
 * figures, asserts nothing. PostgreSQL only (set DATABASE_URL; the bench makes and drops its own
 * database). A fleet of 10,000 ships × 3 years of IMO legs is generated in SQL (one leg a month per
 * ship, two fuel lines each), the ships spread over three demo companies; the company measured is
 * the demo company user's group (HYSG with its subsidiary HYSM: two thirds of the fleet).
 * 1. Statistics: GET /api/statistics/companies/annual for 3 years — cold (first call, empty read
 *    cache), then cached at 50 connections with wrk (or a fetch loop without wrk). Target < 500 ms
 *    cold, p95 < 50 ms cached.
 * 2. Trend: GET /api/analysis/trend by month for the same company and years, cold and cached.
 * 3. Steps of the cold statistics call in process (company check, aggregation, indicators, JSON).
 * 4. Aggregation: aggregateLegs by year and by month over the same 3 years for the company (the
 *    statistics' and analysis screens' SQL), first and warm, in process — from the legs, the per-ship
 *    month summary (migration 0019) and, by year, the per-ship year summary (migration 0022),
 *    docs/statistics.md §3a, §3b.
 * The load average is printed with the figures: the machine may be shared.
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { migrate } from '../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../src/server/db/seed/index.js';
import { aggregateLegs, aggregateLegsSql } from '../../src/server/repositories/statistics.js';
import { companyAnnual, requireStatCompany } from '../../src/server/repositories/statisticsAnnual.js';

const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;

const PASSWORD = 'Bench#Analysis2026';
const FLEET_SIZE = 10_000;
const YEARS = [2023, 2024, 2025] as const;
const CONCURRENCY = 50;
const WRK_SECONDS = 5;

async function seedFleet(database: Database) {
  const db = database.db;
  const t0 = performance.now();
  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies where code in ('HYSG', 'HYSM', 'BOML')),
         n as (select i, (800000 + i)::text b from generate_series(1, ${FLEET_SIZE}) i)
    insert into ships (imo, name_en, name_zh, ship_type_code, flag_code, home_port_code,
                       owner_company_id, operator_company_id, doc_company_id, gt, nt, dwt, design_speed, service_speed, teu)
    select n.b || ((substr(b,1,1)::int*7 + substr(b,2,1)::int*6 + substr(b,3,1)::int*5 + substr(b,4,1)::int*4
                    + substr(b,5,1)::int*3 + substr(b,6,1)::int*2) % 10)::text,
           'ABENCH ' || i, '分析船' || i, (1 + i % 5)::text, 'PAN', 'CNSHA',
           c.ids[1 + i % 3], c.ids[1 + i % 3], c.ids[1 + i % 3],
           30000, 18000, 50000 + i % 100000, 15, 13, case when i % 5 = 2 then 4000 else null end
      from c, n`);
  await db.execute(sql`analyze ships`);
  await db.execute(sql`
    insert into voyages (ship_id, voyage_no)
    select s.id, 'AB' || y from ships s, generate_series(${YEARS[0]}::int, ${YEARS[2]}::int) y where s.name_en like 'ABENCH %'`);
  await db.execute(sql`analyze voyages`);
  await db.execute(sql`
    insert into voyage_legs (ship_id, voyage_id, kind, seq, from_ref_code, to_ref_code, departure_at, arrival_at,
                             distance_nm, hours_underway, co2_t, cargo_t, teu, teu_laden, transport_work_tnm,
                             ballast_distance_nm, eeoi)
    select s.id, v.id, 'imo', m, 'R' || m, 'R' || (m + 1),
           make_timestamptz(y, m, 3, 0, 0, 0, 'UTC'), make_timestamptz(y, m, 11, 0, 0, 0, 'UTC'),
           2400 + (s.id % 7) * 100, 190, 150 * 3.114, case when m % 6 = 0 then 0 else 40000 end,
           case when s.teu is null then 0 else 3000 end, case when s.teu is null then 0 else 2600 end,
           case when m % 6 = 0 then 0 else (2400 + (s.id % 7) * 100) * 40000.0 end,
           case when m % 6 = 0 then 2400 + (s.id % 7) * 100 else 0 end, null
      from ships s cross join generate_series(${YEARS[0]}::int, ${YEARS[2]}::int) y cross join generate_series(1, 12) m
      join voyages v on v.ship_id = s.id and v.voyage_no = 'AB' || y
     where s.name_en like 'ABENCH %'`);
  await db.execute(sql`analyze voyage_legs`);
  await db.execute(sql`
    insert into voyage_leg_fuels (leg_id, fuel_code, at_sea_t, in_port_t)
    select l.id, f.code, f.sea, f.port
      from voyage_legs l cross join (values ('11', 150.0, 0.0), ('3', 2.0, 8.0)) f(code, sea, port)`);
  await db.execute(sql`analyze`);
  const c = (
    (await db.execute(sql`
    select (select count(*) from voyage_legs)::int legs, (select count(*) from voyage_leg_fuels)::int fuels,
           (select id from companies where code = 'HYSG') company`)) as unknown as { rows: any[] }
  ).rows[0];
  console.log(
    `${FLEET_SIZE} ships × ${YEARS.length} years in SQL: ${c.legs} IMO legs, ${c.fuels} leg fuel lines ` +
      `in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return Number(c.company);
}

const execFileP = promisify(execFile);
const WRK = spawnSync('wrk', ['--version']).error ? null : 'wrk';

interface Figures {
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function wrk(base: string, path: string, token: string): Promise<Figures> {
  const script = join(tmpdir(), `eeoi-bench-analysis-${process.pid}.lua`);
  writeFileSync(
    script,
    `wrk.headers["x-token"] = "${token}"
wrk.headers["Accept-Encoding"] = "gzip"
request = function() return wrk.format("GET", "${path}") end
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
  return JSON.parse(stdout.trim().split('\n').pop()!) as Figures;
}

/** Without wrk: 50 fetch loops for the same time (the client shares the CPU with the server). */
async function fetchLoop(url: string, token: string): Promise<Figures> {
  const times: number[] = [];
  let errors = 0;
  const end = performance.now() + WRK_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { 'x-token': token } });
        await res.text();
        if (res.status !== 200) errors++;
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
  return { requests: times.length, seconds: WRK_SECONDS, p50: q(0.5), p95: q(0.95), p99: q(0.99), errors };
}

async function bench(database: Database) {
  const config = loadConfig({
    EEOI_CAPTCHA: 'off',
    EEOI_LOG_LEVEL: 'silent',
    EEOI_LOGIN_RATE_PER_MIN: '10000',
  });
  // The route areas apiRoutes imports on registration, loaded first: on a loaded machine their
  // loading alone outlasted Fastify's 10 s plugin timeout.
  await Promise.all(
    ['fleet', 'calc', 'ledger', 'uploads', 'documents', 'statistics', 'analysis', 'reports'].map(
      (area) => import(`../../src/server/routes/${area}/index.js`),
    ),
  );
  await import('../../src/server/routes/reports/attachments.js');
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const companyId = await seedFleet(database);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo_company', password: PASSWORD }),
    });
    const token = ((await login.json()) as any).data.token as string;
    const path = `/api/statistics/companies/annual?companyId=${companyId}&fromYear=${YEARS[0]}&toYear=${YEARS[2]}`;

    const t0 = performance.now();
    const first = await fetch(base + path, { headers: { 'x-token': token } });
    const body = (await first.json()) as any;
    const cold = performance.now() - t0;
    if (first.status !== 200) {
      console.log(`statistics: HTTP ${first.status} ${JSON.stringify(body).slice(0, 200)}`);
      return;
    }
    const legs = (body.data.items as Array<{ legs: number }>).reduce((n, r) => n + r.legs, 0);
    console.log(
      `\nStatistics, company annual (${YEARS[0]}–${YEARS[2]}, ${legs} legs of the company): cold ${cold.toFixed(0)} ms (target < 500)`,
    );
    const cached = async (p: string) => {
      const f = WRK ? await wrk(base, p, token) : await fetchLoop(base + p, token);
      console.log(
        `  cached, ${CONCURRENCY} connections (${WRK ? 'wrk' : 'fetch loop'}, ${WRK_SECONDS} s): ` +
          `${(f.requests / f.seconds).toFixed(0)} req/s, p50 ${f.p50.toFixed(1)}, p95 ${f.p95.toFixed(1)}, ` +
          `p99 ${f.p99.toFixed(1)} ms, ${f.errors} errors (target p95 < 50); ${load()}`,
      );
    };
    await cached(path);

    const trendPath = `/api/analysis/trend?companyId=${companyId}&fromYear=${YEARS[0]}&toYear=${YEARS[2]}&bucket=month`;
    const t1 = performance.now();
    const trend = await fetch(base + trendPath, { headers: { 'x-token': token } });
    const trendBody = (await trend.json()) as any;
    console.log(
      `\nTrend by month (${trendBody.data?.points?.length ?? `HTTP ${trend.status}`} points): ` +
        `cold ${(performance.now() - t1).toFixed(0)} ms (target < 500); ${load()}`,
    );
    await cached(trendPath);

    // The trend's and the annual statistics' aggregation over the same 3 years for the company, in
    // process: before = the leg scan (source 'legs'), after = the per-ship month summary (0019).
    const scope = { userId: 0, isAdmin: true, dataScope: 'all', companyId: null, authorityCode: null };
    const range = {
      companyId,
      from: new Date(Date.UTC(YEARS[0], 0, 1)),
      to: new Date(Date.UTC(YEARS[2] + 1, 0, 1)),
    };
    const run = async (bucket: 'month' | 'year', source: 'legs' | 'months' | 'auto') => {
      const t = performance.now();
      const rows = await aggregateLegs(database.db, scope, { ...range, bucket, source });
      return { ms: performance.now() - t, rows: rows.length };
    };
    // The cold statistics call's steps, in process, as the route runs them (the session query and
    // the reply are the rest of the HTTP figure).
    const user = { ...scope, isAdmin: false, dataScope: 'company', userId: -1, companyId };
    const q = { companyId, fromYear: YEARS[0], toYear: YEARS[2] } as const;
    let t2 = performance.now();
    await requireStatCompany(database.db, user, companyId);
    const tCheck = performance.now() - t2;
    t2 = performance.now();
    await aggregateLegs(database.db, user, { ...range, bucket: 'year', perShip: false });
    const tAgg = performance.now() - t2;
    t2 = performance.now();
    const items = await companyAnnual(database.db, user, q, 'en');
    const tAll = performance.now() - t2;
    t2 = performance.now();
    const json = JSON.stringify({ success: true, data: { items } });
    const tJson = performance.now() - t2;
    console.log(
      `\nSteps of the statistics call (in process, company scope): company check ${tCheck.toFixed(1)} ms, ` +
        `aggregation ${tAgg.toFixed(1)} ms, whole repository call ${tAll.toFixed(1)} ms, ` +
        `JSON ${tJson.toFixed(2)} ms (${json.length} chars); ${load()}`,
    );

    const label = { legs: 'leg scan', months: 'month summary', auto: 'year summary' } as const;
    for (const bucket of ['year', 'month'] as const) {
      for (const source of bucket === 'year'
        ? (['legs', 'months', 'auto'] as const)
        : (['legs', 'auto'] as const)) {
        const c = await run(bucket, source);
        const warm: number[] = [];
        for (let i = 0; i < 5; i++) warm.push((await run(bucket, source)).ms);
        warm.sort((a, b) => a - b);
        console.log(
          `Aggregation by ${bucket} (${c.rows} buckets), ${bucket === 'month' && source === 'auto' ? label.months : label[source]}: ` +
            `first ${c.ms.toFixed(0)} ms, then median ${warm[2]!.toFixed(0)} ms; ${load()}`,
        );
      }
    }
    if (process.env.EEOI_BENCH_EXPLAIN) {
      for (const bucket of ['year', 'month'] as const) {
        const q = aggregateLegsSql(scope, { ...range, bucket });
        // With the settings aggregateLegs runs under.
        const plan = (await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local jit = off`);
          await tx.execute(sql`set local work_mem = '32MB'`);
          return tx.execute(sql`explain (analyze, buffers) ${q}`);
        })) as unknown as { rows: Array<Record<string, string>> };
        console.log(`\nPlan by ${bucket}:\n` + plan.rows.map((r) => Object.values(r)[0]).join('\n'));
      }
    }
  } finally {
    await app.close();
  }
}

const url = process.env.DATABASE_URL;
if (!url)
  console.log(
    'bench:analysis needs PostgreSQL: set DATABASE_URL to a server the bench may create a database on',
  );
else {
  const name = `eeoi_bench_analysis_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  let database: Database | undefined;
  try {
    const u = new URL(url);
    u.pathname = `/${name}`;
    database = await openDatabase({ url: u.toString() });
    await migrate(database);
    await seedIfEmpty(database.db, {
      adminPassword: PASSWORD,
      demo: true,
      demoPassword: PASSWORD,
      demoVoyages: false,
    });
    await bench(database);
  } finally {
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
