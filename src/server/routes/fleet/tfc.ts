import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { TfcInputSchema, TfcUpdateSchema } from '../../../domain/schemas/fleet.js';
import { fuelTypes, shipTfc } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseParams, parseQuery } from '../../http/validate.js';
import { requireShip } from '../../scope/ships.js';
import { guardWrite } from './writes.js';
import { parseWith } from '../../http/validate.js';
import { IdParams, RowParams } from './params.js';

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
const ShipIdQuery = z.object({ shipId: z.coerce.number().int().positive() });

export default async function tfcRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const list = async (req: FastifyRequest, id: number) => {
    await requireShip(db, req.user!, id);
    return db.select().from(shipTfc).where(eq(shipTfc.shipId, id)).orderBy(asc(shipTfc.speed));
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
    ok(
      await db
        .select({
          code: fuelTypes.code,
          cnName: fuelTypes.cnName,
          enName: fuelTypes.enName,
          status: fuelTypes.status,
        })
        .from(fuelTypes)
        .orderBy(asc(fuelTypes.sortNo)),
    ),
  );

  app.post('/fleet/ships/:id/tfc', { config: { perm: 'ship:list:edit' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await requireShip(db, req.user!, id);
    const body = parseWith(TfcInputSchema, req.body, req);
    const [row] = await guardWrite(() =>
      db
        .insert(shipTfc)
        .values({ shipId: id, ...values(body) })
        .returning(),
    );
    return ok(row);
  });

  app.put('/fleet/ships/:id/tfc/:rowId', { config: { perm: 'ship:list:edit' } }, async (req) => {
    const { id, rowId } = parseParams(req, RowParams);
    await requireShip(db, req.user!, id);
    const { version, ...body } = parseWith(TfcUpdateSchema, req.body, req);
    const mine = and(eq(shipTfc.id, rowId), eq(shipTfc.shipId, id));
    const [row] = await guardWrite(() =>
      db
        .update(shipTfc)
        .set({ ...values(body), version: version + 1, updatedAt: clock.now() })
        .where(and(mine, eq(shipTfc.version, version)))
        .returning(),
    );
    if (row) return ok(row);
    const [exists] = await db.select({ id: shipTfc.id }).from(shipTfc).where(mine);
    throw exists ? conflict() : notFound();
  });

  app.delete('/fleet/ships/:id/tfc/:rowId', { config: { perm: 'ship:list:edit' } }, async (req) => {
    const { id, rowId } = parseParams(req, RowParams);
    await requireShip(db, req.user!, id);
    const gone = await db
      .delete(shipTfc)
      .where(and(eq(shipTfc.id, rowId), eq(shipTfc.shipId, id)))
      .returning({ id: shipTfc.id });
    if (!gone.length) throw notFound();
    return ok({ id: rowId });
  });
}
