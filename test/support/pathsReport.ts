/**
 * QA's report (`npm run test:paths`): runs the generated path tests (each graph path drives the real
 * view) and prints per machine the paths passed and the states and transitions covered out of the
 * machine's graph. It keeps no list; it finds everything by convention:
 * - machines: every xstate machine exported by a module under `src/machines`;
 * - models: every `*ModelPaths` export of a `test/machines/*.paths.ts` module, which resolves to
 *   `{ machine, input, events, paths, stateKey? }` (the machine is matched by its `id`);
 * - path tests: the `test/machines/*.model.test.tsx` file that imports that module.
 * Exits non-zero if a path test fails, a model leaves a transition or state uncovered, or a machine
 * has no model or no model test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startVitest } from 'vitest/node';
import { StateMachine, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { transitionCoverage } from './graph';

const ROOT = resolve(import.meta.dirname, '../..');
const MODELS_DIR = join(ROOT, 'test/machines');

interface Model {
  machine: AnyStateMachine;
  input?: unknown;
  events: (s: AnyMachineSnapshot) => EventObject[];
  serializeState?: (s: AnyMachineSnapshot) => string;
  stateKey?: (s: AnyMachineSnapshot) => unknown;
  paths: { steps: unknown[] }[];
}

const files = (dir: string, pattern: RegExp) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => pattern.test(f))
    .map((f) => join(dir, f))
    .sort();
const load = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

// Machines by id, with the file and export that define them.
const machines = new Map<string, { file: string; name: string }>();
for (const file of files(join(ROOT, 'src/machines'), /(?<!\.types)\.ts$/)) {
  for (const [name, value] of Object.entries(await load(file)))
    if (value instanceof StateMachine && !machines.has(value.id))
      machines.set(value.id, { file: relative(ROOT, file), name });
}

const testFiles = files(MODELS_DIR, /\.model\.test\.tsx$/);
const models: { id: string; testFile?: string; load: () => Promise<Model> }[] = [];
for (const file of files(MODELS_DIR, /\.paths\.ts$/)) {
  const module = basename(file, '.ts');
  const importer = testFiles.find((t) => readFileSync(t, 'utf8').includes(`from './${module}'`));
  for (const [name, value] of Object.entries(await load(file))) {
    if (!name.endsWith('ModelPaths') || typeof value !== 'function') continue;
    const loadModel = value as () => Promise<Model>;
    const { machine } = await loadModel();
    models.push({ id: machine.id, testFile: importer && relative(ROOT, importer), load: loadModel });
  }
}

const toRun = [...new Set(models.flatMap((m) => (m.testFile ? [m.testFile] : [])))];
const vitest = await startVitest('test', toRun, {
  project: ['views'],
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
  // Count the path tests only; a model file may also hold its transition-coverage check.
  const pathTests = testModule
    ? [...testModule.children.allTests()].filter((t) => !/state-changing transition/.test(t.name))
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
