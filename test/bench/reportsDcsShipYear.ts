/**
 * IMO DCS generation of one ship-year against its target (< 200 ms); prints, asserts nothing.
 * About 1 minute (plus the fleet database's first build, once). PostgreSQL (DATABASE_URL).
 *
 * On the 10,000-ship database (kit/fleetDb.ts), over HTTP with a session as the report screen
 * does it, on 10 random ships of the user's scope (never the same ship twice, so no plan, buffer
 * or report is reused from the previous call): GET /api/reports/candidates for 2025, then POST
 * /api/reports for its first generatable period, which generates and stores the draft. Both are
 * timed; the target is the POST. The drafts are deleted at the end, so the database stays as built.
 * Run: npx tsx test/bench/reportsDcsShipYear.ts
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { CandidatePeriod } from '../../src/domain/reports/types.js';
import { call, startAppInstance } from './kit/app.js';
import { fleetDatabase } from './kit/fleetDb.js';
import { loadAverage, loadNow } from './kit/loadAverage.js';
import { printTable, timeRow } from './kit/print.js';
import { spread } from './kit/stats.js';

const SHIPS = Number(process.env.BENCH_REPS ?? 10);
const YEAR = 2025;

async function bench(url: string) {
  const fleet = await fleetDatabase(url);
  const app = await startAppInstance({ label: 'PostgreSQL', databaseUrl: fleet.url, cache: true });
  const made: number[] = [];
  try {
    const token = await app.login();
    const ids = [...fleet.shipIds].sort(() => Math.random() - 0.5);
    const candidates: number[] = [];
    const generate: number[] = [];
    const loads: number[] = [];
    console.log(`\nPostgreSQL ${fleet.name}: IMO DCS ${YEAR}, ${SHIPS} random ships; load ${loadAverage()}`);
    for (const shipId of ids) {
      if (generate.length === SHIPS) break;
      loads.push(loadNow());
      let t0 = performance.now();
      const periods = await call<CandidatePeriod[]>(
        app.base,
        token,
        `/api/reports/candidates?regime=imoDcs&shipId=${shipId}&year=${YEAR}`,
      );
      const tCandidates = performance.now() - t0;
      const period = periods.find((p) => p.status === 'generatable');
      if (!period) continue; // a report left by a stopped run: the next ship
      t0 = performance.now();
      const report = await call<{ id: number }>(app.base, token, '/api/reports', {
        method: 'POST',
        body: { regime: 'imoDcs', shipId, period: { start: period.start, end: period.end } },
      });
      generate.push(performance.now() - t0);
      candidates.push(tCandidates);
      made.push(Number(report.id));
      console.log(
        `  ship ${shipId}: candidates ${tCandidates.toFixed(1)} ms, generate ${generate.at(-1)!.toFixed(1)} ms | load ${loadAverage()}`,
      );
    }
    const note = 'HTTP with a session, random ships';
    printTable('bench:reports (IMO DCS, one ship-year)', [
      timeRow(
        'IMO DCS generation of one ship-year (POST /api/reports)',
        spread(generate),
        200,
        spread(loads),
        {
          note,
        },
      ),
      timeRow('its candidate periods (GET /api/reports/candidates)', spread(candidates), 200, spread(loads), {
        note,
      }),
    ]);
  } finally {
    await app.stop();
    const db = new pg.Client({ connectionString: fleet.url });
    await db.connect();
    await db.query('delete from reports where id = any($1::int[])', [made]);
    await db.end();
  }
}

const url = process.env.DATABASE_URL;
if (!url)
  console.log(
    'reportsDcsShipYear needs PostgreSQL: set DATABASE_URL to a server the bench may create a database on',
  );
else await bench(url);
