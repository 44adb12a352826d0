/**
 * The model-test convention, found rather than listed (used by `npm run test:paths` and by
 * test/machines/modelIndex.test.ts):
 * - machines: every xstate machine exported by a module under `src/machines`;
 * - models: every `*ModelPaths` export of a `test/machines/*.paths.ts` module, which resolves to
 *   `{ machine, input, events, paths, serializeState?, stateKey? }` (matched to a machine by `id`);
 * - path tests: the `test/machines/*.model.test.tsx` file that imports that module, or, for a
 *   workflow chart the server runs, the `test/server/*.model.test.ts` file that replays its paths
 *   against the API.
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
}

const files = (dir: string, pattern: RegExp) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => pattern.test(f))
    .map((f) => join(dir, f))
    .sort();
const load = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

/** Machines by id, with the file and export that define them. */
export async function findMachines() {
  const machines = new Map<string, { file: string; name: string }>();
  for (const file of files(join(ROOT, 'src/machines'), /(?<!\.types)\.ts$/))
    for (const [name, value] of Object.entries(await load(file)))
      if (value instanceof StateMachine && !machines.has(value.id))
        machines.set(value.id, { file: relative(ROOT, file), name });
  return machines;
}

/** Models by machine id, with the model test file that imports each (if any). */
export async function findModels() {
  const testFiles = [
    ...files(MODELS_DIR, /\.model\.test\.tsx$/),
    ...files(join(ROOT, 'test/server'), /\.model\.test\.ts$/),
  ];
  const models: { id: string; testFile?: string; load: () => Promise<Model> }[] = [];
  for (const file of files(MODELS_DIR, /\.paths\.ts$/)) {
    const module = basename(file, '.ts');
    const importer = testFiles.find((t) => {
      const text = readFileSync(t, 'utf8');
      return text.includes(`from './${module}'`) || text.includes(`from '../machines/${module}`);
    });
    for (const [name, value] of Object.entries(await load(file))) {
      if (!name.endsWith('ModelPaths') || typeof value !== 'function') continue;
      const loadModel = value as () => Promise<Model>;
      const { machine } = await loadModel();
      models.push({ id: machine.id, testFile: importer && relative(ROOT, importer), load: loadModel });
    }
  }
  return models;
}
