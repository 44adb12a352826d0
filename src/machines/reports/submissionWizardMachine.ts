import type { WizardStep } from '../../domain/reports/regimes';
import type { CandidatePeriod, Regime, ReportDto } from '../../domain/reports/types';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage } from '../../domain/apiError';
import { notProvided } from '../notProvided';
import {
  applyCorrectionChange,
  correctionRowsOf,
  correctionsValid,
  type CorrectionChange,
  type CorrectionRow,
} from './corrections';

/** What survives a reload (kept in sessionStorage by the client): the step and the choices. */
export interface WizardSaved {
  step: WizardStep;
  shipId: number | null;
  year: number;
  periodStart: string | null;
  reportId: number | null;
}

export interface WizardInput {
  regime: Regime;
  year: number;
  saved?: WizardSaved | null;
}

export interface WizardContext {
  regime: Regime;
  shipId: number | null;
  year: number;
  candidates: CandidatePeriod[];
  periodStart: string | null;
  report: ReportDto | null;
  corrections: CorrectionRow[];
  /** The step to return to after a reload (only read while restoring). */
  resumeStep: WizardStep | null;
  errorCode: string | null;
  errorMessage: string | null;
}

export type WizardEvent =
  | { type: 'ship.change'; shipId: number | null }
  | { type: 'year.change'; year: number }
  | { type: 'candidates.retry' }
  | { type: 'period.choose'; start: string }
  | { type: 'wizard.recheck' }
  | { type: 'wizard.lockAll' }
  | { type: 'wizard.lockAll.confirm' }
  | { type: 'wizard.lockAll.cancel' }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | CorrectionChange
  | { type: 'wizard.lock' }
  | { type: 'wizard.submit' }
  | { type: 'wizard.submit.confirm' }
  | { type: 'wizard.submit.cancel' }
  | { type: 'wizard.restart' };

/** The candidate period the user chose, as the latest candidates list has it. */
export const chosenCandidate = (c: Pick<WizardContext, 'candidates' | 'periodStart'>) =>
  c.candidates.find((p) => p.start === c.periodStart) ?? null;

/** The chosen period's voyages that are not locked yet (what blocks its Lock), as the server listed them. */
export const unlockedVoyagesOf = (c: Pick<WizardContext, 'candidates' | 'periodStart'>) =>
  chosenCandidate(c)?.unlockedVoyages ?? [];

export const savedOf = (c: WizardContext, step: WizardStep): WizardSaved => ({
  step,
  shipId: c.shipId,
  year: c.year,
  periodStart: c.periodStart,
  reportId: c.report?.id ?? chosenCandidate(c)?.reportId ?? null,
});

const noError = { errorCode: null, errorMessage: null } as const;
const persistAt = (step: WizardStep) => ({ type: 'persist' as const, params: { step } });
const withReport = (report: ReportDto) => ({
  report,
  corrections: correctionRowsOf(report.totals, report.corrections),
});

type ReportEventStep = {
  step: 'review' | 'submit';
  /** The report lifecycle event the step sends (`wizard.lock` / `wizard.submit` starts it). */
  event: 'lock' | 'submit';
  sending: 'locking' | 'submitting';
  reloadId: string;
  next: string;
  back?: string;
  /**
   * The event is asked about first (`asking`), then sent on `wizard.<event>.confirm`: a submission
   * hands the report to the verifier and only the verifier can give it back.
   */
  ask?: boolean;
};
const reportOf = ({ context }: { context: WizardContext }) => ({ id: context.report!.id });

/**
 * A step that sends one lifecycle event to the report (lock on review, submit on submit), then
 * reloads it and moves on; with `ask`, after the user confirms it. A refusal (409
 * report.voyages_unlocked names the voyages) stays on the step, which shows it with its links.
 */
const reportEventStep = (p: ReportEventStep) =>
  ({
    entry: persistAt(p.step),
    initial: 'showing',
    states: {
      showing: {
        on: {
          [`wizard.${p.event}`]: { target: p.ask ? 'asking' : p.sending, actions: 'clearError' },
          ...(p.back ? { 'wizard.back': p.back } : {}),
        },
      },
      ...(p.ask
        ? {
            asking: {
              on: {
                [`wizard.${p.event}.confirm`]: p.sending,
                [`wizard.${p.event}.cancel`]: 'showing',
              },
            },
          }
        : {}),
      [p.sending]: {
        tags: ['busy'],
        invoke: {
          id: p.event,
          src: 'sendEvent',
          input: ({ context }: { context: WizardContext }) => ({
            id: context.report!.id,
            type: p.event,
            version: context.report!.version,
          }),
          onDone: 'reloading',
          onError: { target: 'showing', actions: 'failure' },
        },
      },
      reloading: {
        tags: ['busy'],
        invoke: {
          id: p.reloadId,
          src: 'loadReport',
          input: reportOf,
          onDone: { target: p.next, actions: 'reportLoaded' },
          onError: { target: 'showing', actions: 'failure' },
        },
      },
    },
  }) as const;

/**
 * The guided submission: choose ship and period → completeness (what blocks the
 * period, each with a link to fix it; recheck after fixing; its unlocked voyages locked in one go,
 * after a confirmation) → figures with their derivation →
 * corrections (value + correction = total, reason required) → review and lock → submit to the
 * verifier, after a confirmation. The report's own lifecycle is the server's chart: the wizard only sends its events.
 * Each step entered calls `persist` (the client keeps it in sessionStorage), and a wizard started
 * with `saved` reloads what it needs and returns to that step.
 */
export const submissionWizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: {
    loadCandidates: notProvided<CandidatePeriod[], { regime: Regime; shipId: number; year: number }>(
      'wizard.loadCandidates',
    ),
    /** The chosen period's report: the generated one, or a new one generated now. */
    prepareReport: notProvided<ReportDto, { regime: Regime; shipId: number; candidate: CandidatePeriod }>(
      'wizard.prepareReport',
    ),
    restore: notProvided<
      { candidates: CandidatePeriod[]; report: ReportDto | null },
      { regime: Regime; saved: WizardSaved }
    >('wizard.restore'),
    saveCorrections: notProvided<unknown, { id: number; version: number; corrections: CorrectionRow[] }>(
      'wizard.saveCorrections',
    ),
    sendEvent: notProvided<ReportDto | null, { id: number; type: 'lock' | 'submit'; version: number }>(
      'wizard.sendEvent',
    ),
    loadReport: notProvided<ReportDto, { id: number }>('wizard.loadReport'),
    /** Locks the period's unlocked voyages at once (all or nothing, a history row each). */
    lockVoyages: notProvided<unknown, { voyageIds: number[] }>('wizard.lockVoyages'),
  },
  actions: {
    failure: assign(({ event }) => ({
      errorCode: errorCode((event as { error?: unknown }).error),
      errorMessage: errorMessage((event as { error?: unknown }).error),
    })),
    clearError: assign(noError),
    reportLoaded: assign(({ event }) => withReport((event as unknown as { output: ReportDto }).output)),
    // The client provides the real one (sessionStorage); a test may watch it.
    persist: (_, _params: { step: WizardStep }) => {},
  },
  guards: {
    hasShip: ({ context }) => context.shipId !== null,
    periodKnown: ({ context, event }) =>
      event.type === 'period.choose' && context.candidates.some((c) => c.start === event.start),
    periodOpen: ({ context }) => {
      const c = chosenCandidate(context);
      return c !== null && c.status !== 'blocked';
    },
    correctionsValid: ({ context }) => correctionsValid(context.corrections),
    resumeAt: ({ context }, params: { steps: WizardStep[] }) =>
      context.resumeStep !== null && params.steps.includes(context.resumeStep),
    reportIs: ({ context }, params: { statuses: string[] }) =>
      context.report !== null && params.statuses.includes(context.report.status),
    savedBeyondChoice: ({ context }) => context.resumeStep !== null && context.resumeStep !== 'choose',
    restoredReport: ({ event }) =>
      (event as { output?: { report: ReportDto | null } }).output?.report != null,
    periodChosen: ({ context }) => chosenCandidate(context) !== null,
    hasUnlockedVoyages: ({ context }) => unlockedVoyagesOf(context).length > 0,
    shipChosen: ({ event }) => event.type === 'ship.change' && event.shipId !== null,
  },
}).createMachine({
  id: 'submissionWizard',
  context: ({ input }) => ({
    regime: input.regime,
    shipId: input.saved?.shipId ?? null,
    year: input.saved?.year ?? input.year,
    candidates: [],
    periodStart: input.saved?.periodStart ?? null,
    report: null,
    corrections: [],
    resumeStep: input.saved?.step ?? null,
    ...noError,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'savedBeyondChoice', target: 'restoring' },
        { guard: 'hasShip', target: 'choose.loading' },
        { target: 'choose' },
      ],
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restore',
        src: 'restore',
        input: ({ context }) => ({
          regime: context.regime,
          saved: {
            step: context.resumeStep!,
            shipId: context.shipId,
            year: context.year,
            periodStart: context.periodStart,
            reportId: null,
          },
        }),
        onDone: [
          {
            guard: 'restoredReport',
            target: 'routing',
            actions: assign(({ event }) => ({
              candidates: event.output.candidates,
              ...withReport(event.output.report!),
            })),
          },
          {
            target: 'routing',
            actions: assign(({ event }) => ({ candidates: event.output.candidates })),
          },
        ],
        onError: { target: 'choose', actions: ['failure', assign({ resumeStep: null })] },
      },
    },
    /** Back to the saved step, as far as the stored report allows (a locked one cannot be corrected). */
    routing: {
      always: [
        {
          guard: {
            type: 'reportIs',
            params: {
              statuses: ['submitted', 'verified', 'confirmed', 'accepted', 'superseded', 'cancelled'],
            },
          },
          target: 'done',
        },
        { guard: { type: 'reportIs', params: { statuses: ['locked'] } }, target: 'submit' },
        { guard: { type: 'resumeAt', params: { steps: ['figures'] } }, target: 'figures' },
        { guard: { type: 'resumeAt', params: { steps: ['corrections'] } }, target: 'corrections' },
        { guard: { type: 'resumeAt', params: { steps: ['review', 'submit', 'done'] } }, target: 'review' },
        { guard: 'periodChosen', target: 'completeness' },
        { target: 'choose' },
      ],
      exit: assign({ resumeStep: null }),
    },
    choose: {
      entry: persistAt('choose'),
      initial: 'idle',
      on: {
        'ship.change': [
          {
            guard: 'shipChosen',
            target: '.loading',
            reenter: true,
            actions: assign(({ event }) => ({ shipId: event.shipId, candidates: [], periodStart: null })),
          },
          { target: '.idle', actions: assign({ shipId: null, candidates: [], periodStart: null }) },
        ],
        'year.change': {
          target: '.loading',
          guard: 'hasShip',
          reenter: true,
          actions: assign(({ event }) => ({ year: event.year, candidates: [], periodStart: null })),
        },
      },
      states: {
        idle: {},
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadCandidates',
            src: 'loadCandidates',
            input: ({ context }) => ({ regime: context.regime, shipId: context.shipId!, year: context.year }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({ candidates: event.output, ...noError })),
            },
            onError: { target: 'failed', actions: 'failure' },
          },
        },
        failed: { on: { 'candidates.retry': 'loading' } },
        ready: {
          on: {
            'period.choose': {
              guard: 'periodKnown',
              target: '#submissionWizard.completeness',
              actions: assign(({ event }) => ({
                periodStart: event.start,
                report: null,
                corrections: [],
                ...noError,
              })),
            },
          },
        },
      },
    },
    completeness: {
      entry: persistAt('completeness'),
      initial: 'showing',
      states: {
        showing: {
          on: {
            'wizard.back': { target: '#submissionWizard.choose.ready', actions: assign(noError) },
            'wizard.recheck': { target: 'checking', actions: assign(noError) },
            'wizard.lockAll': {
              guard: 'hasUnlockedVoyages',
              target: 'confirmingLockAll',
              actions: assign(noError),
            },
            'wizard.next': {
              guard: 'periodOpen',
              target: '#submissionWizard.preparing',
              actions: assign(noError),
            },
          },
        },
        /** Locking is not undone by a click (unlocking needs a reason each), so the user confirms first. */
        confirmingLockAll: {
          on: {
            'wizard.lockAll.confirm': 'lockingVoyages',
            'wizard.lockAll.cancel': 'showing',
          },
        },
        // Then the check runs again: the server names what still blocks the period (or nothing).
        lockingVoyages: {
          tags: ['busy'],
          invoke: {
            id: 'lockVoyages',
            src: 'lockVoyages',
            input: ({ context }) => ({ voyageIds: unlockedVoyagesOf(context).map((v) => v.id) }),
            onDone: 'checking',
            onError: { target: 'showing', actions: 'failure' },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'recheck',
            src: 'loadCandidates',
            input: ({ context }) => ({ regime: context.regime, shipId: context.shipId!, year: context.year }),
            onDone: { target: 'showing', actions: assign(({ event }) => ({ candidates: event.output })) },
            onError: { target: 'showing', actions: 'failure' },
          },
        },
      },
    },
    preparing: {
      tags: ['busy'],
      invoke: {
        id: 'prepareReport',
        src: 'prepareReport',
        input: ({ context }) => ({
          regime: context.regime,
          shipId: context.shipId!,
          candidate: chosenCandidate(context)!,
        }),
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => ({ ...withReport(event.output), resumeStep: 'figures' as const })),
        },
        onError: { target: 'completeness', actions: 'failure' },
      },
    },
    figures: {
      entry: persistAt('figures'),
      on: {
        'wizard.next': 'corrections',
        'wizard.back': 'completeness',
      },
    },
    corrections: {
      entry: persistAt('corrections'),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'correction.change': {
              actions: assign({
                corrections: ({ context, event }) => applyCorrectionChange(context.corrections, event),
              }),
            },
            'wizard.next': { guard: 'correctionsValid', target: 'saving', actions: assign(noError) },
            'wizard.back': '#submissionWizard.figures',
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveCorrections',
            src: 'saveCorrections',
            input: ({ context }) => ({
              id: context.report!.id,
              version: context.report!.version,
              corrections: context.corrections,
            }),
            onDone: 'reloading',
            onError: { target: 'editing', actions: 'failure' },
          },
        },
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'reloadAfterCorrections',
            src: 'loadReport',
            input: ({ context }) => ({ id: context.report!.id }),
            onDone: {
              target: '#submissionWizard.review',
              actions: assign(({ event }) => withReport(event.output)),
            },
            onError: { target: 'editing', actions: 'failure' },
          },
        },
      },
    },
    review: reportEventStep({
      step: 'review',
      event: 'lock',
      sending: 'locking',
      reloadId: 'reloadAfterLock',
      next: '#submissionWizard.submit',
      back: '#submissionWizard.corrections',
    }),
    submit: reportEventStep({
      step: 'submit',
      event: 'submit',
      sending: 'submitting',
      reloadId: 'reloadAfterSubmit',
      next: '#submissionWizard.done',
      ask: true,
    }),
    done: {
      entry: persistAt('done'),
      on: {
        'wizard.restart': {
          target: 'choose',
          actions: assign({
            shipId: null,
            candidates: [],
            periodStart: null,
            report: null,
            corrections: [],
            ...noError,
          }),
        },
      },
    },
  },
});

export type WizardActor = ActorRefFrom<typeof submissionWizardMachine>;
