/**
 * The guided submission's generated paths from a fresh start, plus journeys: the whole walk to
 * submitted (the submission asked about, once put off), a refused lock, a recheck, locking the period's unlocked voyages (cancelled, refused,
 * done), and the restore after a reload at each kind of step.
 */
import type { EventObject } from 'xstate';
import type { WizardStep } from '../../../src/domain/reports/regimes';
import { submissionWizardMachine } from '../../../src/machines/reports/submissionWizardMachine';
import { eventsFrom, journeyPaths } from '../../support/graph';
import {
  CANDIDATES,
  draftReport,
  LOCKED,
  LOCKED_ALL,
  refused,
  SUBMITTED,
  WITH_UNLOCKED,
} from '../../support/reports/reportsFixtures';

export const INPUT = { regime: 'imoDcs' as const, year: 2025, saved: null };
const open = CANDIDATES[0]!;
export const WIZ = {
  ship: { type: 'ship.change', shipId: 3 },
  noShip: { type: 'ship.change', shipId: null },
  year: { type: 'year.change', year: 2024 },
  loaded: { type: 'xstate.done.actor.loadCandidates', output: CANDIDATES },
  loadFailed: refused('loadCandidates', 'network'),
  loadedUnlocked: { type: 'xstate.done.actor.loadCandidates', output: WITH_UNLOCKED },
  lockAll: { type: 'wizard.lockAll' },
  lockAllCancel: { type: 'wizard.lockAll.cancel' },
  lockAllConfirm: { type: 'wizard.lockAll.confirm' },
  lockedAll: { type: 'xstate.done.actor.lockVoyages', output: LOCKED_ALL },
  lockAllRefused: refused('lockVoyages', 'not_found'),
  choose: { type: 'period.choose', start: open.start },
  rechecked: { type: 'xstate.done.actor.recheck', output: CANDIDATES },
  recheckFailed: refused('recheck', 'network'),
  prepared: { type: 'xstate.done.actor.prepareReport', output: draftReport() },
  prepareRefused: refused('prepareReport', 'report.period_blocked'),
  correction: { type: 'correction.change', key: 'reports.dcs.fuel.HFO', field: 'correction', value: '-1.5' },
  reason: { type: 'correction.change', key: 'reports.dcs.fuel.HFO', field: 'reason', value: 'BDN figure' },
  corrected: { type: 'xstate.done.actor.saveCorrections', output: null },
  correctionRefused: refused('saveCorrections', 'conflict'),
  reloadedAfterCorrections: {
    type: 'xstate.done.actor.reloadAfterCorrections',
    output: draftReport({ version: 2 }),
  },
  reloadAfterCorrectionsFailed: refused('reloadAfterCorrections', 'network'),
  locked: { type: 'xstate.done.actor.lock', output: LOCKED },
  lockRefused: refused('lock', 'report.voyages_unlocked'),
  reloadedAfterLock: { type: 'xstate.done.actor.reloadAfterLock', output: LOCKED },
  reloadAfterLockFailed: refused('reloadAfterLock', 'network'),
  submitted: { type: 'xstate.done.actor.submit', output: SUBMITTED },
  submitRefused: refused('submit', 'illegal_transition'),
  reloadedAfterSubmit: { type: 'xstate.done.actor.reloadAfterSubmit', output: SUBMITTED },
  reloadAfterSubmitFailed: refused('reloadAfterSubmit', 'network'),
};
export const events = eventsFrom(Object.values(WIZ) as EventObject[]);
const N = (type: string) => ({ type });
const toFigures = [WIZ.ship, WIZ.loaded, WIZ.choose, N('wizard.next'), WIZ.prepared];
const toReview = [
  ...toFigures,
  N('wizard.next'),
  WIZ.correction,
  WIZ.reason,
  N('wizard.next'),
  WIZ.corrected,
  WIZ.reloadedAfterCorrections,
];
export const JOURNEYS: EventObject[][] = [
  [
    ...toReview,
    N('wizard.lock'),
    WIZ.locked,
    WIZ.reloadedAfterLock,
    // Submit asks first: Back keeps the report locked and the step open; Submit sends it.
    N('wizard.submit'),
    N('wizard.submit.cancel'),
    N('wizard.submit'),
    N('wizard.submit.confirm'),
    WIZ.submitted,
    WIZ.reloadedAfterSubmit,
    N('wizard.restart'),
  ],
  [
    ...toReview,
    N('wizard.lock'),
    WIZ.lockRefused,
    N('wizard.back'),
    N('wizard.back'),
    N('wizard.back'),
    N('wizard.back'),
  ],
  [
    WIZ.ship,
    WIZ.loadFailed,
    N('candidates.retry'),
    WIZ.loaded,
    WIZ.choose,
    N('wizard.recheck'),
    WIZ.recheckFailed,
    N('wizard.recheck'),
    WIZ.rechecked,
    N('wizard.next'),
    WIZ.prepareRefused,
    N('wizard.back'),
    WIZ.year,
    WIZ.loaded,
    WIZ.noShip,
  ],
  [
    WIZ.ship,
    WIZ.loadedUnlocked,
    WIZ.choose,
    WIZ.lockAll,
    WIZ.lockAllCancel,
    WIZ.lockAll,
    WIZ.lockAllConfirm,
    WIZ.lockAllRefused,
    WIZ.lockAll,
    WIZ.lockAllConfirm,
    WIZ.lockedAll,
    WIZ.rechecked,
    N('wizard.next'),
    WIZ.prepared,
  ],
  [WIZ.ship, WIZ.noShip],
  [WIZ.ship, WIZ.loadFailed, WIZ.noShip],
  [WIZ.ship, WIZ.loadFailed, WIZ.year, WIZ.loaded],
  [WIZ.year, WIZ.ship, WIZ.loaded, WIZ.ship, WIZ.loaded, WIZ.choose, N('wizard.back'), WIZ.noShip],
  [
    ...toFigures,
    N('wizard.next'),
    WIZ.correction,
    WIZ.reason,
    N('wizard.next'),
    WIZ.correctionRefused,
    N('wizard.next'),
    WIZ.corrected,
    WIZ.reloadAfterCorrectionsFailed,
  ],
  [...toReview, N('wizard.lock'), WIZ.locked, WIZ.reloadAfterLockFailed],
  [
    ...toReview,
    N('wizard.lock'),
    WIZ.locked,
    WIZ.reloadedAfterLock,
    N('wizard.submit'),
    N('wizard.submit.confirm'),
    WIZ.submitRefused,
    N('wizard.submit'),
    N('wizard.submit.confirm'),
    WIZ.submitted,
    WIZ.reloadAfterSubmitFailed,
  ],
] as EventObject[][];

/** A reload at a step: the saved place, what `restore` answers, and where the wizard lands. */
export const RESTORES = [
  { step: 'figures', report: draftReport(), lands: 'figures' },
  { step: 'corrections', report: draftReport(), lands: 'corrections' },
  { step: 'review', report: draftReport(), lands: 'review' },
  { step: 'review', report: LOCKED, lands: 'submit' },
  { step: 'submit', report: SUBMITTED, lands: 'done' },
  { step: 'completeness', report: null, lands: 'completeness' },
] as const;
export const savedAt = (step: WizardStep) => ({
  ...INPUT,
  saved: { step, shipId: 3, year: 2025, periodStart: open.start, reportId: null },
});

export function submissionWizardModelPaths() {
  const options = { input: INPUT, events };
  const restorePaths = RESTORES.flatMap(({ step, report }) =>
    journeyPaths(
      submissionWizardMachine,
      [[{ type: 'xstate.done.actor.restore', output: { candidates: CANDIDATES, report } } as EventObject]],
      savedAt(step),
    ),
  );
  const restoreFailed = journeyPaths(
    submissionWizardMachine,
    [[refused('restore', 'network') as EventObject]],
    savedAt('figures'),
  );
  // The shortest paths to every context the traversal reaches are hundreds; the journeys and the
  // restores cover every transition (checked by the model test), each driving the real view.
  void options;
  const paths = [
    ...journeyPaths(submissionWizardMachine, JOURNEYS, INPUT),
    ...restorePaths,
    ...restoreFailed,
  ];
  return { machine: submissionWizardMachine, input: INPUT, events, paths };
}
