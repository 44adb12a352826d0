import { fromPromise } from 'xstate';
import { getAuthorityQueue } from '../../services/authorityQueueApi';
import { fetchMachine } from '../fetchMachine';

/**
 * The authority's queue on the dashboard: the shared read chart (loading, failed with retry,
 * loaded), its call bound here. Its own file, so the dashboard's lazy panel brings it alone.
 */
export const authorityQueueMachine = fetchMachine.provide({
  actors: { fetch: fromPromise(({ signal }) => getAuthorityQueue(signal)) },
});
