import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { RoleCreate, RoleFunctions, RoleUpdate, StatusBody } from '../../../domain/schemas/admin.js';
import { menus, roleMenus, roles, userRoles } from '../../db/schema/index.js';
import { ADMIN_ROLE_CODE } from '../../db/seed/roles.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf, msg } from '../../i18n/messages.js';
import { recordStatusEdit, setAccountStatus } from '../../workflow/accountStatus.js';
import { IdParams, missOrStale } from '../dictionaries/crud.js';
import { duplicate } from '../dictionaries/dbErrors.js';
import { escapeLike } from '../dictionaries/query.js';
import { functionTree } from './functionRepo.js';

const RoleQuery = PageQuery(20).extend({
  name: z.string().trim().max(64, 'msg.too_long').optional(),
  status: z.enum(['0', '1'], { error: 'msg.status' }).optional(),
});
const userCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;
const roleCols = { ...getTableColumns(roles), userCount };

/** The granted ids plus every ancestor, so a granted button's page and folder show in the menu. */
async function closure(db: Db, ids: number[], lang: 'zh' | 'en'): Promise<number[]> {
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

export default async function roleAdminRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const P = 'system:role';
  const load = async (id: number) => {
    const [r] = await db.select(roleCols).from(roles).where(eq(roles.id, id));
    if (!r) throw notFound();
    return r;
  };
  /** Role code and Chinese name are both unique (original: "role name was existed"). */
  const assertFree = async (req: FastifyRequest, b: { code: string; nameZh: string }, id = 0) => {
    const hits = await db
      .select({ code: roles.code, nameZh: roles.nameZh })
      .from(roles)
      .where(and(or(eq(roles.code, b.code), eq(roles.nameZh, b.nameZh)), sql`${roles.id} <> ${id}`));
    if (hits.length) throw duplicate(hits.some((h) => h.code === b.code) ? 'code' : 'nameZh', langOf(req));
  };
  /** The administrator role always holds every function: it cannot be frozen, recoded, emptied or deleted. */
  const protect = (r: { code: string }) => {
    if (r.code === ADMIN_ROLE_CODE) throw new AppError(409, 'protected_role');
  };

  app.get(
    '/system/roles',
    { config: { perm: `${P}:list`, doc: { summary: 'Roles', query: RoleQuery } } },
    async (req) => {
      const q = parseQuery(req, RoleQuery);
      const where = and(
        q.name
          ? or(ilike(roles.nameZh, `%${escapeLike(q.name)}%`), ilike(roles.nameEn, `%${escapeLike(q.name)}%`))
          : undefined,
        q.status !== undefined ? eq(roles.status, Number(q.status)) : undefined,
      );
      const [items, [{ n }]] = await Promise.all([
        db
          .select(roleCols)
          .from(roles)
          .where(where)
          .orderBy(asc(roles.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(roles).where(where),
      ]);
      return ok(page(items, n, q.page, q.size));
    },
  );

  // The user dialog's role picker: readable with the user page, not only the role page.
  app.get('/system/roles/options', { config: { perm: 'system:user:list' } }, async () =>
    ok(
      await db
        .select({
          id: roles.id,
          code: roles.code,
          nameZh: roles.nameZh,
          nameEn: roles.nameEn,
          status: roles.status,
        })
        .from(roles)
        .orderBy(asc(roles.id)),
    ),
  );

  app.get('/system/roles/:id', { config: { perm: `${P}:list` } }, async (req) =>
    ok(await load(parseParams(req, IdParams).id)),
  );

  app.post(
    '/system/roles',
    { config: { perm: `${P}:add`, doc: { summary: 'Create a role', body: RoleCreate } } },
    async (req, reply) => {
      const { menuIds, ...b } = parseBody(req, RoleCreate);
      await assertFree(req, b);
      const ids = await closure(db, menuIds, langOf(req));
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(roles)
          .values({ ...b, createdAt: now, updatedAt: now })
          .returning({ id: roles.id });
        await setFunctions(tx, row.id, ids);
        return row.id;
      });
      reply.status(201);
      return ok(await load(id));
    },
  );

  app.put(
    '/system/roles/:id',
    { config: { perm: `${P}:edit`, doc: { summary: 'Edit a role', body: RoleUpdate } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version, ...b } = parseBody(req, RoleUpdate);
      const current = await load(id);
      if (current.code === ADMIN_ROLE_CODE && (b.code !== current.code || b.status !== 1)) protect(current);
      await assertFree(req, b, id);
      const at = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(roles)
          .set({ ...b, version: sql`${roles.version} + 1`, updatedAt: at })
          .where(and(eq(roles.id, id), eq(roles.version, version)))
          .returning({ id: roles.id });
        if (!row) await missOrStale(tx, roles, id);
        await recordStatusEdit(tx, 'role', {
          id,
          before: current.status,
          after: b.status,
          actor: req.user!,
          at,
        });
      });
      return ok(await load(id));
    },
  );

  app.put(
    '/system/roles/:id/status',
    { config: { perm: `${P}:edit`, doc: { summary: 'Freeze or enable', body: StatusBody } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { status, version, comment } = parseBody(req, StatusBody);
      protect(await load(id));
      // The account-status chart decides (freezing a frozen role is 409) and writes the history.
      const [actor, at, lang] = [req.user!, clock.now(), langOf(req)];
      await setAccountStatus(db, 'role', { id, status, version, comment, actor, at, lang });
      return ok(await load(id));
    },
  );

  // Deleting detaches the role from its users (cascade); their sessions in that role end with it.
  app.delete('/system/roles/:id', { config: { perm: `${P}:delete` } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    protect(await load(id));
    await db.delete(roles).where(eq(roles.id, id));
    return ok({ id });
  });

  app.get('/system/roles/:id/functions', { config: { perm: `${P}:list` } }, async (req) => {
    const role = await load(parseParams(req, IdParams).id);
    const tree = await functionTree(db);
    const menuIds =
      role.code === ADMIN_ROLE_CODE
        ? (await db.select({ id: menus.id }).from(menus)).map((m) => m.id)
        : (
            await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, role.id))
          ).map((m) => m.id);
    return ok({ roleId: role.id, version: role.version, menuIds, tree });
  });

  // Grants are read on every request, so the new set applies from the holders' next call / login.
  app.put(
    '/system/roles/:id/functions',
    { config: { perm: `${P}:edit`, doc: { summary: 'Set the function tree', body: RoleFunctions } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { menuIds, version } = parseBody(req, RoleFunctions);
      protect(await load(id));
      const ids = await closure(db, menuIds, langOf(req));
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(roles)
          .set({ version: sql`${roles.version} + 1`, updatedAt: clock.now() })
          .where(and(eq(roles.id, id), eq(roles.version, version)))
          .returning({ id: roles.id });
        if (!row) await missOrStale(tx, roles, id);
        await setFunctions(tx, id, ids);
      });
      return ok({ roleId: id, menuIds: ids.sort((a, b) => a - b) });
    },
  );
}
