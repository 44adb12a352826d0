/**
 * `npm run bench`: every benchmark in turn, then one table of every target the kit benches
 * measured (figure, spread, load, × bare, met / missed). Each bench prints its own figures and
 * asserts nothing. About 15–20 minutes on two cores, plus the fleet database's first build (a few
 * minutes, once per migration head; kit/fleetDb.ts). The PostgreSQL parts need DATABASE_URL.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAverage } from './kit/loadAverage.js';
import { printRows, type Row } from './kit/print.js';

const BENCHES = [
  ['calc', 'calc.ts'],
  ['api', 'api.ts'],
  ['ledger', 'ledger.ts'],
  ['analysis', 'analysis.ts'],
  ['reports:dcs', 'reportsDcsShipYear.ts'],
  ['upload', 'upload.ts'],
  ['bundle', 'bundle.ts'],
] as const;

const dir = mkdtempSync(join(tmpdir(), 'eeoi-bench-all-'));
const rowsFile = join(dir, 'rows.jsonl');
const started = Date.now();
for (const [name, file] of BENCHES) {
  const path = `test/bench/${file}`;
  if (!existsSync(path)) {
    console.log(`\n== bench:${name}: not present`);
    continue;
  }
  console.log(`\n== bench:${name} (load average ${loadAverage()})`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', path], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_ROWS_FILE: rowsFile },
  });
  console.log(
    `== bench:${name}: ${r.status === 0 ? 'done' : `exit ${r.status}`} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
}
const rows = existsSync(rowsFile)
  ? readFileSync(rowsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Row & { bench: string })
  : [];
console.log(
  `\n## Every target (${((Date.now() - started) / 60_000).toFixed(1)} min; load average now ${loadAverage()})\n`,
);
printRows(rows);
console.log('\nbench:calc, bench:upload and bench:bundle print their figures above (not on the kit).');
rmSync(dir, { recursive: true, force: true });
