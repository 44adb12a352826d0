import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { nextModelSnapshot } from '../support/modelReplay';
import { fetchMachine } from '../../src/machines/fetchMachine';
import { fetchErrorCode, fetchPhase } from '../../src/machines/fetchMachine.selectors';

const start = () => getInitialSnapshot(fetchMachine);

describe('fetchMachine selectors', () => {
  it('a fetch loads, then is ready, or fails with its code and loads again on retry', () => {
    expect(fetchPhase(start())).toBe('loading');
    const ready = nextModelSnapshot(fetchMachine, start(), { type: 'xstate.done.actor.fetch', output: [1] });
    expect(fetchPhase(ready)).toBe('ready');
    expect(fetchErrorCode(ready)).toBeNull();
    const failed = nextModelSnapshot(fetchMachine, start(), {
      type: 'xstate.error.actor.fetch',
      error: Object.assign(new Error('down'), { code: 'network' }),
    });
    expect(fetchPhase(failed)).toBe('failed');
    expect(fetchErrorCode(failed)).not.toBeNull();
    expect(fetchPhase(getNextSnapshot(fetchMachine, failed, { type: 'fetch.retry' }))).toBe('loading');
  });
});
