import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
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

export interface Resolved {
  session: SessionRow;
  /** A new token when this request rotated the session; the reply carries it in `Authorization`. */
  rotatedToken?: string;
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
): Promise<Resolved> {
  const hash = hashToken(token);
  const now = clock.now();
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        isNull(sessions.revokedAt),
        or(
          eq(sessions.tokenHash, hash),
          and(eq(sessions.prevTokenHash, hash), gt(sessions.prevValidUntil, now)),
        ),
      ),
    );
  if (!row) throw new AppError(401, 'session_expired');
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
    if (updated.length) return { session: row, rotatedToken };
  }
  // Touch at most every few seconds: one write per burst of requests is enough for idle expiry.
  if (now.getTime() - row.lastSeenAt.getTime() > 5_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { session: row };
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
