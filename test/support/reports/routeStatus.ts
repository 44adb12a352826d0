import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A route as the guard tests list it: method, URL and, for writes, a body. */
export type RouteCall = readonly [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown];

/**
 * Calls every route with the given headers (none: no session) and expects each to answer
 * `status`; the URL stands beside the status so a failure names the route.
 */
export async function expectEveryRoute(
  app: FastifyInstance,
  routes: readonly RouteCall[],
  status: number,
  headers?: Record<string, string>,
) {
  for (const [method, url, payload] of routes) {
    const res = await app.inject({ method, url, payload: payload as object | undefined, headers });
    expect([url, res.statusCode]).toEqual([url, status]);
  }
}
