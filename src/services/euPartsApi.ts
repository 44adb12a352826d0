import type { EuPartsBody, EuPartsDto } from '../domain/schemas/euParts';
import { request } from './http';

/** Parts B and C of an EU MRV report (docs/reports-eu.md §3.1). */
export type { EuPartsDto } from '../domain/schemas/euParts';

export const euParts = (reportId: number, signal?: AbortSignal) =>
  request<EuPartsDto>(`/api/reports/${reportId}/eu-parts`, { signal });

/** Saves both parts of a draft; answers the stored parts with their new version. */
export const saveEuParts = (reportId: number, body: EuPartsBody, signal?: AbortSignal) =>
  request<EuPartsDto>(`/api/reports/${reportId}/eu-parts`, { method: 'PUT', body, signal, silent: true });
