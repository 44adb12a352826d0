import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'onSend';

/**
 * Adds a hook to one route as it is registered (from an `onRoute` hook), after the route's own.
 * A hook that only some routes need costs the others nothing this way: an app-wide async hook is
 * a promise and a turn of the event loop on every request, which a cached answer feels.
 */
export function addRouteHook(r: RouteOptions, name: HookName, hook: unknown): void {
  const existing = r[name] as unknown;
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (r as unknown as Record<HookName, unknown[]>)[name] = [...list, hook];
}
