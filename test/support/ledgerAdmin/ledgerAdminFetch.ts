/**
 * A fetch stand-in for the ledger administration screens' view tests: answers by method and path
 * from a route table, records every call (method, path, query, body), and answers 404 otherwise.
 */
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
type Answer = { status?: number; body: unknown } | unknown;
export type Routes = Record<string, (call: Call) => Answer | Promise<Answer>>;

export const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { success: false, code, message, ...extra },
});
export const page = <T>(items: T[]) => ok({ items, total: items.length, page: 1, size: 20 });

export function stubFetch(routes: Routes) {
  const calls: Call[] = [];
  globalThis.fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer = (handler ? await handler(call) : fail(404, 'not_found', 'Not found.')) as {
      status: number;
      body: unknown;
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}

/** The button permissions of the signed-in user in these tests. */
export const allowed = { buttons: [] as string[] };
