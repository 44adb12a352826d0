import type { Page, Query, Row } from '../domain/api';
import type {
  AlertDto,
  AssessmentRowDto,
  FuelAnalysisDto,
  RelevanceDto,
  SegmentRowDto,
  TrendDto,
} from '../domain/analysis/dto';
import { request } from './http';

/** The analysis, data-quality and alert calls (docs/api-analysis.md). */

export const trend = (query: Query, signal?: AbortSignal) =>
  request<TrendDto>('/api/analysis/trend', { query, signal });

export const fuel = (query: Query, signal?: AbortSignal) =>
  request<FuelAnalysisDto>('/api/analysis/fuel', { query, signal });

export const relevance = (query: Query, signal?: AbortSignal) =>
  request<RelevanceDto>('/api/analysis/relevance', { query, signal });

export const fleet = (query: Query, signal?: AbortSignal) =>
  request<{ year: number; groupBy: string; groups: Row[] }>('/api/analysis/fleet', { query, signal });

export const assessment = (query: Query, signal?: AbortSignal) =>
  request<Page<AssessmentRowDto>>('/api/quality/assessment', { query, signal });

export const segments = (query: Query, signal?: AbortSignal) =>
  request<Page<SegmentRowDto>>('/api/quality/segments', { query, signal });

export const alerts = (query: Query, signal?: AbortSignal) =>
  request<Page<AlertDto>>('/api/alerts', { query, signal });

/** Every page of a paged list (the export takes every row of the filter, not the page shown). */
export async function allPages<T>(
  list: (query: Query, signal?: AbortSignal) => Promise<Page<T>>,
  query: Query,
  signal?: AbortSignal,
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const p = await list({ ...query, page, size: 500 }, signal);
    out.push(...p.items);
    if (out.length >= p.total || p.items.length === 0) return out;
  }
}
