import type { CandidatePeriodDto, Regime, ReportDto } from '../../services/reportsApi';
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

/** The wizard's steps in order (issue 14 §4); each is a state of the machine below. */
export type WizardStep = 'choose' | 'completeness' | 'figures' | 'corrections' | 'review' | 'submit' | 'done';

/**
 * The steps each regime walks. IMO DCS and China MSA walk all of them; later regimes plug their own
 * list in here (an authority-review or FuelEU flexibility step) without a second wizard.
 */
export const WIZARD_STEPS: Record<Regime, readonly WizardStep[]> = {
  imoDcs: ['choose', 'completeness', 'figures', 'corrections', 'review', 'submit', 'done'],
  chinaMsa: ['choose', 'completeness', 'figures', 'corrections', 'review', 'submit', 'done'],
  euMrv: ['choose', 'completeness', 'figures', 'corrections', 'review', 'submit', 'done'],
  euEts: ['choose', 'completeness', 'figures', 'corrections', 'review', 'submit', 'done'],
  fuelEu: ['choose', 'completeness', 'figures', 'corrections', 'review', 'submit', 'done'],
  ukMrv: ['choose', 'completeness', 'figures', 'corrections', 'review', 'submit', 'done'],
};

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
  candidates: CandidatePeriodDto[];
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
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | CorrectionChange
  | { type: 'wizard.lock' }
  | { type: 'wizard.submit' }
  | { type: 'wizard.restart' };

/** The candidate period the user chose, as the latest candidates list has it. */
export const chosenCandidate = (c: Pick<WizardContext, 'candidates' | 'periodStart'>) =>
  c.candidates.find((p) => p.start === c.periodStart) ?? null;

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

/**
 * The guided submission (issue 14 §4): choose ship and period → completeness (what blocks the
 * period, each with a link to fix it; recheck after fixing) → figures with their derivation →
 * corrections (value + correction = total, reason required) → review and lock → submit to the
 * verifier. The report's own lifecycle is the server's chart: the wizard only sends its events.
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
    loadCandidates: notProvided<CandidatePeriodDto[], { regime: Regime; shipId: number; year: number }>(
      'wizard.loadCandidates',
    ),
    /** The chosen period's report: the generated one, or a new one generated now. */
    prepareReport: notProvided<ReportDto, { regime: Regime; shipId: number; candidate: CandidatePeriodDto }>(
      'wizard.prepareReport',
    ),
    restore: notProvided<
      { candidates: CandidatePeriodDto[]; report: ReportDto | null },
      { regime: Regime; saved: WizardSaved }
    >('wizard.restore'),
    saveCorrections: notProvided<unknown, { id: number; version: number; corrections: CorrectionRow[] }>(
      'wizard.saveCorrections',
    ),
    sendEvent: notProvided<ReportDto | null, { id: number; type: 'lock' | 'submit'; version: number }>(
      'wizard.sendEvent',
    ),
    loadReport: notProvided<ReportDto, { id: number }>('wizard.loadReport'),
  },
  actions: {
    failure: assign(({ event }) => ({
      errorCode: errorCode((event as { error?: unknown }).error),
      errorMessage: errorMessage((event as { error?: unknown }).error),
    })),
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
            guard: ({ event }) => event.output.report !== null,
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
            params: { statuses: ['submitted', 'confirmed', 'superseded', 'cancelled'] },
          },
          target: 'done',
        },
        { guard: { type: 'reportIs', params: { statuses: ['locked'] } }, target: 'submit' },
        { guard: { type: 'resumeAt', params: { steps: ['figures'] } }, target: 'figures' },
        { guard: { type: 'resumeAt', params: { steps: ['corrections'] } }, target: 'corrections' },
        { guard: { type: 'resumeAt', params: { steps: ['review', 'submit', 'done'] } }, target: 'review' },
        { guard: ({ context }) => chosenCandidate(context) !== null, target: 'completeness' },
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
            guard: ({ event }) => event.shipId !== null,
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
            'wizard.next': {
              guard: 'periodOpen',
              target: '#submissionWizard.preparing',
              actions: assign(noError),
            },
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
    review: {
      entry: persistAt('review'),
      initial: 'showing',
      states: {
        showing: {
          on: {
            'wizard.lock': { target: 'locking', actions: assign(noError) },
            'wizard.back': '#submissionWizard.corrections',
          },
        },
        locking: {
          tags: ['busy'],
          invoke: {
            id: 'lock',
            src: 'sendEvent',
            input: ({ context }) => ({
              id: context.report!.id,
              type: 'lock' as const,
              version: context.report!.version,
            }),
            onDone: 'reloading',
            // 409 report.voyages_unlocked names the voyages: the step shows them with their links.
            onError: { target: 'showing', actions: 'failure' },
          },
        },
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'reloadAfterLock',
            src: 'loadReport',
            input: ({ context }) => ({ id: context.report!.id }),
            onDone: {
              target: '#submissionWizard.submit',
              actions: assign(({ event }) => withReport(event.output)),
            },
            onError: { target: 'showing', actions: 'failure' },
          },
        },
      },
    },
    submit: {
      entry: persistAt('submit'),
      initial: 'showing',
      states: {
        showing: { on: { 'wizard.submit': { target: 'submitting', actions: assign(noError) } } },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submit',
            src: 'sendEvent',
            input: ({ context }) => ({
              id: context.report!.id,
              type: 'submit' as const,
              version: context.report!.version,
            }),
            onDone: 'reloading',
            onError: { target: 'showing', actions: 'failure' },
          },
        },
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'reloadAfterSubmit',
            src: 'loadReport',
            input: ({ context }) => ({ id: context.report!.id }),
            onDone: {
              target: '#submissionWizard.done',
              actions: assign(({ event }) => withReport(event.output)),
            },
            onError: { target: 'showing', actions: 'failure' },
          },
        },
      },
    },
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
