import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorCode } from '../../domain/apiError';
import type { AccountKind, HistoryEntry } from '../../services/system/historyApi';
import { notProvided } from '../notProvided';

type Input = { kind: AccountKind; id: number };

/**
 * Loads one account's state history for its detail: loading -> ready | failed, with retry.
 * A failure stays inside the section (the call is silent), so the dialog around it keeps working.
 */
export const accountHistoryMachine = setup({
  types: {
    context: {} as Input & { items: HistoryEntry[]; total: number; errorCode: string | null },
    events: {} as { type: 'history.retry' },
    input: {} as Input,
  },
  actors: {
    fetchHistory: notProvided<{ items: HistoryEntry[]; total: number }, Input>('fetchHistory'),
  },
}).createMachine({
  id: 'accountHistory',
  context: ({ input }) => ({ ...input, items: [], total: 0, errorCode: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchHistory',
        src: 'fetchHistory',
        input: ({ context }) => ({ kind: context.kind, id: context.id }),
        onDone: {
          target: 'ready',
          actions: assign({
            items: ({ event }) => event.output.items,
            total: ({ event }) => event.output.total,
            errorCode: null,
          }),
        },
        // A code, not a message: the view translates it.
        onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => errorCode(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { 'history.retry': 'loading' } },
  },
});

export type AccountHistoryActor = ActorRefFrom<typeof accountHistoryMachine>;
