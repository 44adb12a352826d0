/**
 * QA's report (`npm run test:paths`): runs the generated path tests (each graph path drives the real
 * view) and prints per machine the paths passed and the states and transitions covered out of the
 * machine's graph. It keeps no list: machines, models and their tests are found by convention
 * (test/support/modelIndex.ts). Exits non-zero if a path test fails, a model leaves a transition
 * or state uncovered, or a machine has no model or no model test.
 */
import { startVitest } from 'vitest/node';
import { transitionCoverage } from './graph';
import { findMachines, findModels } from './modelIndex';

const machines = await findMachines();
const models = await findModels();

const toRun = [...new Set(models.flatMap((m) => (m.testFile ? [m.testFile] : [])))];
const vitest = await startVitest('test', toRun, {
  // Workflow charts are replayed against the API (server project); the others drive their views.
  project: ['views', 'server-pglite'],
  run: true,
  watch: false,
  reporters: ['dot'],
});
const modules = vitest?.state.getTestModules() ?? [];
const rows: string[] = [];
let failed = 0;
const pct = (n: number, of: number) => `${n}/${of} (${of ? Math.floor((100 * n) / of) : 100} %)`;
for (const [id, { file, name }] of machines) {
  const model = models.find((m) => m.id === id);
  if (!model?.testFile) {
    failed += 1;
    rows.push(`✘ ${name.padEnd(22)} NO MODEL TEST (${file}: needs a test/machines/*.paths.ts model`);
    rows.push(`  ${''.padEnd(22)} exporting *ModelPaths and a *.model.test.tsx importing it)`);
    continue;
  }
  const testModule = modules.find((m) => m.moduleId.endsWith(model.testFile!));
  // Count the path tests only (their suite names the machine ⇄ its view); a model file also holds
  // its transition-coverage check and may hold other tests (timers).
  const pathTests = testModule
    ? [...testModule.children.allTests()].filter(
        (t) => t.parent.type === 'suite' && t.parent.name.includes('⇄'),
      )
    : [];
  const passed = pathTests.filter((t) => t.result().state === 'passed').length;
  const { machine, input, events, serializeState, stateKey, paths } = await model.load();
  const { all, covered, states, visited } = transitionCoverage(
    machine,
    { input, events, serializeState, stateKey },
    paths as never,
  );
  const done = [...all].filter((k) => covered.has(k)).length;
  const ok =
    pathTests.length > 0 && passed === pathTests.length && done === all.size && visited.size === states.size;
  if (!ok) failed += 1;
  rows.push(
    `${ok ? '✔' : '✘'} ${name.padEnd(22)} paths ${passed}/${pathTests.length} passed   states ${pct(visited.size, states.size)}   transitions ${pct(done, all.size)}${stateKey ? '   (keyed by what the view shows)' : ''}`,
  );
}
for (const model of models.filter((m) => !machines.has(m.id)))
  rows.push(`? model for machine id '${model.id}' matches no machine under src/machines`);
await vitest?.close();
console.log('\nGenerated path tests (model-based, graph × real views), every machine under src/machines');
for (const row of rows) console.log('  ' + row);
process.exit(failed > 0 || !vitest ? 1 : 0);
