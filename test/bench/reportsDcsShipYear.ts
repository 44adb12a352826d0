/**
 * DCS and CMSA generation for one ship-year (target < 200 ms for DCS). Prints
 * figures, asserts nothing. The demo fleet's ledgers are written through the write service on a
 * fresh PGlite database (or PostgreSQL with TEST_DB=postgres and DATABASE_URL, a throw-away database), then
 * each demo ship's 2025 DCS report (the first generatable candidate part) and CMSA annual report
 * are generated 5 times after one warm-up; the median per ship is printed.
 * Run: npx tsx test/bench/reportsDcsShipYear.ts
 */
import { performance } from 'node:perf_hooks';
import { imoDcsGenerator } from '../../src/server/services/reports/generators/imoDcs.js';
import { chinaMsaGenerator } from '../../src/server/services/reports/generators/chinaMsa.js';
import { seedDemoVoyages } from '../../src/server/db/seed/demoVoyages/seed.js';
import { ships } from '../../src/server/db/schema/index.js';
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
  const dcsTimes: number[] = [];
  const cmsaTimes: number[] = [];
  for (const s of fleet) {
    const parts = (await imoDcsGenerator.candidates(db, s.id, 2025)).filter(
      (c) => c.status === 'generatable',
    );
    if (parts.length === 0) continue;
    const period = { start: parts[0]!.start, end: parts[0]!.end };
    const year = { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' };
    const time = async (f: () => Promise<unknown>) => {
      await f();
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const a = performance.now();
        await f();
        runs.push(performance.now() - a);
      }
      return median(runs);
    };
    const d = await time(() => imoDcsGenerator.generate(db, s.id, period));
    const c = await time(() => chinaMsaGenerator.generate(db, s.id, year));
    dcsTimes.push(d);
    cmsaTimes.push(c);
    console.log(`${s.name.padEnd(24)} DCS ${d.toFixed(1)} ms   CMSA ${c.toFixed(1)} ms`);
  }
  console.log(
    `ship-years: ${dcsTimes.length}; DCS median ${median(dcsTimes).toFixed(1)} ms, max ${Math.max(...dcsTimes).toFixed(1)} ms (target < 200 ms); CMSA median ${median(cmsaTimes).toFixed(1)} ms`,
  );
  await drop();
  await teardown?.();
}

void main();
