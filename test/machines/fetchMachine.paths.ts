/** The read-only fetch machine's generated paths, shared by its model test and QA's report. */
import type { EventObject } from 'xstate';
import { fetchMachine } from '../../src/machines/fetchMachine';
import { ApiError } from '../../src/domain/apiError';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../support/graph';

export const SUMMARY = { ships: 12, companies: 3, logins24h: 5 };
export const FETCH = {
  loaded: { type: 'xstate.done.actor.fetch', output: SUMMARY },
  offline: { type: 'xstate.error.actor.fetch', error: new ApiError(0, 'network', 'Failed to fetch') },
};
export const events = eventsFrom(Object.values(FETCH));
export const options = { events };

const retry = { type: 'fetch.retry' };
// Shortest paths reach each state once; these come back to loading from both ends.
export const JOURNEYS: EventObject[][] = [[FETCH.offline, retry, FETCH.loaded, retry, FETCH.offline]];
export const paths = coveringPaths(options, [
  ...shortestPaths(fetchMachine, options),
  ...journeyPaths(fetchMachine, JOURNEYS),
]);

export const fetchModelPaths = async () => ({ machine: fetchMachine, ...options, paths });
