import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../domain/apiError';

/**
 * A read-only resource read page by page (the public data download): loading -> ready | failed,
 * with retry after a failure, and `page.go` to another page. The page lives in the context, so a failed page is
 * retried as the same page; the data shown stays until the next page has come.
 */
export const pagedFetchMachine = setup({
  types: {
    context: {} as { page: number; data: unknown; errorCode: string | null },
    events: {} as { type: 'fetch.retry' } | { type: 'page.go'; page: number },
    input: {} as { page?: number } | undefined,
  },
  actors: {
    fetch: fromPromise<unknown, { page: number }>(async () => {
      throw new Error('pagedFetchMachine: provide a fetch actor');
    }),
  },
  guards: {
    // Page numbers start at 1; going to the page already shown is not a change.
    otherPage: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page !== context.page,
  },
}).createMachine({
  id: 'pagedFetch',
  context: ({ input }) => ({ page: input?.page ?? 1, data: null, errorCode: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetch',
        src: 'fetch',
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, errorCode: null }) },
        onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => errorCode(event.error) }) },
      },
    },
    // No reload of a page shown: the portal offers none (a new visit reads afresh).
    ready: {
      on: {
        'page.go': {
          guard: 'otherPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
    failed: { on: { 'fetch.retry': 'loading' } },
  },
});
