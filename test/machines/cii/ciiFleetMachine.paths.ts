/** The CII fleet machine's generated paths, shared by its model test and `npm run test:paths`. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import { ciiFleetMachine } from '../../../src/machines/cii/ciiFleetMachine';
import { edgePaths, eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

export const FLEET = {
  years: [2023, 2024, 2025],
  ships: [
    {
      shipId: 1,
      nameEn: 'A',
      nameZh: null,
      imo: '9000001',
      ratings: { 2023: 'C', 2024: 'D', 2025: 'D' },
      risk: {
        latest: { year: 2025, rating: 'D' },
        trend: 'same',
        atRisk: true,
        planRequired: false,
        planYear: null,
      },
      planRecorded: false,
    },
  ],
};
export const E = {
  sortName: { type: 'fleet.sort', key: 'name' },
  sortRisk: { type: 'fleet.sort', key: 'risk' },
  refresh: { type: 'fleet.refresh' },
  export: { type: 'fleet.export', lang: 'en' },
  retry: { type: 'fleet.retry' },
  open: { type: 'ship.open', shipId: 1 },
  close: { type: 'ship.close' },
  loaded: { type: 'xstate.done.actor.loadFleet', output: FLEET },
  loadFailed: { type: 'xstate.error.actor.loadFleet', error: new ApiError(0, 'network', 'Failed to fetch') },
  refreshed: { type: 'xstate.done.actor.refreshFleet', output: { ships: 1, recomputed: 1 } },
  refreshFailed: { type: 'xstate.error.actor.refreshFleet', error: new ApiError(500, 'internal', 'x') },
  exported: { type: 'xstate.done.actor.exportFleet', output: null },
  exportFailed: { type: 'xstate.error.actor.exportFleet', error: new ApiError(403, 'forbidden', 'x') },
};
const allEvents = eventsFrom(Object.values(E));
/**
 * What the user can do in a state, so the graph never walks what the screen cannot show: before
 * the first load only a spinner, after a failure only its retry, with a ship open only its page's
 * close; the list's names and column headers otherwise, and refresh and export when idle.
 */
export const events = (s: AnyMachineSnapshot) =>
  allEvents(s).filter((e: EventObject) => {
    if (e.type.startsWith('xstate.')) return true;
    if (s.matches('failed')) return e.type === 'fleet.retry';
    if (s.context.data === null) return false;
    if (s.context.shipId !== null) return e.type === 'ship.close';
    if (e.type === 'fleet.refresh' || e.type === 'fleet.export') return s.matches('ready');
    return e.type === 'fleet.sort' || e.type === 'ship.open';
  });
/** What the screen shows: the state, the sort and whether a ship page is open. */
export const stateKey = (s: AnyMachineSnapshot) => [s.value, s.context.sort, s.context.shipId !== null];
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
export const options = { events, serializeState, stateKey };

export const JOURNEYS: EventObject[][] = [
  [E.loaded, E.sortName, E.sortName, E.refresh, E.refreshed, E.loaded, E.export, E.exported, E.open, E.close],
  [E.loadFailed, E.retry, E.loaded, E.export, E.exportFailed, E.refresh, E.refreshFailed, E.retry, E.loaded],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(ciiFleetMachine, options),
  ...edgePaths(ciiFleetMachine, options),
  ...journeyPaths(ciiFleetMachine, JOURNEYS, undefined, { serializeState }),
]);

export const ciiFleetModelPaths = async () => ({ machine: ciiFleetMachine, ...options, paths });
