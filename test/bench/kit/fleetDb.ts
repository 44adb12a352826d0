/**
 * The 10,000-ship × 3-year PostgreSQL database the benches share. Built once (several minutes)
 * and kept: its name carries the migration head, so a run after a new migration builds a fresh
 * one and every other run reuses it. `BENCH_REBUILD=1` builds it again.
 *
 * Content: the demo companies and users (no demo ledgers), `test/bench/fleetSql.ts`'s fleet
 * (10,000 ships × 2025: 37 port calls, 36 IMO + 36 EU legs, bunkers, snapshots), then 2023 and
 * 2024 IMO legs with their fuel lines copied from 2025 (one voyage per ship-year), so statistics
 * and analysis read 10,000 ships × 3 years. It is built under a temporary name and renamed when
 * complete, so an interrupted build is never reused.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../../src/server/db/seed/index.js';
import { rebuildMonthSummary } from '../../../src/server/repositories/fleetMonthSummary.js';
import { seedBenchFleet } from '../fleetSql.js';

export const FLEET_SIZE = 10_000;
export const FLEET_YEARS = [2023, 2024, 2025] as const;
/** The password of every account in the bench database (demo_company is the user the benches log in as). */
export const BENCH_PASSWORD = 'Bench#Fleet2026';

export interface FleetDatabase {
  /** Connection string of the kept database. */
  url: string;
  name: string;
  /** IMO numbers of 2,000 fleet ships in demo_company's scope. */
  imos: string[];
  /** Their database ids, in the same order (the report routes take ids). */
  shipIds: number[];
  /** demo_company's group (HYSG): two thirds of the fleet. */
  companyId: number;
  built: boolean;
}

/** The last migration's number, from the journal the migrator applies. */
export function migrationHead(): string {
  const journal = JSON.parse(
    readFileSync(new URL('../../../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: Array<{ tag: string }> };
  return journal.entries.at(-1)!.tag.slice(0, 4);
}

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function twoMoreYears(database: Database) {
  const db = database.db;
  for (const y of [2023, 2024]) {
    const shift = `${2025 - y} years`;
    const voyageNo = `LB${String(y).slice(2)}Y`;
    await db.execute(sql`
      insert into voyages (ship_id, voyage_no, start_at, end_at)
      select s.id, ${voyageNo}, make_timestamptz(${y}, 1, 1, 0, 0, 0, 'UTC'), make_timestamptz(${y + 1}, 1, 1, 0, 0, 0, 'UTC')
        from ships s where s.name_en like 'LBENCH %'`);
    await db.execute(sql`
      insert into voyage_legs (ship_id, voyage_id, kind, seq, from_ref_code, to_ref_code, from_port, to_port,
                               departure_at, arrival_at, distance_nm, hours_underway, co2_t, cargo_t,
                               transport_work_tnm, eeoi, eu_category)
      select l.ship_id, v.id, l.kind, l.seq, 'Y' || l.from_ref_code, 'Y' || l.to_ref_code, l.from_port, l.to_port,
             l.departure_at - ${shift}::interval, l.arrival_at - ${shift}::interval, l.distance_nm, l.hours_underway,
             l.co2_t, l.cargo_t, l.transport_work_tnm, l.eeoi, l.eu_category
        from voyage_legs l join ships s on s.id = l.ship_id and s.name_en like 'LBENCH %'
        join voyages v on v.ship_id = l.ship_id and v.voyage_no = ${voyageNo}
       where l.kind = 'imo' and l.departure_at >= '2024-12-28' and l.departure_at < '2026-01-01'`);
    await db.execute(sql`
      insert into voyage_leg_fuels (leg_id, fuel_code, at_sea_t, in_port_t)
      select l.id, f.code, f.sea, f.port
        from voyage_legs l join voyages v on v.id = l.voyage_id and v.voyage_no = ${voyageNo}
        cross join (values ('11', 150.0, 0.0), ('3', 0.0, 8.0)) f(code, sea, port)`);
  }
}

async function build(url: string, name: string, size: number) {
  const building = `${name}_building`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const t0 = performance.now();
  const database = await openDatabase({ url: withDb(url, building) });
  try {
    await migrate(database);
    await seedIfEmpty(database.db, {
      adminPassword: BENCH_PASSWORD,
      demo: true,
      demoPassword: BENCH_PASSWORD,
      demoVoyages: false,
    });
    await seedBenchFleet(database, size);
    await twoMoreYears(database);
    // What startApp would do on the first start, done here so no bench pays it.
    await rebuildMonthSummary(database.db);
    // Vacuumed as well as analysed: a bulk-loaded table has no visibility map yet, so index-only
    // scans would visit the heap for every row until autovacuum came by (and a server may run
    // without autovacuum); a production database that has lived a while has been vacuumed.
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`alter database ${building} rename to ${name}`);
  await admin.end();
  console.log(`built ${name} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

/**
 * The kept fleet database on the server of `url` (a connection string to any database there with
 * the right to create databases), built when absent or when `BENCH_REBUILD=1`. A smaller `size`
 * (its own database) is for measuring what does not grow with the fleet, such as a request's fixed
 * CPU cost (cpuPerRequest.ts); the targets are stated for the full size.
 */
export async function fleetDatabase(url: string, size = FLEET_SIZE): Promise<FleetDatabase> {
  const name = `eeoi_bench_fleet_${migrationHead()}${size === FLEET_SIZE ? '' : `_s${size}`}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  await admin.end();
  const built = !exists || process.env.BENCH_REBUILD === '1';
  if (built) {
    console.log(`building ${name} (${size} ships × ${FLEET_YEARS.length} years; several minutes, once)`);
    await build(url, name, size);
  }
  const client = new pg.Client({ connectionString: withDb(url, name) });
  await client.connect();
  try {
    const imos = await client.query<{ id: number; imo: string }>(
      `select id, imo from ships
        where case when name_en ~ '^LBENCH [0-9]+$' then substr(name_en, 8)::int % 3 = 0 else false end
        order by id limit 2000`,
    );
    const company = await client.query<{ id: number }>(`select id from companies where code = 'HYSG'`);
    return {
      url: withDb(url, name),
      name,
      imos: imos.rows.map((r) => r.imo),
      shipIds: imos.rows.map((r) => Number(r.id)),
      companyId: Number(company.rows[0]!.id),
      built,
    };
  } finally {
    await client.end();
  }
}

// Run alone to build (or check) the database: npx tsx test/bench/kit/fleetDb.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to a PostgreSQL server the bench may create a database on');
  const f = await fleetDatabase(url);
  console.log(`${f.name}: ${f.imos.length} ships in scope, company ${f.companyId}`);
}
