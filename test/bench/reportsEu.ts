/**
 * EU MRV + EU ETS generation for one ship-year (issue 15, Measure: target < 300 ms). Prints
 * figures, asserts nothing. The demo fleet's ledgers are written through the write service on a
 * fresh PGlite database (or PostgreSQL with TEST_DB=postgres and DATABASE_URL, a throw-away
 * database); for each demo ship the 2025 EU MRV report (the first candidate part) and the EU ETS
 * report of the same period are generated 5 times after one warm-up; the median per ship is printed,
 * with the number of EU voyages and the surrender.
 * Run: npm run bench:reports:eu
 */
import { performance } from 'node:perf_hooks';
import type { EuMrvFigures } from '../../src/domain/euMrv/index.js';
import { ships } from '../../src/server/db/schema/index.js';
import { seedDemoVoyages } from '../../src/server/db/seed/demoVoyages/seed.js';
import { euEtsGenerator } from '../../src/server/reports/generators/euEts.js';
import { euMrvGenerator } from '../../src/server/reports/generators/euMrv.js';
import setupPgTemplate from '../support/pgGlobalSetup.js';
import { freshDatabase, testDbKind } from '../support/testDb.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const teardown = testDbKind() === 'postgres' ? await setupPgTemplate() : undefined;
  const { database, drop } = await freshDatabase();
  const db = database.db;
  const t0 = performance.now();
  await seedDemoVoyages(db, Date.parse('2026-03-02T08:00:00Z'));
  console.log(`demo ledgers written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const fleet = await db.select({ id: ships.id, name: ships.nameEn }).from(ships);
  const times: number[] = [];
  for (const s of fleet) {
    const parts = await euMrvGenerator.candidates(db, s.id, 2025);
    if (parts.length === 0) continue;
    const period = { start: parts[0]!.start, end: parts[0]!.end };
    const both = async () => {
      const mrv = await euMrvGenerator.generate(db, s.id, period);
      await euEtsGenerator.generate(db, s.id, period);
      return mrv.figures as EuMrvFigures;
    };
    const f = await both();
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = performance.now();
      await both();
      runs.push(performance.now() - a);
    }
    const m = median(runs);
    times.push(m);
    console.log(
      `${s.name.padEnd(24)} EU MRV + ETS ${m.toFixed(1)} ms   voyages ${f.voyages.length}   CO2 ${f.aggregates.co2.total.toFixed(1)} t   surrender ${f.ets.surrender.toFixed(1)}`,
    );
  }
  if (times.length)
    console.log(
      `ship-years: ${times.length}; EU MRV + ETS median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target < 300 ms)`,
    );
  await drop();
  await teardown?.();
}

void main();
