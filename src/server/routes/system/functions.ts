import type { FastifyInstance } from 'fastify';
import { FunctionCreate, FunctionOrder, FunctionUpdate, StatusBody } from '../../../domain/schemas/admin.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import {
  checkPlacement,
  createFunction,
  deleteFunction,
  findFunction,
  functionTree,
  isProtectedFunction,
  reorderFunctions,
  updateFunction,
} from '../../repositories/functions.js';
import { IdParams } from '../../repositories/kit/params.js';

export default async function functionAdminRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const P = 'system:func';

  app.get(
    '/system/functions',
    { config: { perm: `${P}:list`, doc: { summary: 'The function tree' } } },
    async () => ok(await functionTree(db)),
  );

  app.get('/system/functions/:id', { config: { perm: `${P}:list` } }, async (req) =>
    ok(await findFunction(db, parseParams(req, IdParams).id)),
  );

  app.post(
    '/system/functions',
    { config: { perm: `${P}:add`, doc: { summary: 'Add a function', body: FunctionCreate } } },
    async (req, reply) => {
      const b = parseBody(req, FunctionCreate);
      await checkPlacement(db, b, langOf(req));
      const row = await createFunction(db, b, clock.now());
      reply.status(201);
      return ok(row);
    },
  );

  app.put(
    '/system/functions/order',
    { config: { perm: `${P}:edit`, doc: { summary: 'Reorder siblings', body: FunctionOrder } } },
    async (req) => {
      const { items } = parseBody(req, FunctionOrder);
      await reorderFunctions(db, items, clock.now());
      return ok(await functionTree(db));
    },
  );

  app.put(
    '/system/functions/:id',
    { config: { perm: `${P}:edit`, doc: { summary: 'Edit a function', body: FunctionUpdate } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version, ...b } = parseBody(req, FunctionUpdate);
      const current = await findFunction(db, id);
      if (
        isProtectedFunction(current.code) &&
        (b.code !== current.code ||
          b.parentId !== current.parentId ||
          b.status !== 1 ||
          b.hidden ||
          b.perms !== (current.perms ?? ''))
      )
        throw new AppError(409, 'protected_function');
      await checkPlacement(db, b, langOf(req), id);
      return ok(await updateFunction(db, id, version, b, clock.now()));
    },
  );

  app.put(
    '/system/functions/:id/status',
    { config: { perm: `${P}:edit`, doc: { summary: 'Enable or freeze', body: StatusBody } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { status, version } = parseBody(req, StatusBody);
      if (status === 0 && isProtectedFunction((await findFunction(db, id)).code))
        throw new AppError(409, 'protected_function');
      return ok(await updateFunction(db, id, version, { status }, clock.now()));
    },
  );

  // Role grants of the function go with it (cascade); children must be removed first.
  app.delete('/system/functions/:id', { config: { perm: `${P}:delete` } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    if (isProtectedFunction((await findFunction(db, id)).code)) throw new AppError(409, 'protected_function');
    await deleteFunction(db, id);
    return ok({ id });
  });
}
