import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../domain/apiError';

/**
 * A read-only resource screen (dashboard counts, public settings): loading -> ready | failed,
 * with retry. The fetcher is provided per use with `machine.provide({ actors: { fetch } })`.
 */
export const fetchMachine = setup({
  types: {
    context: {} as { data: unknown; errorCode: string | null },
    events: {} as { type: 'fetch.retry' },
  },
  actors: {
    fetch: fromPromise<unknown>(async () => {
      throw new Error('fetchMachine: provide a fetch actor');
    }),
  },
}).createMachine({
  id: 'fetch',
  context: { data: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetch',
        src: 'fetch',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, errorCode: null }) },
        onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => errorCode(event.error) }) },
      },
    },
    ready: { on: { 'fetch.retry': 'loading' } },
    failed: { on: { 'fetch.retry': 'loading' } },
  },
});

/** Typed view of a fetch machine's data for one resource. */
export const fetched = <T>(snapshot: { context: { data: unknown } }) => snapshot.context.data as T | null;
