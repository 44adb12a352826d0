import type { CiiRequest } from '../domain/calcSchemas';
import type { CiiResult } from '../domain/cii';
import type { CiiForecastDto, CiiWhatIfDto, CiiWhatIfRequest } from '../domain/cii/forecastDto';
import type { CiiFleetDto, CiiPlanDto, CiiShipDto } from '../domain/ciiApi';
import { LONG_TIMEOUT_MS, request, requestBlob } from './http';
import { saveBlob } from './download';

/** The CII calculator, forecast and what-if calls (docs/api-calc.md §1, docs/cii-forecast-what-if.md §4). */

export const forecast = (q: { shipId: number; year: number }, signal?: AbortSignal) =>
  request<CiiForecastDto>('/api/cii/forecast', { query: { shipId: q.shipId, year: q.year }, signal });

export const whatIf = (body: CiiWhatIfRequest, signal?: AbortSignal) =>
  request<CiiWhatIfDto>('/api/cii/what-if', { method: 'POST', body, signal });

export const calculate = (body: CiiRequest, signal?: AbortSignal) =>
  request<CiiResult>('/api/calc/cii', { method: 'POST', body, signal });

/** The CII ratings API (docs/cii-ratings.md §5). */

export const getFleet = (signal?: AbortSignal) => request<CiiFleetDto>('/api/cii/ratings/fleet', { signal });

/** Recomputes the stale ship-years of this year in scope (may take a while on a big fleet). */
export const refreshFleet = (year: number, signal?: AbortSignal) =>
  request<{ ships: number; recomputed: number }>('/api/cii/ratings/refresh', {
    method: 'POST',
    body: { year },
    signal,
    timeoutMs: LONG_TIMEOUT_MS,
  });

export async function exportFleet(lang: 'zh' | 'en', signal?: AbortSignal) {
  const blob = await requestBlob('/api/cii/ratings/fleet/export', { query: { lang }, signal });
  saveBlob(blob, 'cii_fleet.xlsx');
}

export const getShip = (shipId: number, signal?: AbortSignal) =>
  request<CiiShipDto>(`/api/cii/ships/${shipId}`, { signal });

export interface PlanBody {
  year: number;
  target: string;
  targetRating: string | null;
  status: string;
  owner: string;
  dueDate: string;
  note: string | null;
}

export const createPlan = (shipId: number, body: PlanBody, signal?: AbortSignal) =>
  request<CiiPlanDto>('/api/cii/plans', { method: 'POST', body: { shipId, ...body }, signal, silent: true });

export const updatePlan = (id: number, version: number, body: PlanBody, signal?: AbortSignal) =>
  request<CiiPlanDto>(`/api/cii/plans/${id}`, {
    method: 'PUT',
    body: { ...body, version },
    signal,
    silent: true,
  });

export const deletePlan = (id: number, signal?: AbortSignal) =>
  request<{ id: number }>(`/api/cii/plans/${id}`, { method: 'DELETE', signal });
