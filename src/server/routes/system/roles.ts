import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN_ROLE_CODE } from '../../../domain/roles.js';
import { RoleCreate, RoleFunctions, RoleUpdate, StatusBody } from '../../../domain/schemas/admin.js';
import { AppError } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { functionTree } from '../../repositories/functions.js';
import { IdParams } from '../../repositories/kit/params.js';
import { recordStatusEdit, setAccountStatus } from '../../workflow/accountStatus.js';
import {
  assertRoleFree,
  createRole,
  deleteRole,
  findRole,
  grantClosure,
  listRoles,
  roleFunctionIds,
  roleOptions,
  setRoleFunctions,
  updateRole,
} from '../../repositories/roles.js';

const RoleQuery = PageQuery(20).extend({
  name: z.string().trim().max(64, 'msg.too_long').optional(),
  status: z.enum(['0', '1'], { error: 'msg.status' }).optional(),
});

export default async function roleAdminRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const P = 'system:role';
  /** The administrator role always holds every function: it cannot be frozen, recoded, emptied or deleted. */
  const protect = (r: { code: string }) => {
    if (r.code === ADMIN_ROLE_CODE) throw new AppError(409, 'protected_role');
  };

  app.get(
    '/system/roles',
    { config: { perm: `${P}:list`, doc: { summary: 'Roles', query: RoleQuery } } },
    async (req) => {
      const q = parseQuery(req, RoleQuery);
      const { items, total } = await listRoles(db, q);
      return ok(page(items, total, q.page, q.size));
    },
  );

  // The user dialog's role picker: readable with the user page, not only the role page.
  app.get('/system/roles/options', { config: { perm: 'system:user:list' } }, async () =>
    ok(await roleOptions(db)),
  );

  app.get('/system/roles/:id', { config: { perm: `${P}:list` } }, async (req) =>
    ok(await findRole(db, parseParams(req, IdParams).id)),
  );

  app.post(
    '/system/roles',
    { config: { perm: `${P}:add`, doc: { summary: 'Create a role', body: RoleCreate } } },
    async (req, reply) => {
      const { menuIds, ...b } = parseBody(req, RoleCreate);
      await assertRoleFree(db, b, langOf(req));
      const ids = await grantClosure(db, menuIds, langOf(req));
      const id = await createRole(db, b, ids, clock.now());
      reply.status(201);
      return ok(await findRole(db, id));
    },
  );

  app.put(
    '/system/roles/:id',
    { config: { perm: `${P}:edit`, doc: { summary: 'Edit a role', body: RoleUpdate } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version, ...b } = parseBody(req, RoleUpdate);
      const current = await findRole(db, id);
      if (current.code === ADMIN_ROLE_CODE && (b.code !== current.code || b.status !== 1)) protect(current);
      await assertRoleFree(db, b, langOf(req), id);
      const at = clock.now();
      await db.transaction(async (tx) => {
        await updateRole(tx, id, version, b, at);
        await recordStatusEdit(tx, 'role', {
          id,
          before: current.status,
          after: b.status,
          actor: req.user!,
          at,
        });
      });
      return ok(await findRole(db, id));
    },
  );

  app.put(
    '/system/roles/:id/status',
    { config: { perm: `${P}:edit`, doc: { summary: 'Freeze or enable', body: StatusBody } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { status, version, comment } = parseBody(req, StatusBody);
      protect(await findRole(db, id));
      // The account-status chart decides (freezing a frozen role is 409) and writes the history.
      const [actor, at, lang] = [req.user!, clock.now(), langOf(req)];
      await setAccountStatus(db, 'role', { id, status, version, comment, actor, at, lang });
      return ok(await findRole(db, id));
    },
  );

  // Deleting detaches the role from its users (cascade); their sessions in that role end with it.
  app.delete('/system/roles/:id', { config: { perm: `${P}:delete` } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    protect(await findRole(db, id));
    await deleteRole(db, id);
    return ok({ id });
  });

  app.get('/system/roles/:id/functions', { config: { perm: `${P}:list` } }, async (req) => {
    const role = await findRole(db, parseParams(req, IdParams).id);
    const tree = await functionTree(db);
    const menuIds = await roleFunctionIds(db, role.id, role.code === ADMIN_ROLE_CODE);
    return ok({ roleId: role.id, version: role.version, menuIds, tree });
  });

  // Grants are read on every request, so the new set applies from the holders' next call / login.
  app.put(
    '/system/roles/:id/functions',
    { config: { perm: `${P}:edit`, doc: { summary: 'Set the function tree', body: RoleFunctions } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { menuIds, version } = parseBody(req, RoleFunctions);
      protect(await findRole(db, id));
      const ids = await grantClosure(db, menuIds, langOf(req));
      await setRoleFunctions(db, id, version, ids, clock.now());
      return ok({ roleId: id, menuIds: ids.sort((a, b) => a - b) });
    },
  );
}
