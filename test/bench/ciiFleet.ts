/**
 * The CII part of `npm run bench:calc`: ratings for a 10,000-ship fleet from
 * stored ledger totals on PostgreSQL, target < 2 s cold. A throw-away database is migrated and
 * seeded, 10,000 synthetic ships get one stored period of 2025 each (distance and fuel per class,
 * as `cii_ratings` keeps them), then a NEW connection (cold pool, cold plan cache) runs
 * `rerateYear` (read totals → calculateCii → write figures) and the fleet view's read. Without
 * DATABASE_URL it runs on PGlite with BENCH_FLEET ships (default 1,000), printed as such.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { newPglite, openDatabase, type Database } from '../../src/server/db/client.js';
import { migrate } from '../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../src/server/db/seed/index.js';
import { rerateYear } from '../../src/server/services/cii/rerate.js';
import { storedParts } from '../../src/server/repositories/cii/ratingsStore.js';

const YEAR = 2025;

async function open() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const pglite = newPglite();
    const database = await openDatabase({ pglite });
    return {
      database,
      reopen: async () => database,
      size: Number(process.env.BENCH_FLEET ?? 1000),
      label: 'PGlite',
      drop: () => database.close(),
    };
  }
  const name = `bench_cii_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const opened: Database[] = [];
  const at = async () => {
    const d = await openDatabase({ url: u.toString() });
    opened.push(d);
    return d;
  };
  const database = await at();
  return {
    database,
    reopen: async () => {
      await database.close();
      opened.splice(opened.indexOf(database), 1);
      return at();
    },
    size: Number(process.env.BENCH_FLEET ?? 10_000),
    label: 'PostgreSQL',
    drop: async () => {
      for (const d of opened) await d.close().catch(() => undefined);
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

export async function ciiFleetBench() {
  const { database, reopen, size, label, drop } = await open();
  try {
    await migrate(database);
    await seedIfEmpty(database.db, { adminPassword: 'Bench#Cii2026', demo: false });
    const s0 = performance.now();
    // Ship types 1–7 (CII types) by turn; tonnage and totals spread deterministically.
    await database.db.execute(sql`
      insert into ships (imo, name_en, ship_type_code, flag_code, home_port_code, gt, nt, dwt, design_speed)
      select 'B' || i, 'CIIBENCH ' || i, (1 + i % 7)::text, 'PAN', 'CNSHA', 8000 + i % 90000, 5000, 10000 + (i * 37) % 150000, 14
        from generate_series(1, ${size}) i`);
    await database.db.execute(sql`
      insert into cii_ratings (ship_id, year, period_start, period_end, split_by, ship_type, dwt, gt,
                               distance_nm, fuel_t, param_version, source, fingerprint, computed_at)
      select s.id, ${YEAR}, '2025-01-01T00:00Z', '2026-01-01T00:00Z', '["yearStart","yearEnd"]'::jsonb,
             t.calc_type, s.dwt, s.gt, 40000 + (s.id * 131) % 60000,
             jsonb_build_object('HFO', 3000 + (s.id * 71) % 9000, 'MDO_MGO', 300 + (s.id * 13) % 700),
             'seed', 'ledger', 'bench', now()
        from ships s join dic_ship_types t on t.code = s.ship_type_code where s.name_en like 'CIIBENCH %'`);
    await database.db.execute(sql`analyze cii_ratings`);
    const s1 = performance.now();
    const cold = await reopen();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = await rerateYear(cold.db, YEAR, new Date());
    const t1 = performance.now();
    const parts = await storedParts(cold.db, 'all', 2023);
    const t2 = performance.now();
    const cpu = process.cpuUsage(c0);
    const byRating: Record<string, number> = {};
    for (const p of parts) if (p.rating) byRating[p.rating] = (byRating[p.rating] ?? 0) + 1;
    console.log(`CII fleet from stored totals on ${label}: ${size} ships, year ${YEAR}`);
    console.log(`  seed stored totals: ${(s1 - s0).toFixed(0)} ms (not counted)`);
    console.log(
      `  ratings: ${Object.entries(byRating)
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} (read ${r.read}, rated ${r.rated}, skipped ${r.skipped})`,
    );
    console.log(
      `  cold: read totals + calculateCii + write figures: ${(t1 - t0).toFixed(0)} ms (target < 2000 ms)`,
    );
    console.log(
      `    of which read ${r.ms.read.toFixed(0)} ms, calculateCii ${r.ms.compute.toFixed(0)} ms, write ${r.ms.write.toFixed(0)} ms`,
    );
    console.log(`  then the fleet view's read of every stored part: ${(t2 - t1).toFixed(0)} ms`);
    console.log(`  process CPU: ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
  } finally {
    await drop();
  }
}

// Alone: `npx tsx test/bench/ciiFleet.ts` (npm run bench:calc runs it after the in-process part).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await ciiFleetBench();
