import { getToken, setToken } from './storage';

/** Thrown for every failed call: a non-2xx answer, a timeout or a network error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const errorCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'unknown');

/**
 * What http.ts reports to the app, which decides what to show (conventions §4: no toasts here).
 * `failed` carries the spec's display rule (§8): 'Error' for 50 s on a non-2xx answer, the error
 * message for 5 s on a network error. `unauthorized` feeds the session machine for every 401.
 */
export type HttpEvent =
  | { type: 'http.unauthorized'; code: string; message: string }
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
}

/** The only caller of `fetch`: JSON in, `data` out, `ApiError` on any failure. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, timeoutMs = TIMEOUT_MS, silent = false } = options;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
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

  const payload = (await response.json().catch(() => null)) as
    | { success: true; data: T }
    | { success: false; code?: string; message?: string; fields?: Record<string, string> }
    | null;
  if (response.ok && payload && payload.success) return payload.data;

  const failure = payload && !payload.success ? payload : undefined;
  const error = new ApiError(
    response.status,
    failure?.code ?? `http_${response.status}`,
    failure?.message ?? response.statusText,
    failure?.fields,
  );
  if (response.status === 401)
    publish({ type: 'http.unauthorized', code: error.code, message: error.message });
  else if (!silent)
    publish({ type: 'http.failed', status: response.status, message: 'Error', durationMs: 50_000 });
  throw error;
}
