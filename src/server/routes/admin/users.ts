import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { StatusBody, UserCreate, UserUpdate } from '../../../domain/schemas/admin.js';
import { generatePassword, hashPassword } from '../../auth/password.js';
import { revokeAllForUser } from '../../auth/sessions.js';
import { users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { recordStatusEdit, setAccountStatus } from '../../workflow/accountStatus.js';
import { EXPORT_LIMIT, IdParams, missOrStale } from '../dictionaries/crud.js';
import { duplicate } from '../dictionaries/dbErrors.js';
import {
  assertNotLastAdmin,
  checkLinks,
  isAdminUser,
  publicUser,
  replaceLinks,
  UserQuery,
  userWhere,
  withLinks,
} from './userRepo.js';

const ExportQuery = UserQuery.omit({ page: true, size: true });

export default async function userAdminRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const P = 'system:user';

  const load = async (id: number) => {
    const [u] = await db.select(publicUser).from(users).where(eq(users.id, id));
    if (!u) throw notFound();
    return (await withLinks(db, [u]))[0];
  };
  const assertUsernameFree = async (req: FastifyRequest, username: string, id = 0) => {
    const [hit] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, sql`${users.id} <> ${id}`));
    if (hit) throw duplicate('username', langOf(req));
  };
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
      const where = userWhere(db, q);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select(publicUser)
          .from(users)
          .where(where)
          .orderBy(desc(users.updatedAt), asc(users.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return ok(page(await withLinks(db, rows), n, q.page, q.size));
    },
  );

  app.get(
    '/system/users/export',
    { config: { perm: `${P}:export`, doc: { summary: 'Users export', query: ExportQuery } } },
    async (req) => {
      const q = parseQuery(req, ExportQuery);
      const rows = await db
        .select(publicUser)
        .from(users)
        .where(userWhere(db, q))
        .orderBy(asc(users.username))
        .limit(EXPORT_LIMIT);
      return ok({
        items: await withLinks(db, rows),
        total: rows.length,
        truncated: rows.length === EXPORT_LIMIT,
      });
    },
  );

  app.get('/system/users/:id', { config: { perm: `${P}:list` } }, async (req) =>
    ok(await load(parseParams(req, IdParams).id)),
  );

  app.post(
    '/system/users',
    { config: { perm: `${P}:add`, doc: { summary: 'Create a user', body: UserCreate } } },
    async (req, reply) => {
      const { password: given, roleIds, companyIds, ...b } = parseBody(req, UserCreate);
      await assertUsernameFree(req, b.username);
      await checkLinks(db, { roleIds, companyIds }, req.user!.isAdmin, langOf(req));
      const password = given ?? generatePassword();
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            ...b,
            passwordHash,
            mustChangePassword: true,
            companyId: companyIds[0] ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        await replaceLinks(tx, row.id, { roleIds, companyIds });
        return row.id;
      });
      reply.status(201);
      // A generated initial password is shown once to the administrator and never stored in clear.
      return ok({ ...(await load(id)), password: given ? undefined : password });
    },
  );

  app.put(
    '/system/users/:id',
    { config: { perm: `${P}:edit`, doc: { summary: 'Edit a user', body: UserUpdate } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version, roleIds, companyIds, ...b } = parseBody(req, UserUpdate);
      const before = await load(id);
      await assertMayTouch(req, id);
      await assertUsernameFree(req, b.username, id);
      await checkLinks(db, { roleIds, companyIds }, req.user!.isAdmin, langOf(req));
      const at = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            ...b,
            companyId: companyIds[0] ?? null,
            version: sql`${users.version} + 1`,
            updatedAt: at,
          })
          .where(and(eq(users.id, id), eq(users.version, version)))
          .returning({ id: users.id });
        if (!row) await missOrStale(tx, users, id);
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
      return ok(await load(id));
    },
  );

  app.put(
    '/system/users/:id/status',
    { config: { perm: `${P}:edit`, doc: { summary: 'Freeze or enable', body: StatusBody } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { status, version, comment } = parseBody(req, StatusBody);
      await load(id);
      await assertMayTouch(req, id);
      if (status === 0) await assertMayDisable(req, id);
      // The account-status chart decides (freezing a frozen account is 409) and writes the history.
      const [actor, at, lang] = [req.user!, clock.now(), langOf(req)];
      await setAccountStatus(db, 'user', { id, status, version, comment, actor, at, lang });
      return ok(await load(id));
    },
  );

  app.delete('/system/users/:id', { config: { perm: `${P}:delete` } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await load(id);
    await assertMayTouch(req, id);
    await assertMayDisable(req, id);
    await db.delete(users).where(eq(users.id, id));
    return ok({ id });
  });
}
