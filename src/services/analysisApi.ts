import type { Page, Query } from '../domain/api';
import type {
  AlertDto,
  AssessmentRowDto,
  FleetDto,
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
  request<FleetDto>('/api/analysis/fleet', { query, signal });

export const assessment = (query: Query, signal?: AbortSignal) =>
  request<Page<AssessmentRowDto>>('/api/quality/assessment', { query, signal });

export const segments = (query: Query, signal?: AbortSignal) =>
  request<Page<SegmentRowDto>>('/api/quality/segments', { query, signal });

export const alerts = (query: Query, signal?: AbortSignal) =>
  request<Page<AlertDto>>('/api/alerts', { query, signal });

/**
 * The consumption alerts of the voyages on a page (the voyage screen's marks): one read over the
 * span the voyages cover, of their one ship when they share it, kept to those voyages. Silent: the
 * marks are a hint, the list stands without them.
 */
export async function voyageAlerts(
  voyages: readonly { id: number; shipId: number; start: string | null; end: string | null }[],
  shipId?: number,
  signal?: AbortSignal,
): Promise<AlertDto[]> {
  const starts = voyages.flatMap((v) => (v.start ? [Date.parse(v.start)] : []));
  if (starts.length === 0) return [];
  const ships = new Set(voyages.map((v) => v.shipId));
  const open = voyages.some((v) => !v.end);
  const ends = voyages.flatMap((v) => (v.end ? [Date.parse(v.end)] : []));
  const query: Query = {
    shipId: shipId ?? (ships.size === 1 ? [...ships][0] : undefined),
    from: new Date(Math.min(...starts)).toISOString(),
    // An alert is dated at an arrival, inside its voyage; `to` is exclusive, hence the millisecond.
    to: open ? undefined : new Date(Math.max(...ends) + 1).toISOString(),
  };
  const ids = new Set(voyages.map((v) => v.id));
  const list = (q: Query, s?: AbortSignal) =>
    request<Page<AlertDto>>('/api/alerts', { query: q, signal: s, silent: true });
  return (await allPages(list, query, signal)).filter((a) => ids.has(a.voyageId));
}

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
