import type {
  CiiAdjustmentDto,
  CiiHistoryDto,
  CiiPeriodComparisonDto,
  CiiProposalsDto,
} from '../domain/cii/adjustmentApi';
import type { CiiAdjustKind } from '../domain/cii/adjustments';
import type { CiiAdjustmentInput } from '../domain/schemas/ciiAdjustments';
import { LONG_TIMEOUT_MS, request } from './http';

/**
 * The CII adjust and correct screens' calls (routes of `src/server/routes/ciiAdjust/`, contract in
 * docs/cii-adjustments.md §5). Writes are `silent`: the calling machine shows the refusal itself.
 */

export type { CiiAdjustmentDto, CiiHistoryDto, CiiPeriodComparisonDto, CiiProposalsDto };

export const listCiiRecords = (
  q: { shipId: number; year: number; kind: CiiAdjustKind },
  signal?: AbortSignal,
) => request<CiiAdjustmentDto[]>('/api/cii/adjustments', { query: { ...q }, signal });

export const ciiProposals = (q: { shipId: number; year: number }, signal?: AbortSignal) =>
  request<CiiProposalsDto>('/api/cii/adjustments/proposals', {
    query: { ...q },
    signal,
    timeoutMs: LONG_TIMEOUT_MS,
  });

export const ciiRatingComparison = (q: { shipId: number; year: number }, signal?: AbortSignal) =>
  request<CiiPeriodComparisonDto[]>('/api/cii/adjustments/ratings', {
    query: { ...q },
    signal,
    timeoutMs: LONG_TIMEOUT_MS,
  });

export const ciiHistory = (id: number, signal?: AbortSignal) =>
  request<CiiHistoryDto[]>(`/api/cii/adjustments/${id}/history`, { signal });

/** Creates (no id) or saves a draft (id and version). */
export const saveCiiRecord = (
  input: { id: number | null; version?: number; shipId: number; values: CiiAdjustmentInput },
  signal?: AbortSignal,
) =>
  input.id === null
    ? request<CiiAdjustmentDto>('/api/cii/adjustments', {
        method: 'POST',
        body: { ...input.values, shipId: input.shipId },
        signal,
        silent: true,
      })
    : request<CiiAdjustmentDto>(`/api/cii/adjustments/${input.id}`, {
        method: 'PUT',
        body: { ...input.values, version: input.version },
        signal,
        silent: true,
      });

export const uploadCiiEvidence = (id: number, file: File, signal?: AbortSignal) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<CiiAdjustmentDto>(`/api/cii/adjustments/${id}/evidence`, {
    method: 'POST',
    body,
    signal,
    silent: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });
};

export const sendCiiEvent = (
  input: { id: number; type: string; version: number; comment?: string },
  signal?: AbortSignal,
) =>
  request<CiiAdjustmentDto>(`/api/cii/adjustments/${input.id}/events`, {
    method: 'POST',
    body: { type: input.type, version: input.version, comment: input.comment },
    signal,
    silent: true,
  });
