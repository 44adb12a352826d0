import { and, asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { menus, roleMenus, roles, userRoles } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { type Lang } from '../i18n/messages.js';
import { msg } from '../i18n/lookup.js';
import { duplicate } from './kit/errors.js';
import { containsAny, pageOf } from './kit/list.js';
import { deleteById, findById, insertWithLinks, type Values } from './kit/rows.js';
import { updateVersioned } from './kit/versioned.js';

const userCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;
const roleCols = { ...getTableColumns(roles), userCount };

export const findRole = (db: Db, id: number) =>
  findById<typeof roles.$inferSelect & { userCount: number }>(db, roles, id, roleCols);

export async function listRoles(db: Db, q: { name?: string; status?: string; page: number; size: number }) {
  const where = and(
    q.name ? containsAny([roles.nameZh, roles.nameEn], q.name) : undefined,
    q.status !== undefined ? eq(roles.status, Number(q.status)) : undefined,
  );
  return pageOf(db, roles, where, q, (limit, offset) =>
    db.select(roleCols).from(roles).where(where).orderBy(asc(roles.id)).limit(limit).offset(offset),
  );
}

/** The user dialog's role picker. */
export const roleOptions = (db: Db) =>
  db
    .select({
      id: roles.id,
      code: roles.code,
      nameZh: roles.nameZh,
      nameEn: roles.nameEn,
      status: roles.status,
    })
    .from(roles)
    .orderBy(asc(roles.id));

/** Role code and Chinese name are both unique (original: "role name was existed"). */
export async function assertRoleFree(db: Db, b: { code: string; nameZh: string }, lang: Lang, id = 0) {
  const hits = await db
    .select({ code: roles.code, nameZh: roles.nameZh })
    .from(roles)
    .where(and(or(eq(roles.code, b.code), eq(roles.nameZh, b.nameZh)), sql`${roles.id} <> ${id}`));
  if (hits.length) throw duplicate(hits.some((h) => h.code === b.code) ? 'code' : 'nameZh', lang);
}

/** The granted ids plus every ancestor, so a granted button's page and folder show in the menu. */
export async function grantClosure(db: Db, ids: number[], lang: Lang): Promise<number[]> {
  const all = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
  const parent = new Map(all.map((m) => [m.id, m.parentId]));
  if (ids.some((id) => !parent.has(id)))
    throw new AppError(400, 'validation_failed', undefined, { menuIds: msg('msg.unknown_ref', lang)! });
  const out = new Set<number>();
  for (let id of ids) for (; id && !out.has(id); id = parent.get(id) ?? 0) out.add(id);
  return [...out];
}

async function setFunctions(db: Db, roleId: number, menuIds: number[]) {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
}

type RoleValues = Values<typeof roles>;

export const createRole = (db: Db, values: RoleValues, menuIds: number[], now: Date) =>
  insertWithLinks(db, roles, values, now, (tx, id) => setFunctions(tx, id, menuIds));

export const updateRole = (db: Db, id: number, version: number, values: Partial<RoleValues>, now: Date) =>
  updateVersioned(db, roles, id, version, values, now);

/** Deleting detaches the role from its users (cascade). */
export const deleteRole = (db: Db, id: number) => deleteById(db, roles, id);

/** The function ids a role holds; the administrator role holds every function. */
export async function roleFunctionIds(db: Db, roleId: number, all: boolean): Promise<number[]> {
  const rows = all
    ? await db.select({ id: menus.id }).from(menus)
    : await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId));
  return rows.map((m) => m.id);
}

/** Replaces a role's grants, bumping its version (409 when the client's version is stale). */
export async function setRoleFunctions(db: Db, id: number, version: number, menuIds: number[], now: Date) {
  await db.transaction(async (tx) => {
    await updateVersioned(tx, roles, id, version, {}, now);
    await setFunctions(tx, id, menuIds);
  });
}
