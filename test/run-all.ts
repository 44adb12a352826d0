/**
 * `npm test`: typecheck, lint and format check, then every vitest project (unit, views, server on
 * PGlite, server on PostgreSQL when DATABASE_URL is set, end-to-end in Chromium). Ends with the
 * plain line `N passed, N failed` that CI reads; typecheck and lint count as one check each.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

let passed = 0;
let failed = 0;

function step(name: string, cmd: string, args: string[]): boolean {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const ok = r.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name}`);
  return ok;
}

const check = (name: string, cmd: string, args: string[]) => (step(name, cmd, args) ? passed++ : failed++);

check('typecheck', 'npx', ['tsc', '--noEmit']);
check('lint', 'npx', ['eslint', '.']);
check('format', 'npx', ['prettier', '--check', '.']);

const out = '.test-results/vitest.json';
mkdirSync('.test-results', { recursive: true });
rmSync(out, { force: true });
const extra = process.argv.slice(2);
const vitestOk = step('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${out}`,
  ...extra,
]);
try {
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no test results but must still count as a failure.
  failed += report.testResults.filter(
    (f: any) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  // Vitest also fails a run on errors outside any test (an unhandled rejection or 'error' event);
  // those count as one failure so the closing line never hides them.
  if (!vitestOk && report.numFailedTests === 0) {
    console.log('vitest reported errors outside the tests (see "Unhandled Errors" above)');
    failed++;
  }
  if (report.numPendingTests || report.numTodoTests)
    console.log(`(${report.numPendingTests + report.numTodoTests} skipped or todo)`);
} catch {
  console.log('vitest wrote no report');
  failed++;
}

// The generated path tests, read from the report above: every chart's model must hold (one check).
check('model paths', 'npx', ['tsx', 'test/support/pathsReport.ts', '--from', out]);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
