import { fromPromise } from 'xstate';
import { getCrossRegime } from '../../services/crossRegimeApi';
import { fetchMachine } from '../fetchMachine';

/**
 * One ship-year across regimes: the shared read machine (loading → ready | failed, retry; its
 * model test covers the chart) with the cross-regime call as its fetcher.
 */
export const crossRegimeMachine = (query: { shipId: number; year: number }) =>
  fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => getCrossRegime(query, signal)) } });
