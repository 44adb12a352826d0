import { getInitialSnapshot, getNextSnapshot, type EventObject } from 'xstate';
import { submissionWizardMachine } from '../../../src/machines/reports/submissionWizardMachine';
import {
  candidatesPhase,
  lockAllPhase,
  stepOf,
  wizardBusy,
  wizardStep,
} from '../../../src/machines/reports/submissionWizardMachine.selectors';
import { INPUT, WIZ } from './submissionWizardMachine.paths';

/** The wizard's snapshot after the events, its invoked actors never started. */
const after = (...events: object[]) =>
  events.reduce(
    (s: ReturnType<typeof getInitialSnapshot<typeof submissionWizardMachine>>, e) =>
      getNextSnapshot(submissionWizardMachine, s, e as EventObject as never),
    getInitialSnapshot(submissionWizardMachine, INPUT),
  );

describe('submissionWizardMachine selectors', () => {
  it('the choice step shows where the candidates stand', () => {
    expect(wizardStep(after())).toBe('choose');
    expect(candidatesPhase(after())).toBe('idle');
    expect(candidatesPhase(after(WIZ.ship))).toBe('loading');
    expect(wizardBusy(after(WIZ.ship))).toBe(true);
    expect(candidatesPhase(after(WIZ.ship, WIZ.loadFailed))).toBe('failed');
    expect(candidatesPhase(after(WIZ.ship, WIZ.loaded))).toBe('ready');
    expect(wizardBusy(after(WIZ.ship, WIZ.loaded))).toBe(false);
  });

  it('a chosen period moves on to completeness, where the candidates are no longer asked about', () => {
    const s = after(WIZ.ship, WIZ.loaded, WIZ.choose);
    expect(wizardStep(s)).toBe('completeness');
    expect(candidatesPhase(s)).toBeNull();
  });

  it('each top state shows its step; the states before the choice show the choice', () => {
    expect(stepOf('restoring')).toBe('choose');
    expect(stepOf({ corrections: 'editing' })).toBe('corrections');
    expect(stepOf('preparing')).toBe('completeness');
    expect(stepOf('done')).toBe('done');
  });

  it("the completeness step's lock-all asks first, then runs busy, and is nowhere else", () => {
    const at = after(WIZ.ship, WIZ.loadedUnlocked, WIZ.choose);
    expect(lockAllPhase(at)).toBeNull();
    const asking = after(WIZ.ship, WIZ.loadedUnlocked, WIZ.choose, WIZ.lockAll);
    expect(lockAllPhase(asking)).toBe('confirming');
    expect(wizardBusy(asking)).toBe(false);
    const locking = after(WIZ.ship, WIZ.loadedUnlocked, WIZ.choose, WIZ.lockAll, WIZ.lockAllConfirm);
    expect(lockAllPhase(locking)).toBe('locking');
    expect(wizardBusy(locking)).toBe(true);
    expect(wizardStep(locking)).toBe('completeness');
    expect(lockAllPhase(after(WIZ.ship, WIZ.loaded))).toBeNull();
    // A period without unlocked voyages offers nothing to lock.
    expect(lockAllPhase(after(WIZ.ship, WIZ.loaded, WIZ.choose, WIZ.lockAll))).toBeNull();
  });
});
