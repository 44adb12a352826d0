import { createActor } from 'xstate';
import { reportTabMachine } from '../../../src/machines/reports/reportTabMachine';

describe('reportTabMachine', () => {
  it('starts on the tab it is given and keeps the last one opened', () => {
    const a = createActor(reportTabMachine, { input: { tab: 'reports' } }).start();
    expect(a.getSnapshot().context.tab).toBe('reports');
    a.send({ type: 'tab.open', tab: 'company' });
    a.send({ type: 'tab.open', tab: 'pools' });
    expect(a.getSnapshot().context.tab).toBe('pools');
    a.stop();
  });
});
