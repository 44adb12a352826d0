import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKeyDto } from '../../domain/api.js';
import type { Db } from '../db/client.js';
import { apiKeys, companies, ships } from '../db/schema/index.js';

/** API keys (docs/api-ledger.md): issue, list, revoke, and the lookup of a presented key. */

const dtoColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  companyId: apiKeys.companyId,
  companyName: companies.nameEn,
  shipId: apiKeys.shipId,
  shipName: ships.nameEn,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};
type Row = { [K in keyof typeof dtoColumns]: (typeof dtoColumns)[K]['_']['data'] | null };

const toDto = (r: Row): ApiKeyDto => ({
  id: r.id!,
  name: r.name!,
  companyId: r.companyId,
  companyName: r.companyName,
  shipId: r.shipId,
  shipName: r.shipName,
  prefix: r.prefix!,
  createdAt: r.createdAt!.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

const base = (db: Db) =>
  db
    .select(dtoColumns)
    .from(apiKeys)
    .leftJoin(companies, eq(companies.id, apiKeys.companyId))
    .leftJoin(ships, eq(ships.id, apiKeys.shipId));

/** Every key, newest first, paged (the admin screen). */
export async function listApiKeys(db: Db, q: { page: number; size: number }) {
  const rows = await base(db)
    .orderBy(desc(apiKeys.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(apiKeys);
  return { items: rows.map(toDto), total: Number(n) };
}

export async function apiKeyById(db: Db, id: number): Promise<ApiKeyDto | undefined> {
  const [r] = await base(db).where(eq(apiKeys.id, id));
  return r ? toDto(r) : undefined;
}

export async function insertApiKey(
  db: Db,
  row: {
    name: string;
    companyId: number | null;
    shipId: number | null;
    prefix: string;
    hash: string;
    createdBy: number;
    now: Date;
  },
): Promise<number> {
  const [r] = await db
    .insert(apiKeys)
    .values({
      name: row.name,
      companyId: row.companyId,
      shipId: row.shipId,
      prefix: row.prefix,
      keyHash: row.hash,
      createdBy: row.createdBy,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning({ id: apiKeys.id });
  return r.id;
}

/** Revokes a key (once: a second revoke keeps the first instant). False when there is no such key. */
export async function revokeApiKey(db: Db, id: number, now: Date): Promise<boolean> {
  const [r] = await db
    .update(apiKeys)
    .set({
      revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(apiKeys.id, id))
    .returning({ id: apiKeys.id });
  return r !== undefined;
}

export const companyExists = async (db: Db, id: number) =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))).length > 0;
export const shipExists = async (db: Db, id: number) =>
  (await db.select({ id: ships.id }).from(ships).where(eq(ships.id, id))).length > 0;

/**
 * The unrevoked key with this hash, its use stamped (`last_used_at`) in the same statement; undefined
 * for an unknown or revoked key.
 */
export async function useApiKey(db: Db, hash: string, now: Date) {
  const [r] = await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)))
    .returning({
      id: apiKeys.id,
      prefix: apiKeys.prefix,
      companyId: apiKeys.companyId,
      shipId: apiKeys.shipId,
    });
  return r;
}
