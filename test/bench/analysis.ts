/**
 * npm run bench:analysis — fleet statistics and the analysis trend, cold, against their target;
 * prints, asserts nothing. About 1 minute (plus the fleet database's first build, once).
 *
 * Target: company statistics and the analysis trend by month over 3 years of the 10,000-ship
 * PostgreSQL database (kit/fleetDb.ts) answer in < 500 ms cold. Cold is what a user gets after
 * any ledger write: the write bumps the statistics revision the read cache keys these answers on,
 * so the next call computes from the database. Each rep: one ledger write through the API (the
 * revision is read before and after to show it moved), then the call timed over HTTP with a
 * session (the app as the product runs it, read cache on, its own process), then the same call
 * again (from the cache) for contrast. 5 reps each; min / median / max and the load average.
 * Under 50 connections with the cache off these routes are in bench:api.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { call, startAppInstance } from './kit/app.js';
import { fleetDatabase, FLEET_YEARS } from './kit/fleetDb.js';
import { loadAverage, loadNow } from './kit/loadAverage.js';
import { printTable, timeRow, type Row } from './kit/print.js';
import { spread } from './kit/stats.js';
import { oneLedgerWrite } from './kit/writer.js';

const REPS = Number(process.env.BENCH_REPS ?? 5);
const [Y0, Y1] = [FLEET_YEARS[0], FLEET_YEARS.at(-1)!];

async function bench(url: string): Promise<Row[]> {
  const fleet = await fleetDatabase(url);
  const app = await startAppInstance({ label: 'PostgreSQL', databaseUrl: fleet.url, cache: true });
  const revs = new pg.Client({ connectionString: fleet.url });
  await revs.connect();
  const rev = async () =>
    Number((await revs.query(`select rev from cache_revs where name = 'statistics'`)).rows[0].rev);
  try {
    const token = await app.login();
    const routes = [
      [
        'company statistics',
        `/api/statistics/companies/annual?companyId=${fleet.companyId}&fromYear=${Y0}&toYear=${Y1}`,
      ],
      [
        'analysis trend by month',
        `/api/analysis/trend?companyId=${fleet.companyId}&fromYear=${Y0}&toYear=${Y1}&bucket=month`,
      ],
    ] as const;
    for (const [, path] of routes) await call(app.base, token, path); // the route answers; plans and JIT warm
    console.log(
      `\nPostgreSQL ${fleet.name}: company ${fleet.companyId} (two thirds of the fleet), ${Y0}–${Y1}, ` +
        `${REPS} reps, each after a ledger write; load ${loadAverage()}`,
    );
    const rows: Row[] = [];
    let n = 0;
    for (const [name, path] of routes) {
      const cold: number[] = [];
      const warm: number[] = [];
      const loads: number[] = [];
      for (let rep = 1; rep <= REPS; rep++) {
        const before = await rev();
        await oneLedgerWrite(app.base, token, ++n);
        const after = await rev();
        loads.push(loadNow());
        const time = async () => {
          const t0 = performance.now();
          await call(app.base, token, path);
          return performance.now() - t0;
        };
        cold.push(await time());
        warm.push(await time());
        console.log(
          `  rep ${rep} ${name}: first call after the write ${cold.at(-1)!.toFixed(0)} ms, again ` +
            `${warm.at(-1)!.toFixed(1)} ms (statistics revision ${before} → ${after}) | load ${loadAverage()}`,
        );
      }
      const note = `${Y0}–${Y1}, HTTP with a session`;
      rows.push(
        timeRow(`${name}, cold (first call after a ledger write)`, spread(cold), 500, spread(loads), {
          note,
        }),
        timeRow(`${name}, the call again (read cache)`, spread(warm), 500, spread(loads)),
      );
    }
    return rows;
  } finally {
    await revs.end();
    await app.stop();
  }
}

const url = process.env.DATABASE_URL;
if (!url)
  console.log(
    'bench:analysis needs PostgreSQL: set DATABASE_URL to a server the bench may create a database on',
  );
else printTable('bench:analysis', await bench(url));
