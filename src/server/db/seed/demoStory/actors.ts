import { and, eq, isNotNull } from 'drizzle-orm';
import { ADMIN_ROLE_CODE } from '../../../../domain/roles.js';
import type { AuthUser } from '../../../types.js';
import type { Db } from '../../client.js';
import { menus, roleMenus, roles, userRoles, users } from '../../schema/index.js';

/**
 * A seeded account as the services see a signed-in user: its role, data scope and the permission
 * keys of its role's enabled functions, read the way a session reads them (auth/sessions.ts,
 * auth/rolePerms.ts). The story acts through the services with it, so every guard a request meets
 * (scope, buttons, the lifecycle chart's roles) applies to the demo's history as well.
 */
export async function demoActor(db: Db, username: string): Promise<AuthUser> {
  const [row] = await db
    .select({
      userId: users.id,
      nameZh: users.nameZh,
      companyId: users.companyId,
      authorityCode: users.authorityCode,
      roleId: roles.id,
      roleCode: roles.code,
      dataScope: roles.dataScope,
      readOnly: roles.readOnly,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.username, username))
    .limit(1);
  if (!row) throw new Error(`demo story: no account ${username}`);
  const perms = await db
    .select({ perms: menus.perms })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, row.roleId), eq(menus.status, 1), isNotNull(menus.perms)));
  const isAdmin = row.roleCode === ADMIN_ROLE_CODE;
  return {
    userId: row.userId,
    username,
    name: row.nameZh || username,
    sessionId: 0,
    roleId: row.roleId,
    roleCode: row.roleCode,
    isAdmin,
    dataScope: row.dataScope,
    readOnly: row.readOnly,
    perms: isAdmin ? new Set() : new Set(perms.map((p) => p.perms!)),
    companyId: row.companyId,
    authorityCode: row.authorityCode,
    // No session: scoped statements take their subqueries, nothing is read from the caches.
    cacheRev: undefined,
    statsRev: 0,
    ciiRev: 0,
  };
}
