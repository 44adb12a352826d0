import { ApiError } from '../domain/apiError';
import { getToken, setToken } from './storage';

/**
 * What http.ts reports to the app, which decides what to show (docs/architecture.md §10: no toasts here).
 * `failed` carries the spec's display rule (docs/product-rules.md §8): 'Error' for 50 s on a non-2xx answer, the error
 * message for 5 s on a network error. `unauthorized` feeds the session machine for every 401.
 */
export type HttpEvent =
  | { type: 'http.unauthorized'; code: string; message: string }
  /** The server answered a call that carried the token: it counts as use of the session. */
  | { type: 'http.activity' }
  | { type: 'http.failed'; status: number; message: string; durationMs: number };

const listeners = new Set<(e: HttpEvent) => void>();
export function onHttpEvent(listener: (e: HttpEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const publish = (e: HttpEvent) => listeners.forEach((l) => l(e));

export const TIMEOUT_MS = 50_000;
export const LONG_TIMEOUT_MS = 600_000;
let language: 'zh' | 'en' = 'en';
/** The i18n layer keeps this current so every call sends `Accept-Language`. */
export const setRequestLanguage = (lang: 'zh' | 'en') => void (language = lang);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The calling machine shows this call's failure itself (login form, change-password dialog). */
  silent?: boolean;
  /** The browser cache mode, for a resource that is replaced under the same URL (a ship photo). */
  cache?: RequestCache;
}

/** Sends one call with the token and language headers; a network error or timeout becomes `ApiError`. */
async function send(url: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', query, body, signal, timeoutMs = TIMEOUT_MS, silent = false, cache } = options;
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': language };
  const token = getToken();
  if (token) headers['X-Token'] = token;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const qs = query
    ? new URLSearchParams(
        Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][],
      ).toString()
    : '';
  const timeout = AbortSignal.timeout(timeoutMs);
  const merged = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(qs ? `${url}?${qs}` : url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: merged,
      credentials: 'same-origin',
      ...(cache && { cache }),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause; // the caller gave up: not an error to show
    const message = timeout.aborted ? 'timeout' : cause instanceof Error ? cause.message : String(cause);
    if (!silent) publish({ type: 'http.failed', status: 0, message, durationMs: 5_000 });
    throw new ApiError(0, timeout.aborted ? 'timeout' : 'network', message);
  }

  // The server rotates tokens; the newest one always wins.
  const refreshed = response.headers.get('Authorization');
  if (refreshed) setToken(refreshed.replace(/^Bearer\s+/i, ''));
  if (token && response.status !== 401) publish({ type: 'http.activity' });
  return response;
}

type Payload<T> =
  | { success: true; data: T }
  | {
      success: false;
      code?: string;
      message?: string;
      fields?: Record<string, string>;
      /** The ledger write's 422 (`invalid_voyage_data`): every error with its contract path. */
      errors?: Array<{ path: string; message: string }>;
      /** An upload's refusal (docs/api-uploads.md): the same per-path errors under another name. */
      issues?: Array<{ path: string; message: string }>;
      /** What a refusal is about (a verification's line and amounts), for the client's own words. */
      params?: Record<string, string | number>;
    }
  | null;

/** The ledger's per-path errors as fields keyed by path, so forms put each on its input. */
const fieldsOfErrors = (errors: Array<{ path: string; message: string }> | undefined) =>
  Array.isArray(errors) && errors.length > 0
    ? Object.fromEntries(errors.map((e) => [e.path, e.message]))
    : undefined;

/** `Retry-After` as seconds from now: either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

/** The error of a non-2xx answer (or a 2xx without `success`), reported to the app first. */
function failure(response: Response, payload: Payload<unknown>, silent = false): ApiError {
  const failed = payload && !payload.success ? payload : undefined;
  const error = new ApiError(
    response.status,
    failed?.code ?? `http_${response.status}`,
    failed?.message ?? response.statusText,
    failed?.fields ?? fieldsOfErrors(failed?.errors ?? failed?.issues),
    retryAfterOf(response),
    failed?.params,
  );
  if (response.status === 401)
    publish({ type: 'http.unauthorized', code: error.code, message: error.message });
  else if (!silent)
    publish({ type: 'http.failed', status: response.status, message: 'Error', durationMs: 50_000 });
  return error;
}

/** The only caller of `fetch`: JSON in, `data` out, `ApiError` on any failure. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(url, options, 'application/json');
  const payload = (await response.json().catch(() => null)) as Payload<T>;
  if (response.ok && payload && payload.success) return payload.data;
  throw failure(response, payload, options.silent);
}

/**
 * A binary resource (a ship photo) as a Blob. The token travels as a header, so an <img src> cannot
 * load such a URL itself: the view makes an object URL of this Blob and revokes it when done.
 * Failures answer JSON like every other call and become the same `ApiError`.
 */
export async function requestBlob(url: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(url, options, '*/*');
  if (response.ok) return response.blob();
  throw failure(response, (await response.json().catch(() => null)) as Payload<never>, options.silent);
}
