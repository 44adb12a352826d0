/**
 * npm run bench:api — every read a screen makes, under 50 connections, against its target; prints,
 * asserts nothing. About 8 minutes (10 reads + 3 cached lists × 3 reps × 2 × 4 s on PostgreSQL,
 * the PGlite set, server starts); the first run on a server also builds the fleet database
 * (kit/fleetDb.ts, a few minutes, once).
 *
 * Targets (PostgreSQL, the 10,000-ship × 3-year database, 50 connections, p95):
 * - read cache off (`EEOI_READ_CACHE_ENTRIES=0`): ship list (random page or filter), port
 *   dictionary (random page), legs IMO / EU and totals (random ship, 2025), voyages (random ship),
 *   the dashboard's calls: p95 < 50 ms; report hub (random page), company statistics 3 years,
 *   analysis trend by month 3 years: p95 < 200 ms.
 * - read cache on (the default), ten pages per list so the cache can answer, a writer loop
 *   posting ledger writes the whole time: ≥ 0.3 × the bare route's req/s.
 * - PGlite (the embedded default, demo data, cache on): no failed request on the same read set.
 * Every figure: min / median / max over 3 reps, each rep right after a run of the bare Fastify
 * anchor (its own process), the load average beside it. The app runs in its own process
 * (kit/appServer.ts), the load comes from wrk (or test/bench/load.ts without wrk).
 * Without DATABASE_URL only the PGlite part runs. `BENCH_ONLY=<text>` keeps the targets whose name
 * contains the text (case-insensitive), to measure one read while working on it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBareAnchor, type Anchor } from './kit/anchor.js';
import { call, startAppInstance } from './kit/app.js';
import { fleetDatabase, FLEET_YEARS } from './kit/fleetDb.js';
import { generator, measure } from './kit/http.js';
import { loadAverage } from './kit/loadAverage.js';
import { errorRow, latencyRow, printTable, ratioRow, type Row } from './kit/print.js';
import { cachedSets, readSet, type ReadTarget } from './kit/readSet.js';
import { scopeOf } from './kit/scope.js';
import { ledgerWriter } from './kit/writer.js';

const YEAR = 2025;
const YEARS = [FLEET_YEARS[0], FLEET_YEARS.at(-1)!] as const;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const REPS = Number(process.env.BENCH_REPS ?? 3);
const opts = { connections: 50, seconds: SECONDS, reps: REPS };
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const chosen = <T extends { name: string }>(targets: T[]) =>
  ONLY ? targets.filter((t) => t.name.toLowerCase().includes(ONLY)) : targets;

/** Each target's first path once by hand: a refused or missing route shows as such, not as a figure. */
async function probe(base: string, token: string, targets: Array<{ paths: string[] }>) {
  for (const t of targets) await call(base, token, t.paths[0]!);
}

async function postgres(url: string, anchor: Anchor): Promise<Row[]> {
  const fleet = await fleetDatabase(url);
  const rows: Row[] = [];
  const off = await startAppInstance({ label: 'cache off', databaseUrl: fleet.url, cache: false });
  try {
    const token = await off.login();
    const scope = await scopeOf(off.base, token, { imos: fleet.imos, year: YEAR, years: YEARS });
    const reads: ReadTarget[] = chosen(readSet(scope));
    await probe(off.base, token, reads);
    console.log(
      `\nPostgreSQL ${fleet.name}, read cache off: ${reads.length} reads, ${scope.imos.length} ships, ` +
        `${scope.shipPages} ship-list pages, ${scope.hubPages} hub pages; load ${loadAverage()}`,
    );
    for (const t of reads) {
      const m = await measure({ name: t.name, base: off.base, token }, { ...opts, paths: t.paths, anchor });
      rows.push(latencyRow(m, t.goalMs, `${t.paths.length} paths`));
    }
  } finally {
    await off.stop();
  }
  const on = await startAppInstance({ label: 'cache on', databaseUrl: fleet.url, cache: true });
  try {
    const token = await on.login();
    const scope = await scopeOf(on.base, token, { imos: fleet.imos, year: YEAR, years: YEARS });
    const writer = await ledgerWriter(on.base, await on.login());
    console.log(`\nPostgreSQL, read cache on, beside a writer loop (${writer.label}); load ${loadAverage()}`);
    for (const t of chosen(cachedSets(scope))) {
      await probe(on.base, token, [t]);
      const m = await measure(
        { name: t.name, base: on.base, token },
        { ...opts, paths: t.paths, anchor, writes: writer },
      );
      const w = m.writes!.reduce((n, x) => n + x.writes, 0);
      rows.push(ratioRow(m, 0.3, `${t.paths.length} paths, ${w} ledger writes beside`));
    }
  } finally {
    await on.stop();
  }
  return rows;
}

async function pglite(anchor: Anchor): Promise<Row[]> {
  if (ONLY && !'pglite'.includes(ONLY)) return [];
  const dir = mkdtempSync(join(tmpdir(), 'eeoi-bench-pglite-'));
  console.log(`\nPGlite (embedded, demo data; the first start seeds it): load ${loadAverage()}`);
  const app = await startAppInstance({ label: 'PGlite', dataDir: dir, cache: true });
  try {
    const token = await app.login();
    const scope = await scopeOf(app.base, token, { year: YEAR, years: [2024, 2025] });
    const reads = readSet(scope);
    await probe(app.base, token, reads);
    const paths = reads.flatMap((t) => t.paths);
    const m = await measure(
      { name: `PGlite, the read set mixed (${reads.length} reads)`, base: app.base, token },
      { ...opts, paths, anchor },
    );
    return [errorRow(m, `${paths.length} paths, ${scope.imos.length} demo ships`)];
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const anchor = await startBareAnchor();
try {
  console.log(
    `bench:api — load from ${generator === 'wrk' ? 'wrk (1 thread)' : 'Node (test/bench/load.ts): wrk not found'}, ` +
      `${opts.connections} connections, ${REPS} reps × ${SECONDS} s, each after a bare-anchor run; load ${loadAverage()}`,
  );
  const rows = [
    ...(process.env.DATABASE_URL ? await postgres(process.env.DATABASE_URL, anchor) : []),
    ...(await pglite(anchor)),
  ];
  printTable(
    'bench:api',
    rows,
    [
      process.env.DATABASE_URL
        ? ''
        : 'PostgreSQL: skipped (set DATABASE_URL to a server the bench may create a database on).',
      `Load generator: ${generator === 'wrk' ? 'wrk' : 'test/bench/load.ts (wrk not installed)'}. × bare = median req/s ÷ the bare Fastify hello's in the same reps.`,
      'A ledger write bumps the statistics revision (cached statistics); the ship list and port dictionary are keyed on the reference revision, which ledger writes leave alone.',
    ].filter(Boolean),
  );
} finally {
  await anchor.stop();
}
