/**
 * npm run bench:ledger — the voyage ledger's write and derivation against their targets; prints,
 * asserts nothing. About 3 minutes (plus the fleet database's first build, once).
 *
 * Targets: a ledger write of one ship-year < 2 s and its derivation < 20 ms, on the 10,000-ship ×
 * 3-year PostgreSQL database (kit/fleetDb.ts).
 * 1. Derivation in process (deriveLegs, IMO + EU + UK legs of the ferry's ~400 records): 100 runs
 *    after 20 that warm the JIT; min / median / max.
 * 2. The write alone: POST /api/voyage-data of the ferry's ship-year with a session, every item
 *    new (created), then the same again (unchanged), then deleted to leave the database as built;
 *    5 reps, the app in its own process.
 * 3. The same write beside reads: legs IMO of a random fleet ship under 50 connections (wrk, 3
 *    reps, each after a bare-anchor run), a writer loop writing and deleting the ship-year the
 *    whole time; the writes' times and the reads' p95 beside them.
 * The ledger's reads alone (legs, totals, voyages at 50 connections) are in bench:api.
 */
import { performance } from 'node:perf_hooks';
import {
  deriveLegs,
  episodeFromInput,
  recordFromInput,
  type PortFacts,
} from '../../src/domain/ledger/index.js';
import { demoPorts } from '../../src/server/db/seed/demoVoyages/index.js';
import { startBareAnchor } from './kit/anchor.js';
import { call, startAppInstance } from './kit/app.js';
import { fleetDatabase } from './kit/fleetDb.js';
import { generator, measure } from './kit/http.js';
import { loadAverage, loadNow } from './kit/loadAverage.js';
import { latencyRow, printTable, timeRow, type Row } from './kit/print.js';
import { ferry, ferryShipYear, LEDGER_YEAR, refCodesOf } from './kit/shipYear.js';
import { spread } from './kit/stats.js';
import { shipYearWriter } from './kit/writer.js';

const REPS = Number(process.env.BENCH_REPS ?? 5);
const shipYear = ferryShipYear();
const items = refCodesOf(shipYear).length;

function derivation(): Row {
  const ports = demoPorts();
  const facts = (code: string): PortFacts | undefined => {
    const p = ports.get(code);
    return (
      p && { code, isEea: p.isEea, isUk: p.isUk, isOutermostRegion: false, isTranshipment: code === 'MAPTM' }
    );
  };
  const recs = shipYear.records.map(recordFromInput);
  const eps = shipYear.episodes.map(episodeFromInput);
  const ship = { isContainer: false, dwt: ferry.dwt, referenceSpeedKn: ferry.speed[1] };
  const times: number[] = [];
  const loads: number[] = [];
  let legs = 0;
  for (let i = 0; i < 120; i++) {
    const t0 = performance.now();
    legs = deriveLegs(recs, eps, facts, ship).length;
    if (i >= 20) times.push(performance.now() - t0);
    if (i % 20 === 0) loads.push(loadNow());
  }
  return timeRow('derivation of one ship-year, in process', spread(times), 20, spread(loads), {
    note: `${recs.length} records, ${eps.length} episodes → ${legs} legs`,
  });
}

async function post(base: string, token: string) {
  const t0 = performance.now();
  const r = await call<{ created: number; updated: number; unchanged: number }>(
    base,
    token,
    '/api/voyage-data',
    {
      method: 'POST',
      body: shipYear,
    },
  );
  return { ms: performance.now() - t0, ...r };
}

const del = (base: string, token: string) =>
  call(base, token, '/api/voyage-data', {
    method: 'DELETE',
    body: { ship: shipYear.records[0]!.ship, refCodes: refCodesOf(shipYear) },
  });

async function postgres(url: string): Promise<Row[]> {
  const fleet = await fleetDatabase(url);
  const app = await startAppInstance({ label: 'PostgreSQL', databaseUrl: fleet.url, cache: true });
  const anchor = await startBareAnchor();
  try {
    const token = await app.login();
    await del(app.base, token); // a run stopped half-way may have left it
    const created: number[] = [];
    const again: number[] = [];
    const loads: number[] = [];
    console.log(
      `\nPostgreSQL ${fleet.name}: the ferry's ${LEDGER_YEAR} (${shipYear.records.length} records, ${items} items), ` +
        `${REPS} reps; load ${loadAverage()}`,
    );
    for (let rep = 1; rep <= REPS; rep++) {
      loads.push(loadNow());
      const a = await post(app.base, token);
      const b = await post(app.base, token);
      await del(app.base, token);
      created.push(a.ms);
      again.push(b.ms);
      console.log(
        `  rep ${rep}: written ${a.ms.toFixed(0)} ms (created ${a.created}), again ${b.ms.toFixed(0)} ms ` +
          `(unchanged ${b.unchanged}) | load ${loadAverage()}`,
      );
    }
    const rows = [
      timeRow('ledger write of one ship-year, alone', spread(created), 2000, spread(loads), {
        note: `${items} items created, HTTP with a session`,
      }),
      timeRow('the same ship-year written again (unchanged)', spread(again), 2000, spread(loads)),
    ];
    const writer = shipYearWriter(app.base, token);
    const from = `${LEDGER_YEAR}-01-01T00:00:00Z`;
    const to = `${LEDGER_YEAR + 1}-01-01T00:00:00Z`;
    const paths = fleet.imos.map((i) => `/api/voyage-data/legs?ship=${i}&from=${from}&to=${to}&kind=imo`);
    await call(app.base, token, paths[0]!);
    console.log(`\nBeside reads: legs IMO of a random ship, 50 connections; ${writer.label}`);
    const m = await measure(
      { name: 'legs IMO, random ship-year, beside ship-year writes', base: app.base, token },
      { paths, anchor, writes: writer, connections: 50, seconds: 8, reps: 3 },
    );
    const w = m.writes!;
    const times = w.flatMap((x) => x.times);
    const failed = w.reduce((n, x) => n + x.errors, 0);
    rows.push(
      timeRow('ledger write of one ship-year, beside 50 reading connections', spread(times), 2000, m.load, {
        bare: m.ratio.median.toFixed(3),
        note: `${w.reduce((n, x) => n + x.writes, 0)} writes, ${failed} failed${w.find((x) => x.error)?.error ? `: ${w.find((x) => x.error)!.error}` : ''}`,
      }),
      latencyRow(m, 50, `${paths.length} ships`),
    );
    await del(app.base, token);
    return rows;
  } finally {
    await anchor.stop();
    await app.stop();
  }
}

console.log(
  `bench:ledger — load from ${generator === 'wrk' ? 'wrk (1 thread)' : 'Node (test/bench/load.ts): wrk not found'}; load ${loadAverage()}`,
);
const rows = [derivation()];
if (process.env.DATABASE_URL) rows.push(...(await postgres(process.env.DATABASE_URL)));
printTable(
  'bench:ledger',
  rows,
  process.env.DATABASE_URL
    ? []
    : ['PostgreSQL: skipped (set DATABASE_URL to a server the bench may create a database on).'],
);
