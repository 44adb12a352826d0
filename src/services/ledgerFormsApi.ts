import type { PreviousRobDto, VoyageDataResult } from '../domain/api';
import { ApiError } from '../domain/apiError';
import { getShip } from './fleetApi';
import { request } from './http';

/**
 * The ledger entry dialogs' calls. The save is one item of the contract's write call (docs/ledger.md §1);
 * a 422 comes back as `ApiError.fields` keyed by each error's path (`records[0].fuels[1].robArrivalT`),
 * which the dialog maps to its fields. Silent: the dialog shows its own refusals.
 */
export const saveVoyageData = (body: { records?: unknown[]; episodes?: unknown[] }) =>
  request<VoyageDataResult>('/api/voyage-data', { method: 'POST', body, silent: true });

/**
 * The fuel codes configured for the ship, from the energy-efficiency screen's own call
 * (`getFuelType`, the permission every user of the dialogs has); a server without that call yet
 * (404 `route_not_found`) is asked for the ship's detail instead. An empty list means none configured.
 */
export async function shipFuels(shipId: number, signal?: AbortSignal): Promise<string[]> {
  try {
    const fuels = await request<{ fuelCode: string }[]>('/api/energyEfficiency/getFuelType', {
      query: { shipId },
      signal,
      silent: true,
    });
    return fuels.map((f) => f.fuelCode);
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 'route_not_found')) throw e;
    const ship = await getShip(shipId, signal);
    return (ship.fuels ?? []).map((f) => f.fuelCode);
  }
}

/** What the ROB tab compares with: the ship's previous call and its departure ROB per fuel (or null). */
export const previousRob = (q: { shipId: number; before?: string; except?: string }, signal?: AbortSignal) =>
  request<PreviousRobDto | null>('/api/voyage-data/previous-rob', {
    query: q,
    signal,
    // The tab says itself that it could not read it; the form works without it.
    silent: true,
  });
