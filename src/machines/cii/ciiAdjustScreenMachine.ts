import { assign, setup, type ActorRefFrom } from 'xstate';
import type {
  CiiAdjustmentDto,
  CiiHistoryDto,
  CiiPeriodComparisonDto,
  CiiProposalsDto,
} from '../../domain/cii/adjustmentApi';
import type { CiiAdjustKind } from '../../domain/cii/adjustments';
import type { AdjustmentProposal } from '../../domain/cii/proposals';
import { errorCode, errorMessage } from '../../domain/apiError';
import { COMMENT_REQUIRED, type ReportEventType } from '../../domain/reports/types';
import { notProvided } from '../notProvided';

export interface CiiScreenData {
  records: CiiAdjustmentDto[];
  /** Ledger proposals (adjustments only; null on the correction screen). */
  proposals: CiiProposalsDto | null;
  comparison: CiiPeriodComparisonDto[];
}

export interface CiiAdjustScreenInput {
  kind: CiiAdjustKind;
  year: number;
}

export interface CiiAdjustScreenContext extends CiiAdjustScreenInput, CiiScreenData {
  shipId: number | null;
  /** The record whose history is shown. */
  selectedId: number | null;
  history: CiiHistoryDto[];
  /** The comment sent with the next event (required for unlock and return). */
  comment: string;
  /** The open form: a record to edit, a proposal to start from, or a blank new one. */
  form: { record: CiiAdjustmentDto | null; proposal: AdjustmentProposal | null } | null;
  errorCode: string | null;
  errorMessage: string | null;
}

export type CiiAdjustScreenEvent =
  | { type: 'ship.select'; shipId: number | null }
  | { type: 'year.change'; year: number }
  | { type: 'retry' }
  | { type: 'record.new'; proposal?: AdjustmentProposal }
  | { type: 'record.edit'; id: number }
  | { type: 'form.closed'; changed: boolean }
  | { type: 'record.select'; id: number }
  | { type: 'comment.change'; value: string }
  | { type: 'record.event'; id: number; event: string };

/**
 * The CII adjust or correct screen (docs/cii-adjustments.md §6): pick a ship and year, see the
 * records with the rating without, with each and with all confirmed, the ledger's proposals, open
 * the form (new, from a proposal, or a draft), send the lifecycle events the server offers
 * (`allowedEvents`, from the same chart it runs), and read a record's history. Every change
 * reloads the ship-year so the ratings follow.
 */
export const ciiAdjustScreenMachine = setup({
  types: {
    context: {} as CiiAdjustScreenContext,
    events: {} as CiiAdjustScreenEvent,
    input: {} as CiiAdjustScreenInput,
  },
  actors: {
    loadYear: notProvided<CiiScreenData, { kind: CiiAdjustKind; shipId: number; year: number }>(
      'ciiAdjustScreen.loadYear',
    ),
    loadHistory: notProvided<CiiHistoryDto[], { id: number }>('ciiAdjustScreen.loadHistory'),
    sendEvent: notProvided<CiiAdjustmentDto, { id: number; type: string; version: number; comment?: string }>(
      'ciiAdjustScreen.sendEvent',
    ),
  },
  actions: {
    clearError: assign({ errorCode: null, errorMessage: null }),
    failed: assign(({ event }) => ({
      errorCode: errorCode((event as unknown as { error: unknown }).error),
      errorMessage: errorMessage((event as unknown as { error: unknown }).error),
    })),
  },
  guards: {
    hasShip: ({ event }) => event.type === 'ship.select' && event.shipId !== null,
    shipChosen: ({ context }) => context.shipId !== null,
    eventReady: ({ context, event }) => {
      if (event.type !== 'record.event') return false;
      const r = context.records.find((x) => x.id === event.id);
      if (!r || !r.allowedEvents.includes(event.event)) return false;
      return !COMMENT_REQUIRED.includes(event.event as ReportEventType) || context.comment.trim().length > 0;
    },
    editable: ({ context, event }) =>
      event.type === 'record.edit' && (context.records.find((x) => x.id === event.id)?.editable ?? false),
    changed: ({ event }) => event.type === 'form.closed' && event.changed,
  },
}).createMachine({
  id: 'ciiAdjustScreen',
  context: ({ input }) => ({
    ...input,
    shipId: null,
    records: [],
    proposals: null,
    comparison: [],
    selectedId: null,
    history: [],
    comment: '',
    form: null,
    errorCode: null,
    errorMessage: null,
  }),
  initial: 'noShip',
  on: {
    'ship.select': [
      {
        guard: 'hasShip',
        target: '.loading',
        actions: assign({ shipId: ({ event }) => event.shipId, selectedId: null, history: [] }),
      },
      { target: '.noShip', actions: assign({ shipId: null, records: [], proposals: null, comparison: [] }) },
    ],
  },
  states: {
    noShip: {
      on: { 'year.change': { actions: assign({ year: ({ event }) => event.year }) } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadYear',
        src: 'loadYear',
        input: ({ context }) => ({ kind: context.kind, shipId: context.shipId!, year: context.year }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...event.output, errorCode: null, errorMessage: null })),
        },
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    failed: {
      on: {
        retry: 'loading',
        'year.change': { target: 'loading', actions: assign({ year: ({ event }) => event.year }) },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'year.change': {
          target: 'loading',
          actions: assign({ year: ({ event }) => event.year, selectedId: null, history: [] }),
        },
      },
      states: {
        idle: {
          on: {
            'record.new': {
              target: 'form',
              actions: assign({ form: ({ event }) => ({ record: null, proposal: event.proposal ?? null }) }),
            },
            'record.edit': {
              guard: 'editable',
              target: 'form',
              actions: assign({
                form: ({ context, event }) => ({
                  record: context.records.find((r) => r.id === event.id)!,
                  proposal: null,
                }),
              }),
            },
            'record.select': { target: 'history', actions: assign({ selectedId: ({ event }) => event.id }) },
            'comment.change': { actions: assign({ comment: ({ event }) => event.value }) },
            'record.event': { guard: 'eventReady', target: 'sending', actions: 'clearError' },
          },
        },
        form: {
          on: {
            'form.closed': [
              { guard: 'changed', target: '#ciiAdjustScreen.loading', actions: assign({ form: null }) },
              { target: 'idle', actions: assign({ form: null }) },
            ],
          },
        },
        history: {
          tags: ['busy'],
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => ({ id: context.selectedId! }),
            onDone: { target: 'idle', actions: assign({ history: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: 'failed' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendEvent',
            src: 'sendEvent',
            input: ({ context, event }) => {
              const e = event as Extract<CiiAdjustScreenEvent, { type: 'record.event' }>;
              const r = context.records.find((x) => x.id === e.id)!;
              return {
                id: r.id,
                type: e.event,
                version: r.version,
                comment: context.comment.trim() || undefined,
              };
            },
            onDone: { target: '#ciiAdjustScreen.loading', actions: assign({ comment: '' }) },
            onError: { target: 'idle', actions: 'failed' },
          },
        },
      },
    },
  },
});

export type CiiAdjustScreenActor = ActorRefFrom<typeof ciiAdjustScreenMachine>;
