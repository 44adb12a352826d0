import { findMachines, findModels } from '../support/modelIndex';

// The convention of test/support/modelIndex.ts, checked on every run: a new machine under
// src/machines fails here until it has a graph model and a model test that drives it.
describe('model tests by convention', () => {
  it('every machine under src/machines has a model (test/machines/*.paths.ts) and a model test', async () => {
    const [machines, models] = await Promise.all([findMachines(), findModels()]);
    const missing = [...machines]
      .filter(([id]) => !models.some((m) => m.id === id && m.testFile))
      .map(([, { file, name }]) => `${name} (${file})`);
    expect(missing).toEqual([]);
    expect(machines.size).toBeGreaterThanOrEqual(13);
  }, 60_000);

  it('every model names a machine under src/machines', async () => {
    const [machines, models] = await Promise.all([findMachines(), findModels()]);
    expect(models.map((m) => m.id).filter((id) => !machines.has(id))).toEqual([]);
  }, 60_000);
});
