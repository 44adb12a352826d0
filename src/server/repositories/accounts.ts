import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { replaceFile, type NewFile } from './files.js';

/** The account row as sign-in and the own-account calls use it (hash and lockout included). */
export type AccountRow = typeof users.$inferSelect;

export async function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

export async function accountByUsername(db: Db, username: string): Promise<AccountRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.username, username));
  return u;
}

/** The account a trusted system's session login names by its own user id. */
export async function accountByExternalUid(db: Db, uid: string): Promise<AccountRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.externalUid, uid));
  return u;
}

/**
 * A new password hash; `mustChange` when someone else set it (reset), and a reset also lifts a
 * lockout. The caller ends the account's sessions.
 */
export async function setPassword(
  db: Db,
  u: AccountRow,
  passwordHash: string,
  by: 'self' | 'reset',
  now: Date,
) {
  const change =
    by === 'self'
      ? { mustChangePassword: false, passwordChangedAt: now }
      : { mustChangePassword: true, failedLogins: 0, lockedUntil: null };
  await db
    .update(users)
    .set({ passwordHash, ...change, version: u.version + 1, updatedAt: now })
    .where(eq(users.id, u.id));
}

/** Stores a new avatar and points the account at it. */
export const setAvatar = (db: Db, userId: number, file: NewFile, now: Date) =>
  replaceFile(db, file, null, now, (tx, fileId) =>
    tx.update(users).set({ avatarFileId: fileId, updatedAt: now }).where(eq(users.id, userId)),
  );
