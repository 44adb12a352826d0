/**
 * EU MRV + EU ETS + FuelEU generation for one ship-year (target < 300 ms). Prints
 * figures, asserts nothing. The demo fleet's ledgers are written through the write service on a
 * fresh PGlite database (or PostgreSQL with TEST_DB=postgres and DATABASE_URL, a throw-away
 * database); for each demo ship the 2025 EU MRV report (the first candidate part), the EU ETS
 * report of the same period and the FuelEU report of the year are generated 7 times after one
 * warm-up, once each generator on its own ("separate") and once inside one shared-reads scope as the
 * fleet job runs them ("shared", src/server/reports/generators/sharedReads.ts); the median per ship
 * is printed, with the number of EU voyages and the surrender, then median and max over the ships
 * and the load average of the machine.
 * Run: npm run bench:reports:eu
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { EuMrvFigures } from '../../src/domain/euMrv/index.js';
import { ships } from '../../src/server/db/schema/index.js';
import { seedDemoVoyages } from '../../src/server/db/seed/demoVoyages/seed.js';
import { euEtsGenerator } from '../../src/server/services/reports/generators/euEts.js';
import { euMrvGenerator } from '../../src/server/services/reports/generators/euMrv.js';
import { fuelEuGenerator, fuelEuYear } from '../../src/server/services/reports/generators/fuelEu.js';
import { sharingReads } from '../../src/server/services/reports/generators/sharedReads.js';
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
  const times = { separate: [] as number[], shared: [] as number[] };
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  for (const s of fleet) {
    const parts = await euMrvGenerator.candidates(db, s.id, 2025);
    if (parts.length === 0) continue;
    const period = { start: parts[0]!.start, end: parts[0]!.end };
    const three = async () => {
      const mrv = await euMrvGenerator.generate(db, s.id, period);
      await euEtsGenerator.generate(db, s.id, period);
      await fuelEuGenerator.generate(db, s.id, fuelEuYear(2025));
      return mrv.figures as EuMrvFigures;
    };
    const f = await three();
    const m: Record<'separate' | 'shared', number> = { separate: 0, shared: 0 };
    for (const mode of ['separate', 'shared'] as const) {
      const runs: number[] = [];
      for (let i = 0; i < 7; i++) {
        const a = performance.now();
        await (mode === 'shared' ? sharingReads(db, three) : three());
        runs.push(performance.now() - a);
      }
      m[mode] = median(runs);
      times[mode].push(m[mode]);
    }
    console.log(
      `${s.name.padEnd(24)} EU MRV + ETS + FuelEU separate ${m.separate.toFixed(1)} ms, shared ${m.shared.toFixed(1)} ms   voyages ${f.voyages.length}   CO2 ${f.aggregates.co2.total.toFixed(1)} t   surrender ${f.ets.surrender.toFixed(1)}`,
    );
  }
  for (const mode of ['separate', 'shared'] as const)
    if (times[mode].length)
      console.log(
        `ship-years: ${times[mode].length}; EU MRV + ETS + FuelEU (${mode} reads) median ${median(times[mode]).toFixed(1)} ms, max ${Math.max(...times[mode]).toFixed(1)} ms (target < 300 ms); load average ${load()}`,
      );
  await drop();
  await teardown?.();
}

void main();
