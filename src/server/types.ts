import type { ZodType } from 'zod';
import type { AppConfig } from './config.js';
import type { Clock } from './clock.js';
import type { Database, Db } from './db/client.js';
import type { ReadCache } from './cache/readCache.js';

/** Who is calling, resolved from the session on every non-public route. */
export interface AuthUser {
  userId: number;
  username: string;
  name: string;
  sessionId: number;
  roleId: number;
  roleCode: string;
  isAdmin: boolean;
  dataScope: string;
  readOnly: boolean;
  perms: ReadonlySet<string>;
  companyId: number | null;
  authorityCode: string | null;
  /**
   * Revision of the reference data at this request (cache_revs), the key of cached answers;
   * undefined once the request itself has written reference data (its reads skip the cache).
   */
  cacheRev: number | undefined;
  /** Revision of the statistics data (legs, voyages, targets) read with the session. */
  statsRev: number;
  /** Revision of the stored CII ratings (migration 0028), the key of the cached fleet summary. */
  ciiRev: number;
  /** The ids of the ship scope resolved for this session and `cacheRev` (plugins/scope.ts). */
  scopeIds?: ScopeIds;
}

/**
 * What a user's ship-scope condition would otherwise compute in every statement (scope/ships.ts):
 * the ids of the company tree (company scope; null for other scopes) and the ships of the user's
 * ship authorisation (null: no narrowing), as of reference-data revision `rev`.
 */
export interface ScopeIds {
  rev: number;
  companyIds: number[] | null;
  authorisedShipIds: number[] | null;
}

/** Ship-side software calling with an API key (docs/api-ledger.md): one company or one ship. */
export interface ApiKeyCaller {
  keyId: number;
  prefix: string;
  companyId: number | null;
  shipId: number | null;
}

/**
 * Every route says who may call it: 'public', 'auth' (any session), a function permission key, or
 * several keys of which any one suffices (a read call two pages share, e.g. the energy-efficiency
 * screen and its inland read-only view).
 */
export type RoutePerm = 'public' | 'auth' | (string & {}) | readonly [string, string, ...string[]];

export interface RouteDoc {
  summary?: string;
  body?: ZodType;
  query?: ZodType;
}

/** What one sweep of expired rows deleted (plugins/maintenance.ts), per table. */
export interface PurgeCounts {
  captchas: number;
  rateLimits: number;
  loginThrottle: number;
  ssoNonces: number;
  systemLogs: number;
}

export interface Deps {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  /** Answers of hot read routes, keyed by the database revision read with each session. */
  readCache: ReadCache;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    perm?: RoutePerm;
    /** Per-address fixed window, counted in the database so every instance shares it. */
    rateLimit?: { max: number; windowMs: number };
    /** Set false on a mutating route that writes its own, richer log row (login). */
    audit?: boolean;
    /** For the OpenAPI description: the zod schemas the handler validates with. */
    doc?: RouteDoc;
    /**
     * The route also takes `Authorization: Bearer <api key>` (ship-side software, docs/api-ledger.md):
     * a valid key stands in for a session with the route's permission, inside the key's ships.
     */
    apiKey?: boolean;
  }
  interface FastifyRequest {
    user?: AuthUser;
    /** The API key the request came with, on routes that take one (plugins/auth.ts). */
    apiKey?: ApiKeyCaller;
  }
  interface FastifyInstance {
    deps: Deps;
    routeTable: Array<{ method: string; url: string; perm?: RoutePerm; doc?: RouteDoc }>;
    /** One sweep of expired rows now (plugins/maintenance.ts); a timer runs it while the app runs. */
    purgeExpired: () => Promise<PurgeCounts>;
  }
}
