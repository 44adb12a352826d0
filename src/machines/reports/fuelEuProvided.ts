import { fromPromise } from 'xstate';
import * as api from '../../services/fuelEuApi';
import { fetchMachine } from '../fetchMachine';

/** The FuelEU pools of a year in the user's scope (the shared fetch chart, its model tests hold). */
export const fuelEuPoolsMachine = (year: number) =>
  fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => api.fuelEuPools(year, signal)) } });

/** One ship-year's balance: figures, banking/borrowing, pool, final balance and penalty. */
export const fuelEuShipYearMachine = (shipId: number, year: number) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => api.fuelEuShipYear(shipId, year, signal)) },
  });
