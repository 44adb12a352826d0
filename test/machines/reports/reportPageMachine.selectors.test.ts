import { getInitialSnapshot, getNextSnapshot, type EventObject } from 'xstate';
import { reportPageMachine } from '../../../src/machines/reports/reportPageMachine';
import { reportPageBusy, reportPagePhase } from '../../../src/machines/reports/reportPageMachine.selectors';
import { INPUT, PAGE } from './reportPageMachine.paths';

/** The page's snapshot after the events, its invoked actors never started. */
const after = (...events: object[]) =>
  events.reduce(
    (s: ReturnType<typeof getInitialSnapshot<typeof reportPageMachine>>, e) =>
      getNextSnapshot(reportPageMachine, s, e as EventObject as never),
    getInitialSnapshot(reportPageMachine, INPUT),
  );

describe('reportPageMachine selectors', () => {
  it('names what the page shows: the first load, its failure, a question, a regeneration, the report', () => {
    expect(reportPagePhase(after())).toBe('loading');
    expect(reportPageBusy(after())).toBe(true);
    expect(reportPagePhase(after(PAGE.loadFailed))).toBe('failed');
    expect(reportPagePhase(after(PAGE.loaded))).toBe('ready');
    expect(reportPageBusy(after(PAGE.loaded))).toBe(false);
    expect(reportPagePhase(after(PAGE.loaded, PAGE.choose))).toBe('asking');
    expect(reportPagePhase(after(PAGE.loaded, PAGE.choose, PAGE.comment, { type: 'action.confirm' }))).toBe(
      'asking',
    );
    expect(reportPagePhase(after(PAGE.loaded, { type: 'regenerate.ask' }))).toBe('confirmingRegenerate');
    expect(
      reportPagePhase(after(PAGE.loaded, { type: 'regenerate.ask' }, { type: 'regenerate.cancel' })),
    ).toBe('ready');
  });
});
