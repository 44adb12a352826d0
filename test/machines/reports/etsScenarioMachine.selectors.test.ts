import { createActor } from 'xstate';
import { etsScenarioMachine } from '../../../src/machines/reports/etsScenarioMachine';
import { confirmingOf, draftOf, messageOf } from '../../../src/machines/reports/etsScenarioMachine.selectors';
import { E, SCENARIO } from './etsScenarioMachine.paths';
import { sendModel, type ModelEvent } from '../../support/modelReplay';

/** What the scenario form reads, from the states the chart reaches. */
const after = (...events: ModelEvent<typeof etsScenarioMachine>[]) => {
  const a = createActor(etsScenarioMachine).start();
  for (const e of events) sendModel(a, e);
  const s = a.getSnapshot();
  a.stop();
  return s;
};

describe('etsScenarioMachine selectors', () => {
  it('a refused form names its first problem; a sent one shows the write’s refusal', () => {
    expect(messageOf(after())).toBeNull();
    expect(messageOf(after(E.save))).toEqual({ key: 'nameRequired' });
    expect(messageOf(after(E.name, E.zeroPrice, E.save))).toEqual({ key: 'priceInvalid' });
    expect(messageOf(after(E.name, E.price, E.save, E.saveTaken))).toEqual({
      key: 'failed',
      error: 'Name taken.',
    });
    expect(messageOf(after(E.name, E.price, E.save, E.saveStale))).toEqual({ key: 'stale' });
  });

  it('the draft follows edit and cancel; a delete waits on the scenario asked about', () => {
    expect(draftOf(after(E.edit))).toMatchObject({ editing: SCENARIO, name: 'Base', price: '70.5' });
    expect(draftOf(after(E.edit, E.cancel))).toMatchObject({ editing: null, name: '' });
    expect(confirmingOf(after(E.ask))).toBe(SCENARIO);
    expect(confirmingOf(after())).toBeNull();
  });
});
