/**
 * QA's report (`npm run test:paths`): the generated path tests (each graph path replayed on the real
 * view, or on the API for a workflow chart the server runs) and, per model, the paths passed and the
 * states and transitions that the passed paths drive out of the machine's graph. It keeps no list:
 * machines, models and their tests are found by convention (test/support/modelIndex.ts).
 *
 * `tsx test/support/pathsReport.ts` runs the model tests first; `--from <vitest json report>` reads a
 * run already made (`npm test` passes its own report). Exits non-zero if a path test fails or is
 * missing, a model leaves a state or transition undriven, or a chart has no model or model test.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transitionCoverage } from './graph';
import { pathName } from './modelReplay';
import { findMachines, findModels, ROOT } from './modelIndex';

interface Assertion {
  ancestorTitles: string[];
  title: string;
  status: string;
}
interface Report {
  testResults: { name: string; assertionResults: Assertion[] }[];
}

const { charts, names } = await findMachines();
const models = await findModels();

const fromArg = process.argv.indexOf('--from');
let reportFile: string;
if (fromArg > 0) reportFile = process.argv[fromArg + 1];
else {
  reportFile = join(ROOT, '.test-results/paths.json');
  mkdirSync(join(ROOT, '.test-results'), { recursive: true });
  const toRun = [...new Set(models.flatMap((m) => (m.testFile ? [m.testFile] : [])))];
  // Workflow charts are replayed against the API (server project); the others drive their views.
  spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'views',
      '--project',
      'views-isolated',
      '--project',
      'server-pglite',
      '--reporter=dot',
    ].concat(['--reporter=json', `--outputFile=${reportFile}`, ...toRun]),
    { stdio: 'inherit', cwd: ROOT },
  );
}
let report: Report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  console.log(`No vitest report at ${reportFile}`);
  process.exit(1);
}

const rows: string[] = [];
let failed = 0;
const pct = (n: number, of: number) => `${n}/${of} (${of ? Math.floor((100 * n) / of) : 100} %)`;
// A test's name is its path's events; the server tests spell xstate's events in full.
const plain = (name: string) => name.replaceAll('xstate.', '');
for (const model of models) {
  const label = `${model.pathsFile.replace(/^test\/machines\//, '')} → ${names.get(model.machine) ?? charts.get(model.chart)?.names[0] ?? model.machine.id}`;
  if (!model.testFile) {
    failed += 1;
    rows.push(`✘ ${label}: NO MODEL TEST (a *.model.test.tsx beside it importing it)`);
    continue;
  }
  // Only the path tests count (their suite names the machine ⇄ its view or API); a model file also
  // holds its coverage check and may hold other tests. A file run by two projects counts twice.
  const pathTests = report.testResults
    .filter((f) => f.name.endsWith(model.testFile!))
    .flatMap((f) => f.assertionResults)
    .filter((a) => a.ancestorTitles.some((t) => t.includes('⇄')));
  const passed = pathTests.filter((t) => t.status === 'passed').length;
  const failedNames = new Set(pathTests.filter((t) => t.status !== 'passed').map((t) => plain(t.title)));
  const passedNames = new Set(pathTests.filter((t) => t.status === 'passed').map((t) => plain(t.title)));
  const { machine, input, events, serializeState, stateKey, paths, derivedOnRead } = await model.load();
  // Coverage from what ran: the model's paths whose test passed (and never failed). A model test
  // may title its paths its own way (the tabs bar names the tabs, the API replays name the calls);
  // when as many path tests ran as the model has paths and every one passed, every path ran.
  const allRan = pathTests.length >= paths.length && passed === pathTests.length;
  // A workflow chart's region that the server derives on read (the report deadline, from the clock)
  // has no API event to replay: its paths count when the file's chart replay of them passed.
  const derived = new Set(derivedOnRead ?? []);
  const chain = (p: (typeof paths)[number]) =>
    (p as { steps: { event: { type: string } }[] }).steps.map((s) => s.event.type).join(' → ');
  const fileTests = report.testResults
    .filter((f) => f.name.endsWith(model.testFile!))
    .flatMap((f) => f.assertionResults);
  const derivedPassed = new Set(fileTests.filter((t) => t.status === 'passed').map((t) => t.title));
  const apiPassed = new Set(pathTests.filter((t) => t.status === 'passed').map((t) => t.title));
  const executed = paths.filter((p) => {
    const name = pathName(p as never);
    if (allRan || (passedNames.has(name) && !failedNames.has(name)) || apiPassed.has(chain(p))) return true;
    const steps = (p as { steps: { event: { type: string } }[] }).steps;
    return (
      steps.some((s) => derived.has(s.event.type)) && [...derivedPassed].some((t) => t.endsWith(chain(p)))
    );
  });
  const { all, covered, states, visited } = transitionCoverage(
    machine,
    { input, events, serializeState, stateKey },
    executed as never,
  );
  const done = [...all].filter((k) => covered.has(k)).length;
  const ok =
    pathTests.length > 0 && passed === pathTests.length && done === all.size && visited.size === states.size;
  if (!ok) failed += 1;
  rows.push(
    `${ok ? '✔' : '✘'} ${label}\n      paths ${passed}/${pathTests.length} passed   states ${pct(visited.size, states.size)}   transitions ${pct(done, all.size)}${stateKey ? '   (keyed by what the view shows)' : ''}`,
  );
}
for (const [chart, { file, names: exports }] of charts)
  if (!models.some((m) => m.chart === chart)) {
    failed += 1;
    rows.push(
      `✘ ${exports.join(', ')} (${file}): NO MODEL (a test/machines/**/*.paths.ts exporting *ModelPaths)`,
    );
  }
console.log(
  '\nGenerated path tests (model-based, graph × real views or API), every chart under src/machines',
);
for (const row of rows) console.log('  ' + row);
console.log(`\n${rows.length - failed}/${rows.length} hold`);
process.exit(failed > 0 ? 1 : 0);
