/**
 * npm run bench:reports — report generation (issue 14, Measure). Prints figures, asserts nothing.
 * 1. IMO DCS generation of one ship-year (candidates + figures + fingerprint, as POST
 *    /api/reports runs them): median of 20 runs after 3 warm-ups. Target < 200 ms.
 * 2. The fleet job: every ship of a fleet generated in the background (src/server/reports/jobs.ts),
 *    progress read from the job row as GET /api/reports/jobs/:id does. Target < 5 min for
 *    10,000 ships on PostgreSQL.
 * The fleet's ledger is generated in SQL (test/bench/fleetSql.ts: 37 port calls, 36 legs and
 * snapshots at both bounds per ship). On PostgreSQL (DATABASE_URL set; a throw-away database)
 * the fleet is 10,000 ships; on PGlite `BENCH_FLEET` ships (default 200), printed as such.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ManualClock } from '../../src/server/clock.js';
import { newPglite, openDatabase, type Database } from '../../src/server/db/client.js';
import { migrate } from '../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../src/server/db/seed/index.js';
import { jobSettled, startFleetJob } from '../../src/server/reports/jobs.js';
import { REPORT_GENERATORS } from '../../src/server/reports/registry.js';
import { ReportService } from '../../src/server/reports/service.js';
import { findJob } from '../../src/server/repositories/reports.js';
import { seedBenchFleet } from './fleetSql.js';

const YEAR = 2025;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function open(): Promise<{
  database: Database;
  size: number;
  drop: () => Promise<void>;
  label: string;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ pglite: newPglite() });
    return {
      database,
      size: Number(process.env.BENCH_FLEET ?? 200),
      drop: () => database.close(),
      label: 'PGlite',
    };
  }
  const name = `bench_reports_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  return {
    database,
    size: Number(process.env.BENCH_FLEET ?? 10_000),
    label: 'PostgreSQL',
    drop: async () => {
      await database.close();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

async function main() {
  const { database, size, drop, label } = await open();
  try {
    await migrate(database);
    await seedIfEmpty(database.db, {
      adminPassword: 'Bench#Reports2026',
      demo: true,
      demoPassword: 'Bench#Reports2026',
    });
    await seedBenchFleet(database, size);
    const db = database.db;
    const service = new ReportService(db, REPORT_GENERATORS);
    const gen = REPORT_GENERATORS.imoDcs!;
    const fleet = (await db.execute(
      sql`select id from ships where name_en like 'LBENCH %' order by id`,
    )) as unknown as {
      rows: { id: number }[];
    };
    const ids = fleet.rows.map((r) => r.id);

    // 1. one ship-year
    const ship = ids[0]!;
    const once = async () => {
      const [c] = (await gen.candidates(db, ship, YEAR)).filter((p) => p.status === 'generatable');
      if (!c) throw new Error('the bench ship-year has no generatable period');
      await gen.generate(db, ship, { start: c.start, end: c.end });
    };
    for (let i = 0; i < 3; i++) await once();
    const runs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await once();
      runs.push(performance.now() - t0);
    }
    console.log(
      `\n${label}: DCS generation, one ship-year (36 legs): median ${median(runs).toFixed(1)} ms (target < 200 ms)`,
    );

    // 2. the fleet job, as the administrator
    const [adminUser] = (
      (await db.execute(sql`select id from users where username = 'admin'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
    const t0 = performance.now();
    const id = await startFleetJob(db, service, clock, {
      user: {
        userId: adminUser!.id,
        isAdmin: true,
        dataScope: 'all',
        companyId: null,
        authorityCode: null,
        roleCode: '99',
      },
      regime: 'imoDcs',
      year: YEAR,
      lang: 'en',
      shipIds: ids,
    });
    let last = -1;
    const tick = setInterval(async () => {
      const j = await findJob(db, id, null);
      if (j && j.done !== last) {
        last = j.done;
        console.log(`  progress ${j.done}/${j.total} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
      }
    }, 5000);
    await jobSettled(id);
    clearInterval(tick);
    const job = await findJob(db, id, null);
    const made = (await db.execute(
      sql`select count(*)::int n from reports where regime = 'imoDcs'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    const s = (performance.now() - t0) / 1000;
    console.log(
      `${label}: fleet job, ${job!.total} ships: ${job!.status}, ${job!.done} done, ${job!.failed} failed, ` +
        `${made.rows[0]!.n} reports in ${s.toFixed(1)} s (${((s * 1000) / job!.total).toFixed(1)} ms per ship; ` +
        `target < 5 min for 10,000 ships on PostgreSQL)`,
    );
  } finally {
    await drop();
  }
}

await main();
