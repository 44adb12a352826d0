import type { VoyageDataResult } from '../domain/api';
import { getShip } from './fleetApi';
import { request } from './http';

/**
 * The ledger entry dialogs' calls. The save is one item of the contract's write call (spec §1);
 * a 422 comes back as `ApiError.fields` keyed by each error's path (`records[0].fuels[1].robArrivalT`),
 * which the dialog maps to its fields. Silent: the dialog shows its own refusals.
 */
export const saveVoyageData = (body: { records?: unknown[]; episodes?: unknown[] }) =>
  request<VoyageDataResult>('/api/voyage-data', { method: 'POST', body, silent: true });

/** The fuel codes configured for the ship (its detail); an empty list means none configured. */
export async function shipFuels(shipId: number, signal?: AbortSignal): Promise<string[]> {
  const ship = await getShip(shipId, signal);
  return (ship.fuels ?? []).map((f) => f.fuelCode);
}
