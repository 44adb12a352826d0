import { fromPromise } from 'xstate';
import { getRegimeComparison } from '../../../services/regimeComparisonApi';
import { fetchMachine } from '../../fetchMachine';

/**
 * One ship-year across regimes: the shared read machine (loading → ready | failed, retry; its
 * model test covers the chart) with the regime comparison call as its fetcher.
 */
export const regimeComparisonMachine = (query: { shipId: number; year: number }) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => getRegimeComparison(query, signal)) },
  });
