import { LONG_TIMEOUT_MS, request } from './http';

import type { Page, Query, Row } from '../domain/api';

/**
 * `resource` is the path under /api: `dict/port`, `system/users`. One set of calls serves every
 * dictionary and admin list, because the server gives them all the same CRUD shape.
 */
const base = (resource: string) => `/api/${resource}`;

export const listRows = (resource: string, query: Query, signal?: AbortSignal) =>
  request<Page<Row>>(base(resource), { query, signal });

export const getRow = (resource: string, id: number, signal?: AbortSignal) =>
  request<Row>(`${base(resource)}/${id}`, { signal });

/** Creates when `id` is null, otherwise updates; the body carries `version` for the 409 check. */
export const saveRow = (
  resource: string,
  id: number | null,
  body: Record<string, unknown>,
  signal?: AbortSignal,
) =>
  request<Row>(id === null ? base(resource) : `${base(resource)}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    signal,
    // The edit dialog shows the failure itself (per-field messages, conflict), not a toast.
    silent: true,
  });

/** `version` lets the server refuse (409) a delete of a record changed since it was listed. */
export const deleteRow = (resource: string, id: number, version: number | undefined, signal?: AbortSignal) =>
  request<unknown>(`${base(resource)}/${id}`, { method: 'DELETE', query: { version }, signal, silent: true });

export const setRowStatus = (
  resource: string,
  id: number,
  body: { status: number; version?: number },
  signal?: AbortSignal,
) => request<Row>(`${base(resource)}/${id}/status`, { method: 'PUT', body, signal, silent: true });

/**
 * Every row matching `query` for the xlsx export, from the resource's `/export` route (guarded by
 * the `:export` permission; the server caps it and says so with `truncated`).
 */
export const exportRows = (resource: string, query: Query, signal?: AbortSignal) =>
  request<{ items: Row[]; total: number; truncated?: boolean }>(`${base(resource)}/export`, {
    query,
    signal,
    timeoutMs: LONG_TIMEOUT_MS,
  });
