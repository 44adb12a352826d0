/**
 * QA's report (`npm run test:paths`): runs only the generated path tests (each graph path drives the
 * real views), then prints per machine the paths run and the states and transitions covered out of
 * the total from the machine's graph. Exits non-zero if any path test fails.
 */
import { startVitest } from 'vitest/node';
import { transitionCoverage } from './graph';
import { passwordModelPaths } from '../machines/changePassword.fixtures';
import { sessionModelPaths } from '../machines/sessionModel.fixtures';
import { listFormModelPaths } from '../machines/listFormModel.paths';
import { assignModelPaths } from '../machines/listFormAssignModel.paths';
import { shipEditModelPaths } from '../machines/shipEditModel.paths';

const MODELS = [
  { name: 'sessionMachine', file: 'test/machines/sessionMachine.model.test.tsx', load: sessionModelPaths },
  {
    name: 'changePasswordMachine',
    file: 'test/machines/changePasswordMachine.model.test.tsx',
    load: passwordModelPaths,
  },
  { name: 'listFormMachine', file: 'test/machines/listFormMachine.model.test.tsx', load: listFormModelPaths },
  { name: 'shipEditMachine', file: 'test/machines/shipEditMachine.model.test.tsx', load: shipEditModelPaths },
  {
    name: 'assignMachine',
    file: 'test/machines/listFormAssignMachine.model.test.tsx',
    load: assignModelPaths,
  },
];

const vitest = await startVitest(
  'test',
  MODELS.map((m) => m.file),
  { project: ['views'], run: true, watch: false, reporters: ['dot'] },
);
const modules = vitest?.state.getTestModules() ?? [];
const rows: string[] = [];
let failed = 0;
for (const model of MODELS) {
  const module = modules.find((m) => m.moduleId.endsWith(model.file));
  // Count the path tests only; a model file may also hold its transition-coverage check.
  const pathTests = module
    ? [...module.children.allTests()].filter((t) => !/state-changing transition/.test(t.name))
    : [];
  const results = pathTests.map((t) => t.result().state);
  const passed = results.filter((s) => s === 'passed').length;
  failed += results.length - passed;
  const { machine, input, events, paths } = await model.load();
  const { all, covered, states, visited } = transitionCoverage(
    machine as never,
    { input, events },
    paths as never,
  );
  rows.push(
    `${model.name.padEnd(22)} paths ${passed}/${paths.length} passed   states ${visited.size}/${states.size}   transitions ${[...all].filter((k) => covered.has(k)).length}/${all.size}`,
  );
}
await vitest?.close();
console.log('\nGenerated path tests (model-based, graph × real views)');
for (const row of rows) console.log('  ' + row);
process.exit(failed > 0 || !vitest ? 1 : 0);
