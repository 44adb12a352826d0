import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionCache } from '../auth/sessionCache.js';
import { addRouteHook } from './routeHooks.js';
import { ADMIN_ROLE_CODE } from '../../domain/roles.js';
import { AppError } from '../http/errors.js';
import type { AuthUser, Deps, RoutePerm } from '../types.js';
import { isWritePermission } from '../../domain/permissions.js';
import { bearerKey, hashApiKey } from '../auth/apiKeys.js';
import { useApiKey } from '../repositories/apiKeys.js';
import { ledgerMessage } from '../i18n/lookup.js';
import { langOf } from '../i18n/messages.js';

function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers['x-token'];
  if (typeof header === 'string' && header) return header;
  // The spec's `GET /user/info?token=` passes the token as a parameter; accept it there only.
  const q = (req.query as { token?: unknown } | undefined)?.token;
  return req.routeOptions.url === '/api/user/info' && typeof q === 'string' && q ? q : undefined;
}

const NO_PERMS: ReadonlySet<string> = new Set();
/**
 * One set per list of keys: rolePerms hands every request of a role and functions revision the
 * same array, and building a set of ~100 keys was the largest part of a kept session's check.
 * Nothing changes a user's `perms` after this.
 */
const permSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function permSet(perms: readonly string[]): ReadonlySet<string> {
  let set = permSets.get(perms);
  if (!set) permSets.set(perms, (set = new Set(perms)));
  return set;
}

export async function authenticate(
  deps: Deps,
  sessions: SessionCache,
  req: FastifyRequest,
): Promise<{ user: AuthUser; rotated?: string }> {
  const token = tokenOf(req);
  if (!token) throw new AppError(401, 'unauthenticated');
  const {
    session,
    user: u,
    role,
    perms,
    cacheRev,
    statsRev,
    ciiRev,
    rotatedToken,
  } = await sessions.resolve(deps.db, deps.clock, deps.config.session, token);
  if (u.status !== 1) throw new AppError(401, 'account_frozen');
  if (role.status !== 1) throw new AppError(401, 'session_expired');
  const isAdmin = role.code === ADMIN_ROLE_CODE;
  const user: AuthUser = {
    userId: u.id,
    username: u.username,
    name: u.nameZh || u.nameEn || u.username,
    sessionId: session.id,
    roleId: session.roleId,
    roleCode: role.code,
    isAdmin,
    dataScope: role.dataScope,
    readOnly: role.readOnly,
    // The administrator holds every function (see can()), whatever its role_menus rows say.
    perms: isAdmin ? NO_PERMS : permSet(perms),
    companyId: u.companyId,
    authorityCode: u.authorityCode,
    cacheRev,
    statsRev,
    ciiRev,
  };
  return { user, rotated: rotatedToken };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const can = (user: AuthUser, perm: string): boolean => user.isAdmin || user.perms.has(perm);

/** The keys of a route's permission: one, or the "any of" list. */
const keysOf = (perm: RoutePerm): readonly string[] => (typeof perm === 'string' ? [perm] : perm);

/**
 * Default deny: a route without a declared permission is refused at run time (and fails the route
 * audit test), a route with one is checked here on the server whatever the browser shows.
 */
export function installAuth(app: FastifyInstance, deps: Deps): void {
  // Every registered route with the permission it declared; the route audit test reads this.
  const table: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const m of methods)
      if (m !== 'HEAD') table.push({ method: m, url: r.url, perm: r.config?.perm, doc: r.config?.doc });
  });
  const sessions = new SessionCache(deps.database, (err) =>
    app.log.warn({ err }, 'session cache off until the database notifications are back'),
  );
  app.addHook('onReady', () => sessions.start());
  app.addHook('onClose', () => sessions.close());
  // A write through this instance has committed when its answer goes out (plugins/audit.ts): the
  // kept sessions go now, on every instance, rather than when the database's notification arrives.
  // Hooked on the routes that take a writing method only: reads skip it.
  const afterWrite = async (req: FastifyRequest, _reply: unknown, payload: unknown) => {
    if (!READS.has(req.method)) await sessions.afterWrite();
    return payload;
  };
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    if (!methods.every((m) => READS.has(m))) addRouteHook(r, 'onSend', afterWrite);
  });
  app.addHook('preHandler', async (req, reply) => {
    // Unknown routes fall through to the JSON 404 handler; there is nothing to protect.
    if (!req.url.startsWith('/api/') || req.is404) return;
    const perm = req.routeOptions.config?.perm;
    if (perm === 'public') return;
    if (!perm) throw new AppError(403, 'forbidden');
    // Ship-side software on the routes that take it (docs/api-ledger.md): a valid, unrevoked key
    // stands in for a session with the route's permission; the route limits it to the key's ships.
    const key =
      req.routeOptions.config?.apiKey && !req.headers['x-token']
        ? bearerKey(req.headers.authorization)
        : undefined;
    if (key !== undefined) {
      const row = await useApiKey(deps.db, hashApiKey(key), deps.clock.now());
      if (!row) throw new AppError(401, 'api_key_invalid', ledgerMessage('api_key_invalid', langOf(req)));
      req.apiKey = { keyId: row.id, prefix: row.prefix, companyId: row.companyId, shipId: row.shipId };
      return;
    }
    const { user, rotated } = await authenticate(deps, sessions, req);
    req.user = user;
    if (rotated) reply.header('Authorization', rotated);
    if (perm === 'auth') return;
    const keys = keysOf(perm);
    if (!keys.some((k) => can(user, k))) throw new AppError(403, 'forbidden');
    // Read-only roles never write, whatever grant a hand-edited database might still hold.
    if (user.readOnly && keys.some(isWritePermission)) throw new AppError(403, 'forbidden');
  });
}
