import type { Page } from '../domain/api';
import type {
  UploadBody,
  UploadCheckResult,
  UploadHistoryQuery,
  UploadHistoryRow,
  UploadWriteResult,
} from '../domain/schemas/uploads';
import { searchPorts } from './fleetApi';
import { LONG_TIMEOUT_MS, request } from './http';

/** The upload API (docs/api-uploads.md): a dry-run check, the all-or-nothing write, the history. */

export const checkUpload = (body: UploadBody, signal?: AbortSignal) =>
  request<UploadCheckResult>('/api/uploads/check', {
    method: 'POST',
    body,
    signal,
    silent: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });

export const submitUpload = (body: UploadBody, signal?: AbortSignal) =>
  request<UploadWriteResult>('/api/uploads', {
    method: 'POST',
    body,
    signal,
    silent: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });

export const listUploads = (query: Partial<UploadHistoryQuery>, signal?: AbortSignal) =>
  request<Page<UploadHistoryRow>>('/api/uploads', {
    query: query as Record<string, string | number>,
    signal,
  });

// The port dictionary, looked up once per code for the whole session (docs/uploads.md §3).
const portCache = new Map<string, boolean>();

/** Which of `codes` the port dictionary knows; each code is asked for once per session. */
export async function knownPorts(codes: string[], signal?: AbortSignal): Promise<string[]> {
  const unknown = codes.filter((c) => !portCache.has(c));
  // A few at a time: a workbook names tens of ports, not thousands.
  for (let i = 0; i < unknown.length; i += 6)
    await Promise.all(
      unknown.slice(i, i + 6).map(async (code) => {
        const found = await searchPorts(code, 5, signal);
        portCache.set(
          code,
          found.some((p) => p.code.toUpperCase() === code),
        );
      }),
    );
  return codes.filter((c) => portCache.get(c));
}
