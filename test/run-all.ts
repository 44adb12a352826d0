/**
 * `npm test`: typecheck, lint and format check, and every vitest project (unit, views, server on
 * PGlite, server on PostgreSQL when DATABASE_URL is set, end-to-end in Chromium). Ends with the
 * plain line `N passed, N failed` that CI reads; typecheck, lint and format count as one check each.
 *
 * The three checks run beside vitest, at low priority: vitest's files spend much of their time
 * waiting on PGlite, PostgreSQL and Chromium, and the checks fill that idle time instead of adding
 * their minute in front of the tests. Their output is held back and printed after vitest's.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

/** Runs one command; `background` holds its output back and lowers its priority. */
function step(name: string, cmd: string, args: string[], background = false): Promise<Outcome> {
  console.log(`▶ ${name}: ${cmd} ${args.join(' ')}${background ? ' (beside vitest)' : ''}`);
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: background ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (background && child.pid) {
    try {
      setPriority(child.pid, 10); // its own children (the real tsc, eslint, prettier) inherit it
    } catch {
      // some platforms refuse; the check then runs at normal priority
    }
  }
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    const done = (ok: boolean) => resolve({ name, ok, seconds: (Date.now() - started) / 1000, output });
    child.on('error', (e) => {
      output += String(e);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const report = (o: Outcome) => {
  if (o.output) process.stdout.write(`\n── ${o.name} ──\n${o.output}`);
  console.log(`${o.ok ? '✔' : '✘'} ${o.name} (${Math.round(o.seconds)} s)`);
};

let passed = 0;
let failed = 0;

const checks = [
  // TypeScript's native compiler (7.x) checks the project with the same rules in about half the
  // CPU time of the 5.x compiler, which stays installed for typescript-eslint and editors.
  step('typecheck', process.execPath, ['node_modules/typescript-native/bin/tsc', '--noEmit'], true),
  step('lint', 'npx', ['eslint', '.'], true),
  step('format', 'npx', ['prettier', '--check', '.'], true),
];

const out = '.test-results/vitest.json';
mkdirSync('.test-results', { recursive: true });
rmSync(out, { force: true });
const extra = process.argv.slice(2);
const vitest = await step('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=./test/support/projectTimes.ts',
  '--reporter=json',
  `--outputFile=${out}`,
  ...extra,
]);
report(vitest);

for (const check of await Promise.all(checks)) {
  report(check);
  if (check.ok) passed++;
  else failed++;
}

try {
  const results = JSON.parse(readFileSync(out, 'utf8'));
  let vitestFailed = results.numFailedTests;
  // A file that fails outside its tests (it does not load, or a beforeAll throws and its tests are
  // skipped) has no failed test of its own but must still count as a failure.
  vitestFailed += results.testResults.filter(
    (f: any) => f.status === 'failed' && !f.assertionResults.some((a: any) => a.status === 'failed'),
  ).length;
  // Vitest also fails a run on errors outside any file (an unhandled rejection or 'error' event);
  // those count as one failure so the closing line never hides them.
  if (!vitest.ok && vitestFailed === 0) {
    console.log('vitest reported errors outside the tests (see "Unhandled Errors" above)');
    vitestFailed++;
  }
  passed += results.numPassedTests;
  failed += vitestFailed;
  if (results.numPendingTests || results.numTodoTests)
    console.log(`(${results.numPendingTests + results.numTodoTests} skipped or todo)`);
} catch {
  console.log('vitest wrote no report');
  failed++;
}

// The generated path tests, read from the report above: every chart's model must hold (one check).
const paths = await step('model paths', 'npx', ['tsx', 'test/support/pathsReport.ts', '--from', out]);
report(paths);
if (paths.ok) passed++;
else failed++;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
