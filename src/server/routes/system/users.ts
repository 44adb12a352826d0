import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StatusBody, UserCreate, UserUpdate } from '../../../domain/schemas/admin.js';
import { generatePassword, hashPassword } from '../../auth/password.js';
import { revokeAllForUser } from '../../auth/sessions.js';
import { AppError } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import { recordStatusEdit, setAccountStatus } from '../../workflow/accountStatus.js';
import {
  assertNotLastAdmin,
  assertUsernameFree,
  checkLinks,
  createUser,
  deleteUser,
  exportUsers,
  findUser,
  isAdminUser,
  listUsers,
  replaceLinks,
  updateUserRow,
} from '../../repositories/users.js';
import { UserQuery } from './userQuery.js';

const ExportQuery = UserQuery.omit({ page: true, size: true });

export default async function userAdminRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const P = 'system:user';

  /** Only an administrator may change an administrator's account. */
  const assertMayTouch = async (req: FastifyRequest, id: number) => {
    if (!req.user!.isAdmin && (await isAdminUser(db, id))) throw new AppError(403, 'forbidden');
  };
  /** Freezing or deleting: never yourself, never the last enabled administrator. */
  const assertMayDisable = async (req: FastifyRequest, id: number) => {
    if (id === req.user!.userId) throw new AppError(409, 'self_delete');
    await assertNotLastAdmin(db, id);
  };

  app.get(
    '/system/users',
    { config: { perm: `${P}:list`, doc: { summary: 'Users', query: UserQuery } } },
    async (req) => {
      const q = parseQuery(req, UserQuery);
      const { items, total } = await listUsers(db, q);
      return ok(page(items, total, q.page, q.size));
    },
  );

  app.get(
    '/system/users/export',
    { config: { perm: `${P}:export`, doc: { summary: 'Users export', query: ExportQuery } } },
    async (req) => ok(await exportUsers(db, parseQuery(req, ExportQuery))),
  );

  app.get('/system/users/:id', { config: { perm: `${P}:list` } }, async (req) =>
    ok(await findUser(db, parseParams(req, IdParams).id)),
  );

  app.post(
    '/system/users',
    { config: { perm: `${P}:add`, doc: { summary: 'Create a user', body: UserCreate } } },
    async (req, reply) => {
      const { password: given, roleIds, companyIds, ...b } = parseBody(req, UserCreate);
      await assertUsernameFree(db, b.username, langOf(req));
      await checkLinks(db, { roleIds, companyIds }, req.user!.isAdmin, langOf(req));
      const password = given ?? generatePassword();
      const passwordHash = await hashPassword(password);
      const id = await createUser(
        db,
        { ...b, passwordHash, mustChangePassword: true, companyId: companyIds[0] ?? null },
        { roleIds, companyIds },
        clock.now(),
      );
      reply.status(201);
      // A generated initial password is shown once to the administrator and never stored in clear.
      return ok({ ...(await findUser(db, id)), password: given ? undefined : password });
    },
  );

  app.put(
    '/system/users/:id',
    { config: { perm: `${P}:edit`, doc: { summary: 'Edit a user', body: UserUpdate } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version, roleIds, companyIds, ...b } = parseBody(req, UserUpdate);
      const before = await findUser(db, id);
      await assertMayTouch(req, id);
      await assertUsernameFree(db, b.username, langOf(req), id);
      await checkLinks(db, { roleIds, companyIds }, req.user!.isAdmin, langOf(req));
      const at = clock.now();
      await db.transaction(async (tx) => {
        await updateUserRow(tx, id, version, { ...b, companyId: companyIds[0] ?? null }, at);
        await recordStatusEdit(tx, 'user', {
          id,
          before: before.status,
          after: b.status,
          actor: req.user!,
          at,
        });
        await replaceLinks(tx, id, { roleIds, companyIds });
        // Checked after the write, inside the transaction: the change may drop the admin role or freeze.
        if (b.status === 0 && id === req.user!.userId) throw new AppError(409, 'self_delete');
        await assertNotLastAdmin(tx, 0);
        // A session is bound to one role: losing a role ends the user's sessions, so no one keeps
        // working with rights an administrator has just taken away.
        if (before.roleIds.some((r) => !roleIds.includes(r))) await revokeAllForUser(tx, clock, id);
      });
      return ok(await findUser(db, id));
    },
  );

  app.put(
    '/system/users/:id/status',
    { config: { perm: `${P}:edit`, doc: { summary: 'Freeze or enable', body: StatusBody } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { status, version, comment } = parseBody(req, StatusBody);
      await findUser(db, id);
      await assertMayTouch(req, id);
      if (status === 0) await assertMayDisable(req, id);
      // The account-status chart decides (freezing a frozen account is 409) and writes the history.
      const [actor, at, lang] = [req.user!, clock.now(), langOf(req)];
      await setAccountStatus(db, 'user', { id, status, version, comment, actor, at, lang });
      return ok(await findUser(db, id));
    },
  );

  app.delete('/system/users/:id', { config: { perm: `${P}:delete` } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await findUser(db, id);
    await assertMayTouch(req, id);
    await assertMayDisable(req, id);
    await deleteUser(db, id);
    return ok({ id });
  });
}
