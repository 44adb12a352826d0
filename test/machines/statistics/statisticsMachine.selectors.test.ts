import { createActor } from 'xstate';
import { statisticsMachine } from '../../../src/machines/statistics/statisticsMachine';
import {
  phaseOf,
  targetDraftOf,
  targetSendable,
} from '../../../src/machines/statistics/statisticsMachine.selectors';

/** The target form's draft lives in the statistics chart; the screen reads it through these. */
const start = () =>
  createActor(statisticsMachine, { input: { mode: 'ship', withTargets: true, year: 2025 } }).start();

describe('statisticsMachine selectors', () => {
  it('a target is sendable only as a number of 0 or more', () => {
    const a = start();
    expect(targetSendable(a.getSnapshot())).toBe(false);
    for (const [value, ok] of [
      ['8.5', true],
      ['0', true],
      ['-1', false],
      ['x', false],
      [' ', false],
    ] as const) {
      a.send({ type: 'target.change', name: 'value', value });
      expect(targetSendable(a.getSnapshot()), value).toBe(ok);
    }
    a.stop();
  });

  it('keeps the draft while idle and empties it when a run starts', () => {
    const a = start();
    a.send({ type: 'target.change', name: 'indicator', value: 'co2PerNmKg' });
    a.send({ type: 'target.change', name: 'value', value: '3' });
    expect(targetDraftOf(a.getSnapshot())).toEqual({ rowKey: '', indicator: 'co2PerNmKg', value: '3' });
    a.send({ type: 'conditions.change', name: 'companyId', value: '7' });
    a.send({ type: 'run' });
    expect(phaseOf(a.getSnapshot())).toBe('loading');
    expect(targetDraftOf(a.getSnapshot())).toEqual({ rowKey: '', indicator: 'eeoi', value: '' });
    a.stop();
  });
});
