/**
 * npm run bench:reports:fueleu — FuelEU for the demo ship-years (< 300 ms per
 * ship-year with EU MRV and ETS). Prints figures, asserts nothing. The demo fleet's ledgers are
 * written through the write service on a fresh PGlite database (or PostgreSQL with TEST_DB=postgres
 * and DATABASE_URL), then for every demo ship with energy in FuelEU scope in 2025: energy, GHG
 * intensity against the limit, compliance balance, penalty, and the median time of 5 generations
 * after one warm-up; last the demo pool the seed would form, with its allocation.
 */
import { performance } from 'node:perf_hooks';
import { seedDemoFuelEuPool } from '../../src/server/db/seed/demoVoyages/fuelEuPool.js';
import { seedDemoVoyages } from '../../src/server/db/seed/demoVoyages/seed.js';
import { ships } from '../../src/server/db/schema/index.js';
import { fuelEuGenerator, fuelEuYear } from '../../src/server/services/reports/generators/fuelEu.js';
import type { FuelEuStoredFigures } from '../../src/server/services/reports/exports/fuelEu.js';
import { poolsOfYear } from '../../src/server/repositories/fuelEuFlex.js';
import setupPgTemplate from '../support/pgGlobalSetup.js';
import { freshDatabase, testDbKind } from '../support/testDb.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const n = (x: number | null, d = 1) =>
  x === null ? '—' : x.toLocaleString('en-GB', { maximumFractionDigits: d, minimumFractionDigits: d });

async function main() {
  const teardown = testDbKind() === 'postgres' ? await setupPgTemplate() : undefined;
  const { database, drop } = await freshDatabase();
  const db = database.db;
  const now = Date.parse('2026-03-02T08:00:00Z');
  const t0 = performance.now();
  await seedDemoVoyages(db, now);
  console.log(`demo ledgers written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const fleet = await db.select({ id: ships.id, name: ships.nameEn }).from(ships);
  const times: number[] = [];
  console.log('ship                      energy MJ        GHGIE   limit    CB t CO2e   penalty EUR   ms');
  for (const s of fleet) {
    const period = fuelEuYear(2025);
    const g = await fuelEuGenerator.generate(db, s.id, period);
    const f = g.figures as FuelEuStoredFigures;
    if (f.ghgIntensity === null) continue;
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = performance.now();
      await fuelEuGenerator.generate(db, s.id, period);
      runs.push(performance.now() - a);
    }
    const ms = median(runs);
    times.push(ms);
    console.log(
      `${s.name.padEnd(24)} ${n(f.energyMJ, 0).padStart(14)} ${n(f.ghgIntensity, 3).padStart(9)} ${n(f.target, 3).padStart(8)} ${n(f.complianceBalanceT).padStart(11)} ${n(Math.round(f.penaltyEur), 0).padStart(13)} ${ms.toFixed(1).padStart(6)}`,
    );
  }
  if (times.length)
    console.log(
      `ship-years in scope: ${times.length}; median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target < 300 ms with EU MRV and ETS)`,
    );
  const pool = await seedDemoFuelEuPool(db, now);
  for (const p of await poolsOfYear(db, pool.year, null)) {
    console.log(`pool "${p.name}":`);
    for (const m of p.members)
      console.log(
        `  ${m.nameEn.padEnd(24)} before ${n(m.balanceBeforeT).padStart(10)}  after ${n(m.balanceAfterT).padStart(10)} t CO2e`,
      );
  }
  await drop();
  await teardown?.();
}

void main();
