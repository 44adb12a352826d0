import { assign, setup } from 'xstate';

export interface ErrorLogEntry {
  message: string;
  info: string;
  url: string;
  stack: string;
  time: number;
}
export type ErrorLogEvent =
  | ({ type: 'errorLog.add' } & Omit<ErrorLogEntry, 'time'>)
  | { type: 'errorLog.clear' }
  | { type: 'errorLog.open' }
  | { type: 'errorLog.close' };

/** Unexpected page errors and unknown screen modules collect here (docs/product-rules.md §2, §8). */
export const errorLogMachine = setup({
  types: { context: {} as { entries: ErrorLogEntry[] }, events: {} as ErrorLogEvent },
}).createMachine({
  id: 'errorLog',
  context: { entries: [] },
  initial: 'closed',
  on: {
    'errorLog.add': {
      actions: assign({
        // Cap the list: a render loop must not grow it without bound.
        entries: ({ context, event }) =>
          [
            ...context.entries,
            {
              message: event.message,
              info: event.info,
              url: event.url,
              stack: event.stack,
              time: Date.now(),
            },
          ].slice(-100),
      }),
    },
  },
  states: {
    closed: {
      on: {
        'errorLog.open': 'open',
        // The /cssLog page clears without the dialog open.
        'errorLog.clear': { actions: assign({ entries: [] }) },
      },
    },
    open: {
      on: {
        'errorLog.close': 'closed',
        'errorLog.clear': { target: 'closed', actions: assign({ entries: [] }) },
      },
    },
  },
});
