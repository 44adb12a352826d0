/**
 * npm run bench:reports — report generation. Prints figures, asserts
 * nothing; every figure is printed with the load average of the machine (it is shared).
 * 1. IMO DCS generation of one ship-year (candidates + figures + fingerprint, as POST
 *    /api/reports runs them): median of 20 runs after 3 warm-ups. Target < 200 ms.
 * 2. EU MRV + EU ETS + FuelEU of one ship-year (candidates, figures and fingerprint of each, in
 *    one shared-reads scope as the fleet job runs them): median and max of 20 runs after 3
 *    warm-ups. Target < 300 ms.
 * 3. The fleet job: every ship of a fleet generated in the background (src/server/reports/jobs.ts),
 *    progress read from the job row as GET /api/reports/jobs/:id does, for IMO DCS and then for EU
 *    MRV, EU ETS and FuelEU (one job each, as POST /api/reports/jobs starts them), last one job
 *    generating the three EU regimes for each ship in one transaction (`alsoRegimes`). Before each
 *    job the drafts of the previous ones are cancelled, so each job generates every ship anew.
 *    Target < 5 min for 10,000 ships on PostgreSQL.
 * The fleet's ledger is generated in SQL (test/bench/fleetSql.ts: 37 port calls, 36 legs and
 * snapshots at both bounds per ship; EEA calls in every round). On PostgreSQL (DATABASE_URL set; a
 * throw-away database) the fleet is 10,000 ships; on PGlite `BENCH_FLEET` ships (default 200),
 * printed as such. `BENCH_REGIMES` (comma separated; `a+b` one job for both) picks the fleet jobs.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { EuMrvFigures } from '../../src/domain/euMrv/index.js';
import type { Regime } from '../../src/domain/reports/types.js';
import { ManualClock } from '../../src/server/clock.js';
import { newPglite, openDatabase, type Database } from '../../src/server/db/client.js';
import { migrate } from '../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../src/server/db/seed/index.js';
import type { FuelEuStoredFigures } from '../../src/server/services/reports/exports/fuelEu.js';
import { sharingReads } from '../../src/server/services/reports/generators/sharedReads.js';
import { startFleetJob } from '../../src/server/services/reports/fleetJob.js';
import { manualJobEngine } from '../../src/server/jobs/engine.js';
import { jobHandlers } from '../../src/server/jobs/handlers.js';
import { REPORT_GENERATORS } from '../../src/server/services/reports/registry.js';
import { findJob } from '../../src/server/repositories/reports/store.js';
import { seedBenchFleet } from './fleetSql.js';

const YEAR = 2025;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
const EU_REGIMES = ['euMrv', 'euEts', 'fuelEu'] as const;

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
  console.log(`throw-away database ${name} (dropped at the end)`);
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
      `\n${label}: DCS generation, one ship-year (36 legs): median ${median(runs).toFixed(1)} ms (target < 200 ms); ${load()}`,
    );

    // 2. EU MRV + ETS + FuelEU of one ship-year, as the fleet job's ship runs each regime
    const eu = async () =>
      sharingReads(db, async () => {
        const out: Partial<Record<(typeof EU_REGIMES)[number], unknown>> = {};
        for (const regime of EU_REGIMES) {
          const g = REPORT_GENERATORS[regime]!;
          const [c] = (await g.candidates(db, ship, YEAR)).filter((p) => p.status === 'generatable');
          if (!c) throw new Error(`the bench ship-year has no generatable ${regime} period`);
          out[regime] = (await g.generate(db, ship, { start: c.start, end: c.end })).figures;
        }
        return out;
      });
    const first = await eu();
    const mrv = first.euMrv as EuMrvFigures;
    const fuelEu = first.fuelEu as FuelEuStoredFigures;
    for (let i = 0; i < 2; i++) await eu();
    const euRuns: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await eu();
      euRuns.push(performance.now() - t0);
    }
    console.log(
      `${label}: EU MRV + ETS + FuelEU, one ship-year (${mrv.voyages.length} EU voyages, CO2 ${mrv.aggregates.co2.total.toFixed(1)} t, ` +
        `surrender ${mrv.ets.surrender.toFixed(1)}, FuelEU balance ${fuelEu.complianceBalanceT?.toFixed(1) ?? '—'} t CO2e): ` +
        `median ${median(euRuns).toFixed(1)} ms, max ${Math.max(...euRuns).toFixed(1)} ms (target < 300 ms); ${load()}`,
    );

    // 3. the fleet jobs, as the administrator
    const [adminUser] = (
      (await db.execute(sql`select id from users where username = 'admin'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
    // A job per comma-separated item; `a+b+c` is one job generating the three for each ship.
    const jobs = (process.env.BENCH_REGIMES ?? ['imoDcs', ...EU_REGIMES, EU_REGIMES.join('+')].join(','))
      .split(',')
      .map((x) => x.trim().split('+') as Regime[]);
    for (const [regime, ...alsoRegimes] of jobs) {
      const name = [regime, ...alsoRegimes].join(' + ');
      await db.execute(sql`update reports set status = 'cancelled' where status = 'draft'`);
      const t0 = performance.now();
      const id = await startFleetJob(db, clock, {
        user: {
          userId: adminUser!.id,
          isAdmin: true,
          dataScope: 'all',
          companyId: null,
          authorityCode: null,
          roleCode: '99',
        },
        regime: regime!,
        alsoRegimes,
        year: YEAR,
        lang: 'en',
        shipIds: ids,
      });
      let last = -1;
      const tick = setInterval(async () => {
        const j = await findJob(db, id, null);
        if (j && j.done !== last) {
          last = j.done;
          console.log(
            `  ${name} progress ${j.done}/${j.total} (${((performance.now() - t0) / 1000).toFixed(0)} s; ${load()})`,
          );
        }
      }, 5000);
      // The ships run through the job engine's queue, here in this process.
      await (await manualJobEngine(database, { handlers: jobHandlers(clock) })).drain();
      clearInterval(tick);
      const job = await findJob(db, id, null);
      const made = (await db.execute(
        sql`select count(*)::int n from reports where status = 'draft'`,
      )) as unknown as {
        rows: { n: number }[];
      };
      const s = (performance.now() - t0) / 1000;
      console.log(
        `${label}: ${name} fleet job, ${job!.total} ships: ${job!.status}, ${job!.done} done, ${job!.failed} failed, ` +
          `${made.rows[0]!.n} reports in ${s.toFixed(1)} s (${((s * 1000) / job!.total).toFixed(1)} ms per ship; ` +
          `target < 5 min for 10,000 ships on PostgreSQL); ${load()}`,
      );
    }
  } finally {
    await drop();
  }
}

await main();
