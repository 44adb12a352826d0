import type { UkErcClaimDto, UkErcInput } from '../domain/schemas/ukErc';
import { request } from './http';

/** UK emissions reduction claims of a company AER (docs/reports-uk-and-cross-regime.md §7.1). */
const base = '/api/reports/uk-erc';

export const listUkErcClaims = (query: { companyId: number; year: number }, signal?: AbortSignal) =>
  request<UkErcClaimDto[]>(base, { query, signal });

export const createUkErcClaim = (body: UkErcInput) =>
  request<UkErcClaimDto>(base, { method: 'POST', body, silent: true });

export const deleteUkErcClaim = (id: number) =>
  request<{ id: number; deleted: true }>(`${base}/${id}`, { method: 'DELETE', silent: true });

/** The evidence file as multipart form data; the server checks its type by content and its size. */
export function uploadUkErcEvidence(id: number, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<UkErcClaimDto>(`${base}/${id}/evidence`, { method: 'PUT', body, silent: true });
}
