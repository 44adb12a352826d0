import { findMachines, findModels } from '../support/modelIndex';

// The convention of test/support/modelIndex.ts, checked on every run: a new machine under
// src/machines fails here until it has a graph model and a model test that drives it.
describe('model tests by convention', () => {
  it('every chart under src/machines has a model (test/machines/**/*.paths.ts) and a model test', async () => {
    const [{ charts }, models] = await Promise.all([findMachines(), findModels()]);
    const missing = [...charts]
      .filter(([chart]) => !models.some((m) => m.chart === chart && m.testFile))
      .map(([, { file, names }]) => `${names.join(', ')} (${file})`);
    expect(missing).toEqual([]);
    expect(charts.size).toBeGreaterThanOrEqual(13);
  }, 60_000);

  it('every model drives a chart under src/machines', async () => {
    const [{ charts }, models] = await Promise.all([findMachines(), findModels()]);
    expect(models.filter((m) => !charts.has(m.chart)).map((m) => m.pathsFile)).toEqual([]);
  }, 60_000);
});
