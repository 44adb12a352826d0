import type { CiiRequest } from '../domain/calcSchemas';
import type { CiiResult } from '../domain/cii';
import type { CiiForecastDto, CiiWhatIfDto, CiiWhatIfRequest } from '../domain/cii/forecastDto';
import { request } from './http';

/** The CII calculator, forecast and what-if calls (docs/api-calc.md §1, docs/cii-forecast-what-if.md §4). */

export const forecast = (q: { shipId: number; year: number }, signal?: AbortSignal) =>
  request<CiiForecastDto>('/api/cii/forecast', { query: { shipId: q.shipId, year: q.year }, signal });

export const whatIf = (body: CiiWhatIfRequest, signal?: AbortSignal) =>
  request<CiiWhatIfDto>('/api/cii/what-if', { method: 'POST', body, signal });

export const calculate = (body: CiiRequest, signal?: AbortSignal) =>
  request<CiiResult>('/api/calc/cii', { method: 'POST', body, signal });
