import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ShipInputSchema,
  ShipListQuerySchema,
  ShipUpdateSchema,
  type ShipInput,
} from '../../../domain/schemas/fleet.js';
import { cachedJson } from '../../cache/readCache.js';
import { shipListNamesFor } from '../../cache/shipListNames.js';
import { assertDocTransfer, uniqueShipAnswer, validateShipRefs } from '../../services/fleet/companyRules.js';
import { AppError } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseParams, parseQuery, parseWith } from '../../http/validate.js';
import { applyDueChangesFor } from './changeApply.js';
import { IdParams } from '../../repositories/kit/params.js';
import { createShip, deleteShip, shipDetail, unlinkCompanies } from '../../repositories/ships.js';
import { exportShips, listShipsPage } from '../../repositories/shipList.js';
import { editShip } from '../../services/fleet/ships.js';
import { companyTreeIds, requireShip } from '../../scope/ships.js';

// Built once: zod compiles a parser per schema, a noticeable cost per request.
const ShipListQuery = PageQuery().extend(ShipListQuerySchema.shape);

/** Ships: list, export, detail, create, edit, delete, "not my ship" — all inside the caller's scope. */
export default async function shipRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  // The list names its codes from the names kept per reference revision.
  const shipNames = shipListNamesFor(db);

  const validateRefs = (req: FastifyRequest, s: ShipInput) => validateShipRefs(db, req, s);

  app.get('/fleet/ships', { config: { perm: 'ship:list:list' } }, async (req, reply) => {
    const user = req.user!;
    await applyDueChangesFor(req, db, clock.now());
    // The scope depends on the account (companies, authority, ship authorisation) and the role.
    // The query is parsed on a miss only (cachedJson): a kept answer's URL has passed already.
    return cachedJson(req, reply, `${user.userId}:${user.roleId}`, () => {
      const q = parseQuery(req, ShipListQuery);
      return listShipsPage(db, user, q, shipNames).then(({ items, total }) =>
        ok(page(items, total, q.page, q.size)),
      );
    });
  });

  // Rows of the filtered list for the browser to turn into xlsx (xlsx never runs on the server).
  app.get('/fleet/ships/export', { config: { perm: 'ship:list:export' } }, async (req) =>
    ok(await exportShips(db, req.user!, parseQuery(req, ShipListQuerySchema))),
  );

  app.get('/fleet/ships/:id', { config: { perm: 'ship:list:list' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await applyDueChangesFor(req, db, clock.now());
    return ok(await shipDetail(db, await requireShip(db, req.user!, id)));
  });

  app.post('/fleet/ships', { config: { perm: 'ship:list:add' } }, async (req) => {
    const body = parseWith(ShipInputSchema, req.body, req);
    await validateRefs(req, body);
    return ok(await shipDetail(db, await createShip(db, body, () => uniqueShipAnswer(req))));
  });

  app.put('/fleet/ships/:id', { config: { perm: 'ship:list:edit' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    const current = await requireShip(db, req.user!, id);
    const { version, ...body } = parseWith(ShipUpdateSchema, req.body, req);
    await validateRefs(req, body);
    await assertDocTransfer(db, req, 'docCompanyId', body.docCompanyId, current.docCompanyId);
    const taken = () => uniqueShipAnswer(req);
    return ok(await shipDetail(db, await editShip(db, id, version, body, clock.now(), taken)));
  });

  app.delete('/fleet/ships/:id', { config: { perm: 'ship:list:delete' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await requireShip(db, req.user!, id);
    await deleteShip(db, id);
    return ok({ id });
  });

  // "Not my ship": unlink the caller's companies from the ship; it leaves their scope.
  app.post('/fleet/ships/:id/notMine', { config: { perm: 'ship:list:notme' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    const ship = await requireShip(db, req.user!, id);
    const tree = await companyTreeIds(db, req.user!);
    if (!tree.size) throw new AppError(400, 'no_company');
    await unlinkCompanies(db, req.user!, ship, tree, clock.now());
    return ok({ id });
  });
}
