import { fromPromise } from 'xstate';
import * as api from '../../services/fuelEuApi';
import { fetchMachine } from '../fetchMachine';
import { flexDialogMachine } from './flexDialogMachine';
import { poolDialogMachine } from './poolDialogMachine';

/** The FuelEU screens' actors on the client (src/services/fuelEuApi.ts). */

/** The FuelEU pools of a year in the user's scope (the shared fetch chart, its model tests hold). */
export const fuelEuPoolsMachine = (year: number) =>
  fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => api.fuelEuPools(year, signal)) } });

/** One ship-year's balance: figures, banking/borrowing, pool, final balance and penalty. */
export const fuelEuShipYearMachine = (shipId: number, year: number) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => api.fuelEuShipYear(shipId, year, signal)) },
  });

export const fuelEuFlexDialogClient = flexDialogMachine.provide({
  actors: {
    saveFlex: fromPromise(({ input, signal }) => api.saveFuelEuFlexibility(input, signal)),
  },
});

/** Each candidate's adjusted balance from its ship-year view (null when it has no FuelEU energy). */
async function loadBalances(year: number, shipIds: number[], signal: AbortSignal) {
  const views = await Promise.all(shipIds.map((id) => api.fuelEuShipYear(id, year, signal)));
  return Object.fromEntries(
    views.map((v) => [v.shipId, v.figures.ghgIntensity === null ? null : v.figures.adjustedBalanceT]),
  ) as Record<number, number | null>;
}

/** Saving a pool: a new one is formed; an edited one is replaced on the server in one transaction. */
async function savePool(
  input: {
    year: number;
    name: string;
    shipIds: number[];
    replaces: { id: number; name: string; shipIds: number[] } | null;
  },
  signal: AbortSignal,
) {
  const body = { year: input.year, name: input.name, members: input.shipIds.map((shipId) => ({ shipId })) };
  return input.replaces
    ? api.replaceFuelEuPool(input.replaces.id, body, signal)
    : api.createFuelEuPool(body, signal);
}

export const fuelEuPoolDialogClient = poolDialogMachine.provide({
  actors: {
    loadBalances: fromPromise(({ input, signal }) => loadBalances(input.year, input.shipIds, signal)),
    savePool: fromPromise(({ input, signal }) => savePool(input, signal)),
    dissolvePool: fromPromise(({ input, signal }) => api.dissolveFuelEuPool(input.id, signal)),
  },
});
