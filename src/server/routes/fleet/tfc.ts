import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TfcInputSchema, TfcUpdateSchema } from '../../../domain/schemas/fleet.js';
import { ok } from '../../http/reply.js';
import { parseParams, parseQuery, parseWith } from '../../http/validate.js';
import { fuelPicker } from '../../repositories/lookups.js';
import { createCurvePoint, deleteCurvePoint, shipCurve, updateCurvePoint } from '../../repositories/tfc.js';
import { requireShip } from '../../scope/ships.js';
import { IdParams, RowParams } from './params.js';
import { TextId } from '../../../domain/schemas/ids.js';

type TfcIn = z.infer<typeof TfcInputSchema>;
/** Whole-ship daily fuel defaults to the sum of its parts when the form leaves it empty. */
const values = (b: TfcIn) => {
  const aeDaily = b.aeDaily ?? 0;
  const boilerDaily = b.boilerDaily ?? 0;
  return {
    speed: b.speed,
    meDaily: b.meDaily,
    aeDaily,
    boilerDaily,
    shipDaily: b.shipDaily ?? b.meDaily + aeDaily + boilerDaily,
  };
};

/** Theoretical consumption curve (OI_SHIP_TFC) that data assessment compares reports with. */
// Built once: zod compiles a parser per schema, a noticeable cost per request.
const ShipIdQuery = z.object({ shipId: TextId });

export default async function tfcRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const list = async (req: FastifyRequest, id: number) => {
    await requireShip(db, req.user!, id);
    return shipCurve(db, id);
  };

  app.get('/fleet/ships/:id/tfc', { config: { perm: 'ship:list:list' } }, async (req) =>
    ok(await list(req, parseParams(req, IdParams).id)),
  );
  // The spec's call (docs/product-rules.md §7): GET /shipManager/getTfc?shipId=
  app.get('/shipManager/getTfc', { config: { perm: 'ship:list:list' } }, async (req) => {
    const { shipId } = parseQuery(req, ShipIdQuery);
    return ok(await list(req, shipId));
  });
  // The spec's call (docs/product-rules.md §7): every fuel of the dictionary for the ship's fuel picker.
  app.get('/shipManager/getFuelType', { config: { perm: 'ship:list:list' } }, async () =>
    ok(await fuelPicker(db)),
  );

  app.post('/fleet/ships/:id/tfc', { config: { perm: 'ship:list:edit' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await requireShip(db, req.user!, id);
    const body = parseWith(TfcInputSchema, req.body, req);
    return ok(await createCurvePoint(db, id, values(body)));
  });

  app.put('/fleet/ships/:id/tfc/:rowId', { config: { perm: 'ship:list:edit' } }, async (req) => {
    const { id, rowId } = parseParams(req, RowParams);
    await requireShip(db, req.user!, id);
    const { version, ...body } = parseWith(TfcUpdateSchema, req.body, req);
    return ok(await updateCurvePoint(db, id, rowId, version, values(body), clock.now()));
  });

  app.delete('/fleet/ships/:id/tfc/:rowId', { config: { perm: 'ship:list:edit' } }, async (req) => {
    const { id, rowId } = parseParams(req, RowParams);
    await requireShip(db, req.user!, id);
    await deleteCurvePoint(db, id, rowId);
    return ok({ id: rowId });
  });
}
