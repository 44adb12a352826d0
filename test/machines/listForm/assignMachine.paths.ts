/**
 * The pick-many dialog machine's generated paths, shared by its model test and QA's
 * `npm run test:paths` report.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { assignMachine } from '../../../src/machines/listForm/assignMachine';
import { ApiError } from '../../../src/domain/apiError';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

export const INPUT = { id: 7 };
export const LOADED = { selected: [1], version: 2, choices: [1, 2] };
// Payloads the traversal cannot invent, by name; every other declared event is synthesized bare.
export const ASSIGN = {
  toggleSecond: { type: 'assign.toggle', ids: [2], on: true },
  loaded: { type: 'xstate.done.actor.load', output: LOADED },
  loadOffline: { type: 'xstate.error.actor.load', error: new ApiError(0, 'network', 'offline') },
  saved: { type: 'xstate.done.actor.save', output: null },
  saveConflict: { type: 'xstate.error.actor.save', error: new ApiError(409, 'conflict', 'Stale') },
};
export const FIXTURES = Object.values(ASSIGN) as EventObject[];
export const events = eventsFrom(FIXTURES);
/** State, whether a message shows, whether it was saved: what the dialog draws differently. */
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.status, Boolean(s.context.errorCode), s.context.selected.length]);
export const options = { input: INPUT, events, serializeState };

// Shortest paths reach each state once; these return along the other edges.
const save = { type: 'assign.save' };
const close = { type: 'assign.close' };
export const JOURNEYS: EventObject[][] = [
  [ASSIGN.loadOffline, { type: 'assign.retry' }, ASSIGN.loaded],
  [ASSIGN.loadOffline, close],
  [ASSIGN.loaded, ASSIGN.toggleSecond, save, ASSIGN.saveConflict, save, ASSIGN.saved],
  [ASSIGN.loaded, close],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(assignMachine, options),
  ...journeyPaths(assignMachine, JOURNEYS, INPUT),
]);

export const assignModelPaths = async () => ({ machine: assignMachine, input: INPUT, events, paths });
