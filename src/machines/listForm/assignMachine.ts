import { assign, fromPromise, setup } from 'xstate';
import { errorCode, saveFailure } from '../../domain/apiError';

/** What the dialog loads: the current choice, the optimistic-lock version if any, and what to choose from. */
export interface AssignData {
  selected: number[];
  version?: number;
  choices: unknown;
}

/**
 * A "pick many for one record" dialog: the functions of a role, the ships of a user. Loads the
 * current choice, lets the user toggle, saves the whole set. `assign.toggle` carries every id it
 * changes at once, so checking a folder checks its pages and buttons in one step.
 */
export const assignMachine = setup({
  types: {
    context: {} as {
      id: number;
      selected: number[];
      version?: number;
      choices: unknown;
      errorCode: string | null;
      errorMessage: string | null;
      /** Closed after a successful save, so the list behind can reload. */
      saved: boolean;
    },
    events: {} as
      | { type: 'assign.toggle'; ids: number[]; on: boolean }
      | { type: 'assign.save' }
      | { type: 'assign.retry' }
      | { type: 'assign.close' },
    input: {} as { id: number },
  },
  actors: {
    load: fromPromise<AssignData, { id: number }>(async () => {
      throw new Error('assignMachine: provide load');
    }),
    save: fromPromise<unknown, { id: number; selected: number[]; version?: number }>(async () => {
      throw new Error('assignMachine: provide save');
    }),
  },
}).createMachine({
  id: 'assign',
  context: ({ input }) => ({
    id: input.id,
    selected: [],
    choices: null,
    errorCode: null,
    errorMessage: null,
    saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ ...event.output, errorCode: null, errorMessage: null })),
        },
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    failed: { on: { 'assign.retry': 'loading', 'assign.close': 'closed' } },
    editing: {
      on: {
        'assign.toggle': {
          actions: assign({
            selected: ({ context, event }) => {
              const set = new Set(context.selected);
              event.ids.forEach((id) => (event.on ? set.add(id) : set.delete(id)));
              return [...set];
            },
          }),
        },
        'assign.save': 'saving',
        'assign.close': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ id: context.id, selected: context.selected, version: context.version }),
        onDone: { target: 'closed', actions: assign({ saved: true }) },
        // A stale version (someone else saved first) or a refusal (protected role): say why, stay open.
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const { errorCode, errorMessage } = saveFailure(event.error);
            return { errorCode, errorMessage };
          }),
        },
      },
    },
    closed: { type: 'final' },
  },
});
