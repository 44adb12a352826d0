import type { FuelEuPoolDto, FuelEuShipYearDto } from '../domain/fuelEu/views';
import { request } from './http';

/** The FuelEU balance and pool API (docs/reports-fueleu.md §7). */
export type { FuelEuPoolDto, FuelEuShipYearDto } from '../domain/fuelEu/views';

export const fuelEuPools = (year: number, signal?: AbortSignal) =>
  request<FuelEuPoolDto[]>('/api/fuel-eu/pools', { query: { year }, signal });

export const fuelEuShipYear = (shipId: number, year: number, signal?: AbortSignal) =>
  request<FuelEuShipYearDto>('/api/fuel-eu/ship-year', { query: { shipId, year }, signal });
