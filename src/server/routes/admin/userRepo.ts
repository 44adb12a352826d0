import { and, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { companies, roles, userCompanies, userRoles, users } from '../../db/schema/index.js';
import { ADMIN_ROLE_CODE } from '../../db/seed/roles.js';
import { AppError } from '../../http/errors.js';
import { PageQuery } from '../../http/validate.js';
import { msg, type Lang } from '../../i18n/messages.js';
import { escapeLike } from '../dictionaries/query.js';
import { TextId } from '../../../domain/schemas/ids.js';

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

export const UserQuery = PageQuery(20).extend({
  keyword: z.string().trim().max(64, 'msg.too_long').optional(),
  roleId: TextId.optional(),
  companyId: TextId.optional(),
  status: z.enum(['0', '1'], { error: 'msg.status' }).optional(),
});

export function userWhere(db: Db, q: Omit<z.infer<typeof UserQuery>, 'page' | 'size'>): SQL | undefined {
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : '';
  return and(
    q.keyword
      ? or(
          ilike(users.username, like),
          ilike(users.nameZh, like),
          ilike(users.nameEn, like),
          ilike(users.organisation, like),
        )
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
