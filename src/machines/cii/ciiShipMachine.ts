import { assign, setup } from 'xstate';
import { errorCode, saveFailure } from '../../domain/apiError';
import { notProvided } from '../notProvided';

/**
 * A ship's CII page (docs/cii-ratings.md §4): rating history, SEEMP Part III items and the
 * corrective action plans, with one plan form at a time (new or edit → save; the server's field
 * messages land on their fields, a stale version reloads) and delete. Actors in provided.ts.
 */
export interface PlanDraft {
  id: number | null;
  version: number | null;
  year: string;
  target: string;
  targetRating: string;
  status: string;
  owner: string;
  dueDate: string;
  note: string;
}

export interface CiiShipContext {
  shipId: number;
  data: unknown;
  errorCode: string | null;
  errorMessage: string | null;
  draft: PlanDraft | null;
  fieldErrors: Record<string, string>;
  /** 'conflict' after a save refused for a stale version (the page reloaded, edits lost). */
  notice: 'conflict' | null;
}

export type CiiShipEvent =
  | { type: 'plan.new'; year: number }
  | { type: 'plan.edit'; draft: PlanDraft }
  | { type: 'plan.set'; field: keyof Omit<PlanDraft, 'id' | 'version'>; value: string }
  | { type: 'plan.save' }
  | { type: 'plan.cancel' }
  | { type: 'plan.delete'; id: number }
  | { type: 'ship.retry' };

export const emptyDraft = (year: number): PlanDraft => ({
  id: null,
  version: null,
  year: String(year),
  target: '',
  targetRating: 'C',
  status: 'planned',
  owner: '',
  dueDate: '',
  note: '',
});

export const ciiShipMachine = setup({
  types: { context: {} as CiiShipContext, events: {} as CiiShipEvent, input: {} as { shipId: number } },
  actors: {
    loadShip: notProvided<unknown, { shipId: number }>('cii.loadShip'),
    savePlan: notProvided<unknown, { shipId: number; draft: PlanDraft }>('cii.savePlan'),
    deletePlan: notProvided<unknown, { id: number }>('cii.deletePlan'),
  },
  guards: {
    staleVersion: ({ event }) => saveFailure((event as { error?: unknown }).error).kind === 'conflict',
  },
  actions: {
    fail: assign({
      errorCode: ({ event }) => errorCode((event as { error?: unknown }).error),
      errorMessage: null,
    }),
  },
}).createMachine({
  id: 'ciiShip',
  context: ({ input }) => ({
    shipId: input.shipId,
    data: null,
    errorCode: null,
    errorMessage: null,
    draft: null,
    fieldErrors: {},
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadShip',
        src: 'loadShip',
        input: ({ context }) => ({ shipId: context.shipId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, errorCode: null }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    ready: {
      on: {
        'plan.new': {
          target: 'editing',
          actions: assign({
            draft: ({ event }) => emptyDraft(event.year),
            fieldErrors: {},
            errorCode: null,
            notice: null,
          }),
        },
        'plan.edit': {
          target: 'editing',
          actions: assign({
            draft: ({ event }) => event.draft,
            fieldErrors: {},
            errorCode: null,
            notice: null,
          }),
        },
        'plan.delete': { target: 'deleting' },
      },
    },
    editing: {
      on: {
        'plan.set': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft ? { ...context.draft, [event.field]: event.value } : null,
            fieldErrors: ({ context, event }) => {
              const { [event.field]: _gone, ...rest } = context.fieldErrors;
              return rest;
            },
          }),
        },
        'plan.save': 'saving',
        'plan.cancel': { target: 'ready', actions: assign({ draft: null, fieldErrors: {} }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePlan',
        src: 'savePlan',
        input: ({ context }) => ({ shipId: context.shipId, draft: context.draft! }),
        onDone: { target: 'loading', actions: assign({ draft: null, fieldErrors: {} }) },
        onError: [
          {
            // Someone else changed the plan: reload, the edits are lost (the view says so).
            guard: 'staleVersion',
            target: 'loading',
            actions: assign({ draft: null, fieldErrors: {}, notice: 'conflict' }),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => {
              const f = saveFailure(event.error);
              return {
                fieldErrors: f.kind === 'fields' ? f.fieldErrors : {},
                errorCode: f.errorCode,
                errorMessage: f.errorMessage,
              };
            }),
          },
        ],
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deletePlan',
        src: 'deletePlan',
        input: ({ event }) => ({ id: event.type === 'plan.delete' ? event.id : 0 }),
        onDone: 'loading',
        onError: { target: 'ready', actions: 'fail' },
      },
    },
    failed: { on: { 'ship.retry': 'loading' } },
  },
});
