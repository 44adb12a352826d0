import type { FuelEuPoolDto, FuelEuShipYearDto } from '../domain/fuelEu/views';
import { request } from './http';

/** The FuelEU balance and pool API (docs/reports-fueleu.md §7). */
export type { FuelEuPoolDto, FuelEuShipYearDto } from '../domain/fuelEu/views';

export const fuelEuPools = (year: number, signal?: AbortSignal) =>
  request<FuelEuPoolDto[]>('/api/fuel-eu/pools', { query: { year }, signal });

export const fuelEuShipYear = (shipId: number, year: number, signal?: AbortSignal) =>
  request<FuelEuShipYearDto>('/api/fuel-eu/ship-year', { query: { shipId, year }, signal });

/** Records banking and borrowing of a ship-year (Art. 20); answers the new view. */
export const saveFuelEuFlexibility = (
  body: { shipId: number; year: number; bankT: number; borrowT: number; version: number | null },
  signal?: AbortSignal,
) => request<FuelEuShipYearDto>('/api/fuel-eu/flexibility', { method: 'PUT', body, signal, silent: true });

/** Forms a pool; without `afterT` the server allocates with the domain's greedy rule. */
export const createFuelEuPool = (
  body: { year: number; name: string; members: { shipId: number; afterT?: number }[] },
  signal?: AbortSignal,
) => request<FuelEuPoolDto>('/api/fuel-eu/pools', { method: 'POST', body, signal, silent: true });

/** Changes a pool's name and members in one transaction: all of it or nothing. */
export const replaceFuelEuPool = (
  id: number,
  body: { year: number; name: string; members: { shipId: number; afterT?: number }[] },
  signal?: AbortSignal,
) => request<FuelEuPoolDto>(`/api/fuel-eu/pools/${id}`, { method: 'PUT', body, signal, silent: true });

export const dissolveFuelEuPool = (id: number, signal?: AbortSignal) =>
  request<null>(`/api/fuel-eu/pools/${id}`, { method: 'DELETE', signal, silent: true });
