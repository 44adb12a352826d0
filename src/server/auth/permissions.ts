import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { menus, roleMenus, roles } from '../db/schema/index.js';
import { ADMIN_ROLE_CODE } from '../db/seed/roles.js';

export interface RoleGrant {
  roleId: number;
  roleCode: string;
  isAdmin: boolean;
  dataScope: string;
  readOnly: boolean;
  /** Enabled menus (folders, pages, buttons) the role may use. */
  menuRows: Array<typeof menus.$inferSelect>;
}

/** What a role may do: the administrator has every enabled function, others their role's set. */
export async function loadRoleGrant(db: Db, roleId: number): Promise<RoleGrant | null> {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role || role.status !== 1) return null;
  const isAdmin = role.code === ADMIN_ROLE_CODE;
  const menuRows = isAdmin
    ? await db.select().from(menus).where(eq(menus.status, 1))
    : await db
        .select({ m: menus })
        .from(roleMenus)
        .innerJoin(menus, eq(menus.id, roleMenus.menuId))
        .where(and(eq(roleMenus.roleId, roleId), eq(menus.status, 1)))
        .then((rows) => rows.map((r) => r.m));
  return {
    roleId,
    roleCode: role.code,
    isAdmin,
    dataScope: role.dataScope,
    readOnly: role.readOnly,
    menuRows,
  };
}
