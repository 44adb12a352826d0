import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { FunctionCreate, FunctionOrder, FunctionUpdate, StatusBody } from '../../../domain/schemas/admin.js';
import { menus } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams } from '../../http/validate.js';
import { langOf, msg } from '../../i18n/messages.js';
import { IdParams, missOrStale } from '../dictionaries/crud.js';
import { duplicate } from '../dictionaries/dbErrors.js';
import { functionTree, isProtectedFunction, wouldCycle } from './functionRepo.js';

export default async function functionAdminRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const P = 'system:func';
  const load = async (id: number) => {
    const [m] = await db.select().from(menus).where(eq(menus.id, id));
    if (!m) throw notFound();
    return m;
  };
  const fieldError = (req: FastifyRequest, field: string, code: string) =>
    new AppError(400, 'validation_failed', undefined, { [field]: msg(code, langOf(req))! });
  const checkPlacement = async (req: FastifyRequest, b: { code: string; parentId: number }, id = 0) => {
    const [hit] = await db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.code, b.code), sql`${menus.id} <> ${id}`));
    if (hit) throw duplicate('code', langOf(req));
    if (b.parentId === 0) return;
    const rows = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
    if (!rows.some((r) => r.id === b.parentId)) throw fieldError(req, 'parentId', 'msg.unknown_ref');
    if (id && wouldCycle(rows, id, b.parentId)) throw fieldError(req, 'parentId', 'msg.parent_cycle');
  };
  const bump = { version: sql`${menus.version} + 1` };

  app.get(
    '/system/functions',
    { config: { perm: `${P}:list`, doc: { summary: 'The function tree' } } },
    async () => ok(await functionTree(db)),
  );

  app.get('/system/functions/:id', { config: { perm: `${P}:list` } }, async (req) =>
    ok(await load(parseParams(req, IdParams).id)),
  );

  app.post(
    '/system/functions',
    { config: { perm: `${P}:add`, doc: { summary: 'Add a function', body: FunctionCreate } } },
    async (req, reply) => {
      const b = parseBody(req, FunctionCreate);
      await checkPlacement(req, b);
      const now = clock.now();
      const [row] = await db
        .insert(menus)
        .values({
          ...b,
          url: b.url || null,
          icon: b.icon || null,
          perms: b.perms || null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      reply.status(201);
      return ok(row);
    },
  );

  app.put(
    '/system/functions/order',
    { config: { perm: `${P}:edit`, doc: { summary: 'Reorder siblings', body: FunctionOrder } } },
    async (req) => {
      const { items } = parseBody(req, FunctionOrder);
      await db.transaction(async (tx) => {
        for (const it of items) {
          const [row] = await tx
            .update(menus)
            .set({ orderNum: it.orderNum, ...bump, updatedAt: clock.now() })
            .where(eq(menus.id, it.id))
            .returning({ id: menus.id });
          if (!row) throw notFound();
        }
      });
      return ok(await functionTree(db));
    },
  );

  app.put(
    '/system/functions/:id',
    { config: { perm: `${P}:edit`, doc: { summary: 'Edit a function', body: FunctionUpdate } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version, ...b } = parseBody(req, FunctionUpdate);
      const current = await load(id);
      if (
        isProtectedFunction(current.code) &&
        (b.code !== current.code ||
          b.parentId !== current.parentId ||
          b.status !== 1 ||
          b.hidden ||
          b.perms !== (current.perms ?? ''))
      )
        throw new AppError(409, 'protected_function');
      await checkPlacement(req, b, id);
      const [row] = await db
        .update(menus)
        .set({
          ...b,
          url: b.url || null,
          icon: b.icon || null,
          perms: b.perms || null,
          ...bump,
          updatedAt: clock.now(),
        })
        .where(and(eq(menus.id, id), eq(menus.version, version)))
        .returning();
      return ok(row ?? (await missOrStale(db, menus, id)));
    },
  );

  app.put(
    '/system/functions/:id/status',
    { config: { perm: `${P}:edit`, doc: { summary: 'Enable or freeze', body: StatusBody } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { status, version } = parseBody(req, StatusBody);
      if (status === 0 && isProtectedFunction((await load(id)).code))
        throw new AppError(409, 'protected_function');
      const [row] = await db
        .update(menus)
        .set({ status, ...bump, updatedAt: clock.now() })
        .where(and(eq(menus.id, id), eq(menus.version, version)))
        .returning();
      return ok(row ?? (await missOrStale(db, menus, id)));
    },
  );

  // Role grants of the function go with it (cascade); children must be removed first.
  app.delete('/system/functions/:id', { config: { perm: `${P}:delete` } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    const current = await load(id);
    if (isProtectedFunction(current.code)) throw new AppError(409, 'protected_function');
    const [{ n }] = await db.select({ n: count() }).from(menus).where(eq(menus.parentId, id));
    if (n > 0) throw new AppError(409, 'has_children');
    await db.delete(menus).where(eq(menus.id, id));
    return ok({ id });
  });
}
