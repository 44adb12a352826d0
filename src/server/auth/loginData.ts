import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { roles, userRoles, users } from '../db/schema/index.js';
import { scopedShips } from '../scope/ships.js';
import { isStrongPassword } from '../../domain/schemas/session.js';
import { loadRoleGrant } from './permissions.js';

export type UserRow = typeof users.$inferSelect;

export async function enabledRolesOf(db: Db, userId: number) {
  return db
    .select({ id: roles.id, code: roles.code, nameZh: roles.nameZh, nameEn: roles.nameEn })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, 1)))
    .orderBy(roles.id);
}

/**
 * What the client needs after login or a role switch (docs/product-rules.md §3 'Login result'): pages and buttons
 * of the active role, every role the user holds, and the ships in scope.
 */
export async function buildLoginData(
  db: Db,
  user: UserRow,
  roleId: number,
  token: string,
  passwordPlain?: string,
) {
  const grant = await loadRoleGrant(db, roleId);
  if (!grant) throw new Error('role disappeared');
  const sysRoles = (await enabledRolesOf(db, user.id)).map((r) => ({ ...r, name: r.nameEn }));
  const ships = await scopedShips(db, {
    userId: user.id,
    isAdmin: grant.isAdmin,
    dataScope: grant.dataScope,
    companyId: user.companyId,
    authorityCode: user.authorityCode,
  });
  return {
    token,
    name: user.nameZh || user.nameEn || user.username,
    nameZh: user.nameZh,
    nameEn: user.nameEn,
    username: user.username,
    userId: user.id,
    allowPage: grant.menuRows.filter((m) => m.menuType === 2 && m.url).map((m) => m.url!),
    allowButton: grant.menuRows.filter((m) => m.menuType === 3 && m.perms).map((m) => m.perms!),
    sysRoles,
    activeRoleId: roleId,
    imoList: ships.imoList,
    shipList: ships.shipList,
    // A weak legacy password forces the change dialog, as the older system did (docs/legacy-system.md §4).
    mustChangePassword:
      user.mustChangePassword || (passwordPlain !== undefined && !isStrongPassword(passwordPlain)),
  };
}
