import type { CandidatePeriod, Regime } from '../../domain/reports/types';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage } from '../../domain/apiError';
import { notProvided } from '../notProvided';

export interface CandidateListContext {
  regime: Regime;
  shipId: number | null;
  year: number;
  candidates: CandidatePeriod[];
  /** The period being generated (its start), for the row's busy state. */
  generating: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

export type CandidateListEvent =
  | { type: 'ship.change'; shipId: number | null }
  | { type: 'year.change'; year: number }
  | { type: 'list.reload' }
  | { type: 'candidate.generate'; start: string };

const noError = { errorCode: null, errorMessage: null } as const;

/**
 * The candidate periods of one ship and year for a regime (the DCS and CMSA list screens
 * §5–6): each period is Generateable, Cannot be generated (with its reasons) or Generated (with
 * its report). Generating one reloads the list, so the row shows what the server stored.
 */
export const candidateListMachine = setup({
  types: {
    context: {} as CandidateListContext,
    events: {} as CandidateListEvent,
    input: {} as { regime: Regime; year: number; shipId?: number | null },
  },
  actors: {
    loadCandidates: notProvided<CandidatePeriod[], { regime: Regime; shipId: number; year: number }>(
      'candidateList.loadCandidates',
    ),
    generate: notProvided<unknown, { regime: Regime; shipId: number; candidate: CandidatePeriod }>(
      'candidateList.generate',
    ),
  },
  guards: {
    hasShip: ({ context }) => context.shipId !== null,
    shipChosen: ({ event }) => event.type === 'ship.change' && event.shipId !== null,
    generatable: ({ context, event }) =>
      event.type === 'candidate.generate' &&
      context.candidates.some((c) => c.start === event.start && c.status === 'generatable'),
  },
}).createMachine({
  id: 'candidateList',
  context: ({ input }) => ({
    regime: input.regime,
    shipId: input.shipId ?? null,
    year: input.year,
    candidates: [],
    generating: null,
    ...noError,
  }),
  initial: 'starting',
  on: {
    'ship.change': [
      {
        guard: 'shipChosen',
        target: '.loading',
        actions: assign(({ event }) => ({ shipId: event.shipId, candidates: [], ...noError })),
      },
      { target: '.noShip', actions: assign({ shipId: null, candidates: [], ...noError }) },
    ],
    'year.change': [
      {
        guard: 'hasShip',
        target: '.loading',
        actions: assign(({ event }) => ({ year: event.year, ...noError })),
      },
      { actions: assign(({ event }) => ({ year: event.year })) },
    ],
  },
  states: {
    starting: { always: [{ guard: 'hasShip', target: 'loading' }, { target: 'noShip' }] },
    noShip: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCandidates',
        src: 'loadCandidates',
        input: ({ context }) => ({ regime: context.regime, shipId: context.shipId!, year: context.year }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ candidates: event.output })) },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            errorCode: errorCode(event.error),
            errorMessage: errorMessage(event.error),
          })),
        },
      },
    },
    failed: { on: { 'list.reload': { target: 'loading', actions: assign(noError) } } },
    ready: {
      on: {
        'list.reload': 'loading',
        'candidate.generate': {
          guard: 'generatable',
          target: 'generating',
          actions: assign(({ event }) => ({ generating: event.start, ...noError })),
        },
      },
    },
    generating: {
      tags: ['busy'],
      invoke: {
        id: 'generate',
        src: 'generate',
        input: ({ context }) => ({
          regime: context.regime,
          shipId: context.shipId!,
          candidate: context.candidates.find((c) => c.start === context.generating)!,
        }),
        onDone: { target: 'loading', actions: assign({ generating: null }) },
        // The list stays as it was; the refusal shows above it.
        onError: {
          target: 'ready',
          actions: assign(({ event }) => ({
            generating: null,
            errorCode: errorCode(event.error),
            errorMessage: errorMessage(event.error),
          })),
        },
      },
    },
  },
});

export type CandidateListActor = ActorRefFrom<typeof candidateListMachine>;
