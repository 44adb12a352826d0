import type { DashboardSummary } from '../domain/api';
import { request } from './http';

export const getDashboardSummary = (signal?: AbortSignal) =>
  request<DashboardSummary>('/api/dashboard/summary', { signal });

/** Multipart upload, field `file`; the server checks the content type and the 500 KB cap again. */
export function uploadAvatar(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return request<{ avatar: string }>('/api/user/avatar', { method: 'POST', body: form, signal });
}
