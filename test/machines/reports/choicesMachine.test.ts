import { createActor } from 'xstate';
import { choicesMachine } from '../../../src/machines/reports/choicesMachine';

describe('choicesMachine', () => {
  it('starts from the given values and changes one at a time', () => {
    const a = createActor(choicesMachine, { input: { values: { shipId: '', year: '2025' } } }).start();
    a.send({ type: 'choice.change', name: 'shipId', value: '7' });
    expect(a.getSnapshot().context.values).toEqual({ shipId: '7', year: '2025' });
    a.send({ type: 'choice.change', name: 'year', value: '2024' });
    expect(a.getSnapshot().context.values).toEqual({ shipId: '7', year: '2024' });
    a.stop();
  });
});
