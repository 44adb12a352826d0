import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { REGIME_TABLE, type WizardStep } from '../../../src/domain/reports/regimes';
import { REGIMES } from '../../../src/domain/reports/types';
import {
  chosenCandidate,
  submissionWizardMachine,
  unlockedVoyagesOf,
} from '../../../src/machines/reports/submissionWizardMachine';
import {
  lockAllPhase,
  stepOf,
  submitAsking,
} from '../../../src/machines/reports/submissionWizardMachine.selectors';
import { SubmissionWizardView } from '../../../src/views/reports/SubmissionWizard';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { CANDIDATES, draftReport, WITH_UNLOCKED } from '../../support/reports/reportsFixtures';
import {
  chooseShip,
  chooseYear,
  correctionDriver,
  hfoLine,
  R,
  stubShipList,
} from '../../support/reports/reportsViewSupport';
import {
  events,
  INPUT,
  RESTORES,
  savedAt,
  submissionWizardModelPaths,
} from './submissionWizardMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'reports');
initI18n('en');
stubShipList();

const { paths } = submissionWizardModelPaths();
const HFO = hfoLine();
const SERVICES = [
  'loadCandidates',
  'prepareReport',
  'restore',
  'saveCorrections',
  'sendEvent',
  'loadReport',
  'lockVoyages',
];
/** Invokes named for their step share a service: the id the path settles → the held service. */
const SERVICE_OF: Record<string, string> = {
  recheck: 'loadCandidates',
  reloadAfterCorrections: 'loadReport',
  reloadAfterLock: 'loadReport',
  reloadAfterSubmit: 'loadReport',
  lock: 'sendEvent',
  submit: 'sendEvent',
};
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const LOCK_ALL = R.wizard.lockAll.button_other.replace('{{count}}', '2');

describe('submissionWizardMachine', () => {
  it('the generated paths drive every state-changing transition', () => {
    expect(uncoveredTransitions(submissionWizardMachine, { input: INPUT, events }, paths)).toEqual([]);
  });

  it("walks each regime's steps of the regime table, each a state of the chart", () => {
    const states = Object.keys(submissionWizardMachine.root.states);
    for (const regime of REGIMES) {
      const steps = REGIME_TABLE[regime].wizardSteps;
      expect(
        steps.filter((s) => !states.includes(s)),
        regime,
      ).toEqual([]);
    }
  });

  it('keeps its place: every step entered is persisted, and a reload lands where the report allows', async () => {
    const stored: WizardStep[] = [];
    const machine = submissionWizardMachine.provide({
      actions: { persist: (_, params) => void stored.push(params.step) },
    });
    for (const { step, report, lands } of RESTORES) {
      const { pending, actors } = heldServices(SERVICES);
      const actor = createActor(withStandIns(machine, actors), { input: savedAt(step) }).start();
      pending.restore!.resolve({ candidates: CANDIDATES, report });
      await new Promise((r) => setTimeout(r, 0));
      expect(stepOf(actor.getSnapshot().value)).toBe(lands);
      expect(stored.at(-1)).toBe(lands);
      actor.stop();
    }
  });

  it('refuses Next on a blocked period and a correction without its reason', () => {
    const blocked = submissionWizardMachine.resolveState({
      value: { completeness: 'showing' },
      context: {
        ...createActor(submissionWizardMachine, { input: INPUT }).getSnapshot().context,
        shipId: 3,
        candidates: CANDIDATES,
        periodStart: CANDIDATES[1]!.start,
      },
    });
    expect(blocked.can({ type: 'wizard.next' })).toBe(false);
    const noReason = submissionWizardMachine.resolveState({
      value: { corrections: 'editing' },
      context: {
        ...blocked.context,
        report: draftReport(),
        corrections: [{ key: 'k', value: 1, unit: 't', correction: '2', reason: ' ' }],
      },
    });
    expect(noReason.can({ type: 'wizard.next' })).toBe(false);
  });
});

describe('locking the unlocked voyages from the completeness step', () => {
  const atCompleteness = (candidates = WITH_UNLOCKED) => ({
    ...createActor(submissionWizardMachine, { input: INPUT }).getSnapshot().context,
    shipId: 3,
    candidates,
    periodStart: candidates[0]!.start,
  });

  it('is not offered when the period has no unlocked voyage', () => {
    const none = submissionWizardMachine.resolveState({
      value: { completeness: 'showing' },
      context: atCompleteness(CANDIDATES),
    });
    expect(none.can({ type: 'wizard.lockAll' })).toBe(false);
  });

  it('locks exactly the voyages the check named, then checks again', async () => {
    const { pending, actors } = heldServices(SERVICES);
    const asked: unknown[] = [];
    const machine = withStandIns(submissionWizardMachine, {
      ...(actors as object),
      lockVoyages: fromPromise(async ({ input }) => void asked.push(input)),
    });
    const actor = createActor(machine, {
      input: {
        ...INPUT,
        saved: {
          step: 'completeness',
          shipId: 3,
          year: 2025,
          periodStart: WITH_UNLOCKED[0]!.start,
          reportId: null,
        },
      },
    }).start();
    pending.restore!.resolve({ candidates: WITH_UNLOCKED, report: null });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'wizard.lockAll' });
    expect(lockAllPhase(actor.getSnapshot())).toBe('confirming');
    actor.send({ type: 'wizard.lockAll.confirm' });
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([{ voyageIds: [11, 12] }]);
    expect(actor.getSnapshot().value).toEqual({ completeness: 'checking' });
    actor.stop();
  });

  it('is not offered to a user who may not lock voyages', () => {
    const snapshot = submissionWizardMachine.resolveState({
      value: { completeness: 'showing' },
      context: atCompleteness(),
    });
    const started = createActor(submissionWizardMachine, { input: INPUT, snapshot }).start();
    render(<SubmissionWizardView actorRef={started} onOpen={() => {}} canLockVoyages={false} />);
    expect(screen.getByText(/V-11, V-12/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: LOCK_ALL })).toBeNull();
    started.stop();
  });
});

describe('submissionWizardMachine ⇄ SubmissionWizardView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(SERVICES);
    const first = path.steps[1]?.event.type ?? '';
    const input = first.includes('restore')
      ? savedAt(
          RESTORES.find(
            (r) => r.report === (path.steps[1]!.event as { output?: { report: unknown } }).output?.report,
          )?.step ?? 'figures',
        )
      : INPUT;
    const actor = createActor(withStandIns(submissionWizardMachine, actors), { input }).start();
    const opened: number[] = [];
    render(<SubmissionWizardView actorRef={actor} onOpen={(id) => opened.push(id)} canLockVoyages />);
    await replayPath(
      path,
      actor,
      pending,
      {
        'ship.change': (e) => chooseShip(e.shipId),
        'year.change': (e) => chooseYear(e.year),
        'candidates.retry': () => click(R.page.retry),
        'period.choose': () =>
          fireEvent.click(screen.getAllByRole('button', { name: R.wizard.choosePeriod })[0]!),
        'wizard.recheck': () => click(R.wizard.recheck),
        'wizard.lockAll': () => click(LOCK_ALL),
        'wizard.lockAll.confirm': () => click(R.wizard.lockAll.confirm),
        'wizard.lockAll.cancel': () => click(R.wizard.lockAll.cancel),
        'wizard.next': () => click(R.wizard.next),
        'wizard.back': () => click(R.wizard.back),
        'correction.change': (e) => correctionDriver(e, HFO),
        'wizard.lock': () => click(R.wizard.lock),
        'wizard.submit': () => click(R.wizard.submit),
        'wizard.submit.confirm': () => click(R.wizard.submitAsk.confirm),
        'wizard.submit.cancel': () => click(R.wizard.submitAsk.cancel),
        'wizard.restart': () => click(R.wizard.restart),
      },
      { serviceOf: (id) => SERVICE_OF[id] ?? id },
    );
    const s = path.state;
    const step = stepOf(s.value);
    const current = screen.getByRole('list', { name: R.wizard.label }).querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe(R.wizard.steps[step]);
    expect(screen.queryByRole('alert') !== null).toBe(Boolean(s.context.errorCode));
    const chosen = step === 'completeness' ? chosenCandidate(s.context) : null;
    if (chosen && !chosen.reasons.length && !chosen.blockers?.length)
      expect(screen.getByText(R.wizard.complete)).toBeTruthy();
    // Every blocker is named, and the unlocked voyages can be locked in one go while nothing runs.
    if (chosen?.blockers?.length) expect(screen.queryByText(R.wizard.complete)).toBeNull();
    const offered = step === 'completeness' && unlockedVoyagesOf(s.context).length > 0;
    expect(screen.queryByRole('button', { name: LOCK_ALL }) !== null).toBe(offered);
    const phase = lockAllPhase(s);
    expect(screen.queryByRole('button', { name: R.wizard.lockAll.confirm }) !== null).toBe(
      phase === 'confirming',
    );
    if (phase === 'confirming') expect(screen.getByText(/V-11, V-12/)).toBeTruthy();
    if (phase === 'locking')
      expect(screen.getByRole('status').textContent).toBe(
        R.wizard.lockAll.running_other.replace('{{count}}', '2'),
      );
    if (step === 'done') expect(screen.getByRole('status').textContent).toContain(R.status.submitted);
    // Submit is asked about before it is sent; nothing else opens that question.
    expect(screen.queryByRole('alertdialog', { name: R.wizard.submitAsk.title }) !== null).toBe(
      submitAsking(s),
    );
    // Generating from the ledger takes seconds: a progress bar says so while it runs.
    expect(screen.queryByRole('progressbar', { name: R.wizard.generating }) !== null).toBe(
      s.value === 'preparing',
    );
    actor.stop();
  });
});
