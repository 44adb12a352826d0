import { fromPromise } from 'xstate';
import * as api from '../../services/fuelEuApi';
import { flexDialogMachine } from './flexDialogMachine';
import { poolDialogMachine } from './poolDialogMachine';

/** The FuelEU write dialogs' actors on the client (src/services/fuelEuApi.ts). */

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

/**
 * Saving an edited pool: the API has create and dissolve only, so the old pool is dissolved and
 * the new one formed; when forming is refused the old membership is formed again (with the
 * domain's allocation) before the refusal reaches the dialog (docs/reports-fueleu.md §7.2).
 */
async function savePool(
  input: {
    year: number;
    name: string;
    shipIds: number[];
    replaces: { id: number; name: string; shipIds: number[] } | null;
  },
  signal: AbortSignal,
) {
  const members = (ids: number[]) => ids.map((shipId) => ({ shipId }));
  if (input.replaces) await api.dissolveFuelEuPool(input.replaces.id, signal);
  try {
    return await api.createFuelEuPool(
      { year: input.year, name: input.name, members: members(input.shipIds) },
      signal,
    );
  } catch (error) {
    if (input.replaces)
      await api
        .createFuelEuPool({
          year: input.year,
          name: input.replaces.name,
          members: members(input.replaces.shipIds),
        })
        .catch(() => undefined);
    throw error;
  }
}

export const fuelEuPoolDialogClient = poolDialogMachine.provide({
  actors: {
    loadBalances: fromPromise(({ input, signal }) => loadBalances(input.year, input.shipIds, signal)),
    savePool: fromPromise(({ input, signal }) => savePool(input, signal)),
    dissolvePool: fromPromise(({ input, signal }) => api.dissolveFuelEuPool(input.id, signal)),
  },
});
