/**
 * The model-test convention, found rather than listed (used by `npm run test:paths` and by
 * test/machines/modelIndex.test.ts):
 * - machines: every xstate machine exported by a module under `src/machines`, grouped by chart: a
 *   `provide()`d variant shares its base's definition (and often its id: a dozen exports are
 *   `fetch`), so the chart, not the id, is what a model covers;
 * - models: every `*ModelPaths` export of a `test/machines/**\/*.paths.ts` module, which resolves
 *   to `{ machine, input, events, paths, serializeState?, stateKey? }`;
 * - path tests: the `*.model.test.tsx` file beside it that imports it, or, for a workflow chart the
 *   server runs, the `test/server/*.model.test.ts` file that replays its paths against the API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';

export const ROOT = resolve(import.meta.dirname, '../..');
const MODELS_DIR = join(ROOT, 'test/machines');

export interface Model {
  machine: AnyStateMachine;
  input?: unknown;
  events: (s: AnyMachineSnapshot) => EventObject[];
  serializeState?: (s: AnyMachineSnapshot) => string;
  stateKey?: (s: AnyMachineSnapshot) => unknown;
  paths: { steps: unknown[] }[];
  /** Events of a workflow chart that the server applies on read (from the clock), never over the API. */
  derivedOnRead?: string[];
}

/** One chart: the exports that share its definition (a base machine and its provided variants). */
export interface Chart {
  file: string;
  names: string[];
}

const files = (dir: string, pattern: RegExp) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => pattern.test(f))
    .map((f) => join(dir, f))
    .sort();
const load = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
/**
 * A chart's identity: its id, state nodes and events, which `provide()` keeps, so variants and
 * base share it. Structural, because under vitest one module can load twice (a file URL and a
 * relative import) and give two objects for one machine.
 */
const chartOf = (machine: AnyStateMachine) =>
  JSON.stringify([
    machine.id,
    [...(machine as unknown as { idMap: Map<string, unknown> }).idMap.keys()],
    machine.events,
  ]);

/** Charts by definition, with the file and the exports that use each. */
export async function findMachines() {
  const charts = new Map<string, Chart>();
  const names = new Map<AnyStateMachine, string>();
  for (const file of files(join(ROOT, 'src/machines'), /(?<!\.types)\.ts$/))
    for (const [name, value] of Object.entries(await load(file)))
      if (value instanceof StateMachine && !names.has(value)) {
        names.set(value, name);
        const chart = charts.get(chartOf(value));
        if (chart) chart.names.push(name);
        else charts.set(chartOf(value), { file: relative(ROOT, file), names: [name] });
      }
  return { charts, names };
}

/** Models, each with the paths module and export that define it and the model test that runs it. */
export async function findModels() {
  const testFiles = [
    ...files(MODELS_DIR, /\.model\.test\.tsx$/),
    ...files(join(ROOT, 'test/server'), /\.model\.test\.ts$/),
  ];
  const models: {
    chart: string;
    machine: AnyStateMachine;
    pathsFile: string;
    exportName: string;
    testFile?: string;
    load: () => Promise<Model>;
  }[] = [];
  for (const file of files(MODELS_DIR, /\.paths\.ts$/)) {
    const module = basename(file, '.ts').replace(/[.]/g, '\\.');
    const imports = new RegExp(`from '(\\./|[^']*/)${module}(\\.js)?'`);
    const importer = testFiles.find((t) => imports.test(readFileSync(t, 'utf8')));
    for (const [name, value] of Object.entries(await load(file))) {
      if (!name.endsWith('ModelPaths') || typeof value !== 'function') continue;
      const loadModel = value as () => Promise<Model>;
      const { machine } = await loadModel();
      models.push({
        chart: chartOf(machine),
        machine,
        pathsFile: relative(ROOT, file),
        exportName: name,
        testFile: importer && relative(ROOT, importer),
        load: loadModel,
      });
    }
  }
  return models;
}
