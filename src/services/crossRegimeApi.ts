import type { CrossRegimeResult } from '../domain/reports/regimeComparison';
import { request } from './http';

/** The cross-regime page's answer (`GET /api/reports/cross-regime`, docs/reports-uk-and-cross-regime.md §7). */
export interface CrossRegimeDto extends CrossRegimeResult {
  ship: { id: number; imo: string | null; nameEn: string; nameZh: string | null; gt: number; flag: string };
}

export const getCrossRegime = (query: { shipId: number; year: number }, signal?: AbortSignal) =>
  request<CrossRegimeDto>('/api/reports/cross-regime', { query, signal });
