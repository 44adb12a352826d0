import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { roles, sessions, users } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { rolePerms } from './rolePerms.js';
import { hashToken, newToken } from './token.js';

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(
  db: Db,
  clock: Clock,
  cfg: AppConfig['session'],
  userId: number,
  roleId: number,
  ip?: string,
): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    roleId,
    issuedAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + cfg.absoluteMs),
    ip,
  });
  return token;
}

/** How stale `last_seen_at` may get before a request writes it again. */
export const TOUCH_EVERY_MS = 5_000;

/** The caller's account and active role, read with the session in one query (every request pays it). */
export interface SessionPrincipal {
  user: {
    id: number;
    username: string;
    nameZh: string;
    nameEn: string;
    status: number;
    companyId: number | null;
    authorityCode: string | null;
  };
  role: { code: string; status: number; dataScope: string; readOnly: boolean };
  /** Permission keys of the active role's enabled functions (empty for the administrator, who has all). */
  perms: string[];
  /** The reference-data revision at this request (see cache/readCache.ts). */
  cacheRev: number;
  /** The statistics revision at this request (legs, voyages, targets; migration 0009). */
  statsRev: number;
  /** The stored CII ratings' revision at this request (migration 0028). */
  ciiRev: number;
}

export interface Resolved extends SessionPrincipal {
  session: SessionRow;
  /** A new token when this request rotated the session; the reply carries it in `Authorization`. */
  rotatedToken?: string;
}

// Every request runs this query, so it is prepared once per database handle and takes the
// session, account, role and the role's permission keys in a single round trip.
const prepared = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();
const sessionQuery = (db: Db) => {
  let q = prepared.get(db);
  if (!q) prepared.set(db, (q = buildSessionQuery(db)));
  return q;
};

function buildSessionQuery(db: Db) {
  const hash = sql.placeholder('hash');
  return db
    .select({
      session: sessions,
      user: {
        id: users.id,
        username: users.username,
        nameZh: users.nameZh,
        nameEn: users.nameEn,
        status: users.status,
        companyId: users.companyId,
        authorityCode: users.authorityCode,
      },
      role: { code: roles.code, status: roles.status, dataScope: roles.dataScope, readOnly: roles.readOnly },
      // The role's permission keys come from rolePerms, cached under this revision.
      functionsRev: sql<number>`(select rev from cache_revs where name = 'functions')`.mapWith(Number),
      cacheRev: sql<number>`(select rev from cache_revs where name = 'reference')`.mapWith(Number),
      // Read here rather than by the statistics and analysis routes: a cached answer then costs
      // this one query and a map lookup (docs/statistics.md §4).
      statsRev: sql<number>`(select rev from cache_revs where name = 'statistics')`.mapWith(Number),
      ciiRev: sql<number>`(select rev from cache_revs where name = 'cii')`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, sessions.roleId))
    .where(
      and(
        isNull(sessions.revokedAt),
        or(
          eq(sessions.tokenHash, hash),
          and(eq(sessions.prevTokenHash, hash), gt(sessions.prevValidUntil, sql.placeholder('now'))),
        ),
      ),
    )
    .prepare('session_by_token');
}

/**
 * Finds the live session for a token: the current token, or the previous one within its grace
 * period (requests already in flight when the token rotated). Idle and absolute expiry revoke it.
 */
export async function resolveSession(
  db: Db,
  clock: Clock,
  cfg: AppConfig['session'],
  token: string,
  hash = hashToken(token),
): Promise<Resolved> {
  const now = clock.now();
  const [found] = await sessionQuery(db).execute({ hash, now });
  if (!found) throw new AppError(401, 'session_expired');
  const { session: row, user, role, cacheRev, statsRev, ciiRev } = found;
  const perms = await rolePerms(db, row.roleId, found.functionsRev);
  if (now >= row.expiresAt) {
    await revoke(db, clock, row.id);
    throw new AppError(401, 'session_expired');
  }
  if (now.getTime() - row.lastSeenAt.getTime() > cfg.idleMs) {
    await revoke(db, clock, row.id);
    throw new AppError(401, 'session_idle');
  }
  const isCurrent = row.tokenHash === hash;
  if (isCurrent && now.getTime() - row.issuedAt.getTime() >= cfg.rotateMs) {
    const rotatedToken = newToken();
    // Only the request that still sees the old hash rotates; a concurrent one keeps using the grace.
    const updated = await db
      .update(sessions)
      .set({
        tokenHash: hashToken(rotatedToken),
        prevTokenHash: hash,
        prevValidUntil: new Date(now.getTime() + cfg.graceMs),
        issuedAt: now,
        lastSeenAt: now,
        updatedAt: now,
      })
      .where(and(eq(sessions.id, row.id), eq(sessions.tokenHash, hash)))
      .returning({ id: sessions.id });
    if (updated.length) return { session: row, user, role, perms, cacheRev, statsRev, ciiRev, rotatedToken };
  }
  // Touch at most every few seconds: one write per burst of requests is enough for idle expiry.
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
    return { session: { ...row, lastSeenAt: now }, user, role, perms, cacheRev, statsRev, ciiRev };
  }
  return { session: row, user, role, perms, cacheRev, statsRev, ciiRev };
}

export async function revoke(db: Db, clock: Clock, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllForUser(db: Db, clock: Clock, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
