import { assign, setup } from 'xstate';
import type { Query } from '../../domain/api';
import { errorCode } from '../../domain/apiError';
import { notProvided } from '../notProvided';

/**
 * One analysis screen (trend, comparison, relevance, fuel consumption, fleet charts): the user sets
 * conditions and runs the query; with nothing chosen the screen says so (the original's "please
 * select statistics conditions") instead of asking the server; a result shows in a Chart or a Data
 * tab and exports to xlsx. The query and export actors are provided per screen
 * (src/machines/analysis/provided.ts); the view decides whether the conditions are complete.
 */
export type AnalysisTab = 'chart' | 'data';

export interface AnalysisContext {
  query: Query | null;
  data: unknown;
  errorCode: string | null;
  tab: AnalysisTab;
  /** A finished export's row count, shown once. */
  exported: number | null;
}

export type AnalysisEvent =
  | { type: 'query.run'; query: Query; complete: boolean }
  | { type: 'query.reset' }
  | { type: 'tab.select'; tab: AnalysisTab }
  | { type: 'data.export'; fileName: string; table: ExportTable };

/** The Data tab as the user sees it (header row first), in the screen's language. */
export type ExportTable = Array<Array<string | number>>;

export const analysisMachine = setup({
  types: { context: {} as AnalysisContext, events: {} as AnalysisEvent },
  actors: {
    runQuery: notProvided<unknown, Query>('analysis.runQuery'),
    exportData: notProvided<number, { table: ExportTable; fileName: string }>('analysis.exportData'),
  },
  guards: {
    complete: ({ event }) => event.type === 'query.run' && event.complete,
  },
  actions: {
    takeQuery: assign({
      query: ({ event }) => (event.type === 'query.run' ? event.query : null),
      errorCode: null,
      exported: null,
    }),
    clear: assign({ query: null, data: null, errorCode: null, exported: null }),
    selectTab: assign({ tab: ({ event }) => (event.type === 'tab.select' ? event.tab : 'chart') }),
  },
}).createMachine({
  id: 'analysis',
  context: { query: null, data: null, errorCode: null, tab: 'chart', exported: null },
  initial: 'idle',
  on: {
    'query.run': [
      { guard: 'complete', target: '.loading', actions: 'takeQuery' },
      { target: '.incomplete', actions: 'clear' },
    ],
    'query.reset': { target: '.idle', actions: 'clear' },
    'tab.select': { actions: 'selectTab' },
  },
  states: {
    idle: {},
    incomplete: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'runQuery',
        src: 'runQuery',
        input: ({ context }) => context.query!,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => errorCode(event.error) }) },
      },
    },
    ready: {
      on: { 'data.export': 'exporting' },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportData',
        src: 'exportData',
        input: ({ event }) =>
          event.type === 'data.export'
            ? { table: event.table, fileName: event.fileName }
            : { table: [], fileName: 'export' },
        onDone: { target: 'ready', actions: assign({ exported: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ errorCode: ({ event }) => errorCode(event.error) }) },
      },
    },
    failed: {},
  },
});
