import { assign, setup } from 'xstate';
import { errorCode } from '../../domain/apiError';
import { notProvided } from '../notProvided';

/**
 * The CII fleet view (docs/cii-ratings.md §4): the stored ratings of every ship in scope load,
 * the user sorts by a column, refreshes (recompute stale ship-years, then reload) or exports the
 * list as xlsx, and opens a ship's page. The actors are provided in machines/cii/provided.ts.
 */
export type FleetSortKey = 'name' | 'trend' | 'risk' | `year:${number}`;

export interface CiiFleetContext {
  data: unknown;
  errorCode: string | null;
  sort: { key: FleetSortKey; dir: 'asc' | 'desc' };
  /** The ship whose page is open. */
  shipId: number | null;
  /** Outcome of the last refresh, shown once. */
  refreshed: { ships: number; recomputed: number } | null;
  exported: boolean;
}

export type CiiFleetEvent =
  | { type: 'fleet.sort'; key: FleetSortKey }
  | { type: 'fleet.refresh' }
  | { type: 'fleet.export'; lang: 'zh' | 'en' }
  | { type: 'fleet.retry' }
  | { type: 'ship.open'; shipId: number }
  | { type: 'ship.close' };

export const ciiFleetMachine = setup({
  types: { context: {} as CiiFleetContext, events: {} as CiiFleetEvent },
  actors: {
    loadFleet: notProvided<unknown, void>('cii.loadFleet'),
    refreshFleet: notProvided<{ ships: number; recomputed: number }, void>('cii.refreshFleet'),
    exportFleet: notProvided<null, { lang: 'zh' | 'en' }>('cii.exportFleet'),
  },
  actions: {
    sortBy: assign({
      sort: ({ context, event }) => {
        if (event.type !== 'fleet.sort') return context.sort;
        // The same column again flips the direction; a new column starts with the worst first
        // for ratings and risk (what a superintendent looks for), A→Z for names.
        if (event.key === context.sort.key)
          return { key: event.key, dir: context.sort.dir === 'asc' ? 'desc' : 'asc' };
        return { key: event.key, dir: event.key === 'name' ? 'asc' : 'desc' };
      },
    }),
    openShip: assign({ shipId: ({ event }) => (event.type === 'ship.open' ? event.shipId : null) }),
    closeShip: assign({ shipId: null }),
    fail: assign({ errorCode: ({ event }) => errorCode((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'ciiFleet',
  context: {
    data: null,
    errorCode: null,
    sort: { key: 'risk', dir: 'desc' },
    shipId: null,
    refreshed: null,
    exported: false,
  },
  initial: 'loading',
  on: {
    'ship.open': { actions: 'openShip' },
    'ship.close': { actions: 'closeShip' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFleet',
        src: 'loadFleet',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, errorCode: null }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    ready: {
      on: {
        'fleet.sort': { actions: 'sortBy' },
        'fleet.refresh': { target: 'refreshing', actions: assign({ refreshed: null, exported: false }) },
        'fleet.export': { target: 'exporting', actions: assign({ exported: false, errorCode: null }) },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refreshFleet',
        src: 'refreshFleet',
        onDone: { target: 'loading', actions: assign({ refreshed: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportFleet',
        src: 'exportFleet',
        input: ({ event }) => ({ lang: event.type === 'fleet.export' ? event.lang : 'en' }),
        onDone: { target: 'ready', actions: assign({ exported: true }) },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
    failed: { on: { 'fleet.retry': 'loading' } },
  },
});
