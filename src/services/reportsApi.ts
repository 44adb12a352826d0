import type { Page, Row } from '../domain/api';
import type {
  CandidatePeriod,
  Correction,
  HubRow,
  Regime,
  ReportDto,
  ReportEventType,
  ReportHistoryRow,
  ReportListItem,
  ReportPeriod,
  ReportSources,
  ReportJobDto,
} from '../domain/reports/types';
import { request, requestBlob, LONG_TIMEOUT_MS } from './http';

/**
 * The report screens' calls (the routes of `src/server/routes/reports/`, contract in
 * docs/reports-ui.md). Every write is `silent`: the calling machine shows the refusal where it
 * happened (a dialog, a wizard step).
 */

/** A paged answer or a whole list, as a list. */
const itemsOf = <T>(data: Page<T> | T[]) => (Array.isArray(data) ? data : data.items);

export const listCandidates = (
  query: { regime: Regime; shipId: number; year: number },
  signal?: AbortSignal,
) =>
  request<CandidatePeriod[]>('/api/reports/candidates', {
    query: { ...query },
    signal,
    timeoutMs: LONG_TIMEOUT_MS,
  });

export const generateReport = (
  body: { regime: Regime; shipId: number; period: ReportPeriod },
  signal?: AbortSignal,
) =>
  request<ReportDto>('/api/reports', {
    method: 'POST',
    body,
    signal,
    silent: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });

export const listReports = async (
  query: { regime?: Regime; status?: string; shipId?: number; year?: number; page?: number; size?: number },
  signal?: AbortSignal,
) => itemsOf(await request<Page<ReportListItem> | ReportListItem[]>('/api/reports', { query, signal }));

export const reportInbox = async (signal?: AbortSignal) =>
  itemsOf(await request<Page<ReportListItem> | ReportListItem[]>('/api/reports/inbox', { signal }));

export const getReport = (id: number, signal?: AbortSignal) =>
  request<ReportDto>(`/api/reports/${id}`, { signal });

export const sendReportEvent = (
  id: number,
  body: { type: ReportEventType; comment?: string; version: number },
  signal?: AbortSignal,
) => request<ReportDto>(`/api/reports/${id}/events`, { method: 'POST', body, signal, silent: true });

export const saveCorrections = (
  id: number,
  body: { corrections: Correction[]; version: number },
  signal?: AbortSignal,
) => request<unknown>(`/api/reports/${id}/corrections`, { method: 'PUT', body, signal, silent: true });

export const regenerateReport = (id: number, version: number, signal?: AbortSignal) =>
  request<unknown>(`/api/reports/${id}/regenerate`, {
    method: 'POST',
    body: { version },
    signal,
    silent: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });

export const reportHistory = async (id: number, signal?: AbortSignal) =>
  itemsOf(
    await request<Page<ReportHistoryRow> | ReportHistoryRow[]>(`/api/reports/${id}/history`, { signal }),
  );

export const reportSources = (id: number, key: string, signal?: AbortSignal) =>
  request<ReportSources>(`/api/reports/${id}/sources`, { query: { key }, signal });

export const exportReport = (id: number, format: string, lang: 'zh' | 'en', signal?: AbortSignal) =>
  requestBlob(`/api/reports/${id}/export/${format}`, {
    query: { lang },
    signal,
    timeoutMs: LONG_TIMEOUT_MS,
  });

export const reportHub = async (
  query: { year?: number; regime?: Regime; status?: string },
  signal?: AbortSignal,
) => itemsOf(await request<Page<HubRow> | HubRow[]>('/api/reports/hub', { query, signal }));

/** The ships to choose from (the fleet's list route, in the caller's scope). */
export const listReportShips = async (signal?: AbortSignal) =>
  (await request<Page<Row>>('/api/fleet/ships', { query: { page: 1, size: 500 }, signal })).items;

/** Generates every ship of the fleet in scope in the background; answers the job's id. */
export const startFleetJob = (body: { regime: Regime; year: number }, signal?: AbortSignal) =>
  request<{ id: number }>('/api/reports/jobs', { method: 'POST', body, signal, silent: true });

/** A fleet job's progress and its failed ships with their reasons (the same from any instance). */
export const getFleetJob = (id: number, signal?: AbortSignal) =>
  request<ReportJobDto>(`/api/reports/jobs/${id}`, { signal, silent: true });

/** Sends the job's failed ships to the queue again. */
export const retryFleetJob = (id: number, signal?: AbortSignal) =>
  request<{ id: number; retried: number }>(`/api/reports/jobs/${id}/retry`, {
    method: 'POST',
    body: {},
    signal,
    silent: true,
  });
