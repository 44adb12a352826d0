import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { PortOption } from '../../domain/api';

/** How long typing must pause before the port dictionary is asked (ms). */
export const PORT_SEARCH_DELAY = 250;

export interface PortPickerContext {
  /** What the box holds while the user types; null = show the chosen port. */
  text: string | null;
  results: PortOption[];
  /** Every port seen so far by code, so a chosen or stored code shows its name. */
  known: Record<string, PortOption>;
  /** The highlighted suggestion (arrow keys), -1 = none. */
  active: number;
  failed: boolean;
  /** A stored code to look up once at start. */
  resolve: string | null;
}

export type PortPickerEvent =
  | { type: 'type'; text: string }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'close' }
  /** A code the form got later (a loaded record): look its name up. */
  | { type: 'resolve'; code: string };

/**
 * A searchable port picker: typing waits a moment, then searches the port dictionary by keyword;
 * the suggestions stay open until one is picked (the view sends the code to the form and closes)
 * or the box loses focus. `resolve` (a stored code) is
 * looked up once at start so the box shows the port's name, not only its LOCODE.
 */
export const portPickerMachine = setup({
  types: {
    context: {} as PortPickerContext,
    events: {} as PortPickerEvent,
    input: {} as { resolve: string | null },
  },
  actors: {
    search: fromPromise<PortOption[], { keyword: string }>(async () => {
      throw new Error('portPickerMachine: provide a search actor');
    }),
  },
  guards: {
    nothingToResolve: ({ context }) => context.resolve === null,
    codeUnknown: ({ context, event }) => event.type === 'resolve' && !context.known[event.code],
    hasResults: ({ context }) => context.results.length > 0,
  },
  actions: {
    learn: assign(({ context }, results: PortOption[]) => ({
      known: { ...context.known, ...Object.fromEntries(results.map((p) => [p.code, p])) },
    })),
    reset: assign({ text: null, results: [], active: -1 }),
  },
}).createMachine({
  id: 'portPicker',
  context: ({ input }) => ({
    text: null,
    results: [],
    known: {},
    active: -1,
    failed: false,
    resolve: input.resolve || null,
  }),
  initial: 'resolving',
  on: {
    type: {
      target: '.waiting',
      reenter: true,
      actions: assign({ text: ({ event }) => event.text, active: -1 }),
    },
  },
  states: {
    resolving: {
      always: { guard: 'nothingToResolve', target: 'closed' },
      invoke: {
        id: 'resolve',
        src: 'search',
        input: ({ context }) => ({ keyword: context.resolve ?? '' }),
        onDone: { target: 'closed', actions: { type: 'learn', params: ({ event }) => event.output } },
        onError: 'closed',
      },
    },
    closed: {
      on: {
        resolve: {
          guard: 'codeUnknown',
          target: 'resolving',
          actions: assign({ resolve: ({ event }) => event.code }),
        },
      },
    },
    waiting: {
      after: { [PORT_SEARCH_DELAY]: 'searching' },
      on: { close: { target: 'closed', actions: 'reset' } },
    },
    searching: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ keyword: (context.text ?? '').trim() }),
        onDone: {
          target: 'open',
          actions: [
            assign({ results: ({ event }) => event.output, failed: false }),
            { type: 'learn', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'open', actions: assign({ results: [], failed: true }) },
      },
      on: { close: { target: 'closed', actions: 'reset' } },
    },
    open: {
      tags: ['open'],
      on: {
        move: {
          guard: 'hasResults',
          actions: assign({
            active: ({ context, event }) => {
              const n = context.results.length;
              const next = context.active + event.by;
              return next < -1 ? n - 1 : next >= n ? -1 : next;
            },
          }),
        },
        close: { target: 'closed', actions: 'reset' },
      },
    },
  },
});

export type PortPickerActor = ActorRefFrom<typeof portPickerMachine>;
