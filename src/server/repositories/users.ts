import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLE_CODE } from '../../domain/roles.js';
import type { Db } from '../db/client.js';
import { companies, roles, userCompanies, userRoles, users } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { type Lang } from '../i18n/messages.js';
import { msg } from '../i18n/lookup.js';
import { duplicate } from './kit/errors.js';
import { containsAny, exportOf, pageOf } from './kit/list.js';
import { deleteById, findById, insertWithLinks, type Values } from './kit/rows.js';
import { updateVersioned } from './kit/versioned.js';

/** What the API shows of a user: never the hash or the lockout counters. */
export const publicUser = {
  id: users.id,
  username: users.username,
  nameZh: users.nameZh,
  nameEn: users.nameEn,
  phone: users.phone,
  email: users.email,
  organisation: users.organisation,
  companyId: users.companyId,
  status: users.status,
  mustChangePassword: users.mustChangePassword,
  remark: users.remark,
  version: users.version,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** The filters of the user list (and of the ship-authorisation screen's user list). */
export interface UserFilter {
  keyword?: string;
  roleId?: number;
  companyId?: number;
  status?: string;
}

export function userWhere(db: Db, q: UserFilter): SQL | undefined {
  return and(
    q.keyword
      ? containsAny([users.username, users.nameZh, users.nameEn, users.organisation], q.keyword)
      : undefined,
    q.status !== undefined ? eq(users.status, Number(q.status)) : undefined,
    q.roleId
      ? inArray(
          users.id,
          db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, q.roleId)),
        )
      : undefined,
    q.companyId
      ? or(
          eq(users.companyId, q.companyId),
          inArray(
            users.id,
            db
              .select({ id: userCompanies.userId })
              .from(userCompanies)
              .where(eq(userCompanies.companyId, q.companyId)),
          ),
        )
      : undefined,
  );
}

/**
 * Adds `roleIds`, `companyIds` and the linked companies (`companies`: id and names, in the order
 * of `companyIds`, for the list's column) to user rows in three queries, whatever the page size.
 */
export async function withLinks<T extends { id: number }>(db: Db, rows: T[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [r, c] = await Promise.all([
    db.select().from(userRoles).where(inArray(userRoles.userId, ids)),
    db.select().from(userCompanies).where(inArray(userCompanies.userId, ids)),
  ]);
  // Names by id from their own query: a join could reorder the links, and the first is the account's.
  const linkedIds = [...new Set(c.map((x) => x.companyId))];
  const names = new Map(
    (linkedIds.length
      ? await db
          .select({ id: companies.id, nameZh: companies.nameZh, nameEn: companies.nameEn })
          .from(companies)
          .where(inArray(companies.id, linkedIds))
      : []
    ).map((x) => [x.id, x]),
  );
  return rows.map((u) => {
    const companyIds = c.filter((x) => x.userId === u.id).map((x) => x.companyId);
    return {
      ...u,
      roleIds: r.filter((x) => x.userId === u.id).map((x) => x.roleId),
      companyIds,
      companies: companyIds.map((id) => names.get(id)!),
    };
  });
}

/** Checks referenced roles and companies exist; only an administrator may hand out the admin role. */
export async function checkLinks(
  db: Db,
  b: { roleIds: number[]; companyIds: number[] },
  callerIsAdmin: boolean,
  lang: Lang,
) {
  const found = await db
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(inArray(roles.id, b.roleIds));
  if (found.length !== b.roleIds.length)
    throw new AppError(400, 'validation_failed', undefined, { roleIds: msg('msg.unknown_ref', lang)! });
  if (!callerIsAdmin && found.some((r) => r.code === ADMIN_ROLE_CODE)) throw new AppError(403, 'forbidden');
  if (b.companyIds.length === 0) return;
  const cs = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, b.companyIds));
  if (cs.length !== b.companyIds.length)
    throw new AppError(400, 'validation_failed', undefined, { companyIds: msg('msg.unknown_ref', lang)! });
}

export async function replaceLinks(db: Db, userId: number, b: { roleIds: number[]; companyIds: number[] }) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values(b.roleIds.map((roleId) => ({ userId, roleId })));
  await db.delete(userCompanies).where(eq(userCompanies.userId, userId));
  if (b.companyIds.length)
    await db.insert(userCompanies).values(b.companyIds.map((companyId) => ({ userId, companyId })));
}

const adminRoleUsers = (db: Db) =>
  db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.code, ADMIN_ROLE_CODE), eq(roles.status, 1)));

export async function isAdminUser(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.code, ADMIN_ROLE_CODE), eq(userRoles.userId, userId)));
  return rows.length > 0;
}

/**
 * Lock-out guard: refuses a change that would leave no enabled user holding the enabled
 * administrator role (freeze, delete, or removing the role from the last one).
 */
export async function assertNotLastAdmin(db: Db, userId: number): Promise<void> {
  const [{ n }] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${users} where ${users.status} = 1 and ${users.id} in (${adminRoleUsers(db)}) and ${ne(users.id, userId)}`,
    )
  ).rows as Array<{ n: number }>;
  if (Number(n) === 0) throw new AppError(409, 'last_admin');
}

/** One user as the API shows it, with its links; 404 when there is none. */
export async function findUser(db: Db, id: number) {
  const u = await findById<{ [K in keyof typeof publicUser]: (typeof users.$inferSelect)[K] }>(
    db,
    users,
    id,
    publicUser,
  );
  return (await withLinks(db, [u]))[0];
}

export async function listUsers(db: Db, q: UserFilter & { page: number; size: number }) {
  const where = userWhere(db, q);
  const { items, total } = await pageOf(db, users, where, q, (limit, offset) =>
    db
      .select(publicUser)
      .from(users)
      .where(where)
      .orderBy(desc(users.updatedAt), asc(users.id))
      .limit(limit)
      .offset(offset),
  );
  return { items: await withLinks(db, items), total };
}

export async function exportUsers(db: Db, q: UserFilter) {
  const found = await exportOf((limit) =>
    db.select(publicUser).from(users).where(userWhere(db, q)).orderBy(asc(users.username)).limit(limit),
  );
  return { ...found, items: await withLinks(db, found.items) };
}

/** User names are unique without regard to case. */
export async function assertUsernameFree(db: Db, username: string, lang: Lang, id = 0) {
  const [hit] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, sql`${users.id} <> ${id}`));
  if (hit) throw duplicate('username', lang);
}

type UserValues = Values<typeof users>;

/** A new account with its role and company links; answers its id. */
export const createUser = (
  db: Db,
  values: UserValues,
  links: { roleIds: number[]; companyIds: number[] },
  now: Date,
) => insertWithLinks(db, users, values, now, (tx, id) => replaceLinks(tx, id, links));

/** Versioned update of the account row (404 / 409 when it is gone or changed). */
export const updateUserRow = (db: Db, id: number, version: number, values: Partial<UserValues>, now: Date) =>
  updateVersioned(db, users, id, version, values, now);

export const deleteUser = (db: Db, id: number) => deleteById(db, users, id);
