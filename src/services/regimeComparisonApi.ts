import type { RegimeComparisonResult } from '../domain/reports/regimeComparison';
import { request } from './http';

/** The regime comparison's answer (`GET /api/reports/cross-regime`, docs/reports-uk-and-cross-regime.md §7). */
export interface RegimeComparisonDto extends RegimeComparisonResult {
  ship: { id: number; imo: string | null; nameEn: string; nameZh: string | null; gt: number; flag: string };
}

export const getRegimeComparison = (query: { shipId: number; year: number }, signal?: AbortSignal) =>
  request<RegimeComparisonDto>('/api/reports/cross-regime', { query, signal });
