import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EQUIPMENT_KINDS,
  EQUIPMENT_SCHEMAS,
  equipmentUpdateSchema,
  type EquipmentKind,
} from '../../../domain/schemas/fleetEquipment.js';
import { ok } from '../../http/reply.js';
import { parseParams, parseWith } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { createUnit, deleteUnit, shipUnits, updateUnit, type UnitRow } from '../../repositories/equipment.js';
import { checkRefs } from '../../repositories/refs.js';
import { requireShip } from '../../scope/ships.js';
import { IdParams, KindParams, UnitParams } from './params.js';

/** One flat object per unit: the kind's fields beside id, kind, board serial and version. */
const toDto = (r: UnitRow) => ({
  ...r.attrs,
  id: r.id,
  shipId: r.shipId,
  kind: r.kind,
  boardSn: r.boardSn,
  version: r.version,
});

/** Split a validated payload into the board serial column and the JSON attributes. */
function split(body: Record<string, unknown>) {
  const { boardSn, version: _v, ...attrs } = body as { boardSn: string; version?: number };
  return { boardSn, attrs };
}

/** Equipment units of a ship, one tab per kind (docs/legacy-system.md §5 tabs 2-10). */
export default async function equipmentRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  const checkUnit = (req: FastifyRequest, attrs: Record<string, unknown>) =>
    checkRefs(db, langOf(req), {
      fuelCodes: ((attrs.fuels as Array<{ fuelCode: string }> | undefined) ?? []).map((f) => f.fuelCode),
      energyFormCodes: (attrs.energyForms as string[] | undefined) ?? [],
    });

  // Every unit of the ship grouped by kind, so the edit dialog can show its tabs in one call.
  app.get('/fleet/ships/:id/equipment', { config: { perm: 'ship:list:list' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await requireShip(db, req.user!, id);
    const rows = await shipUnits(db, id);
    const byKind = Object.fromEntries(EQUIPMENT_KINDS.map((k) => [k, [] as ReturnType<typeof toDto>[]]));
    for (const r of rows) byKind[r.kind]?.push(toDto(r));
    return ok(byKind as Record<EquipmentKind, ReturnType<typeof toDto>[]>);
  });

  app.get('/fleet/ships/:id/equipment/:kind', { config: { perm: 'ship:list:list' } }, async (req) => {
    const { id, kind } = parseParams(req, KindParams);
    await requireShip(db, req.user!, id);
    const rows = await shipUnits(db, id, kind);
    return ok(rows.map(toDto));
  });

  app.post('/fleet/ships/:id/equipment/:kind', { config: { perm: 'ship:list:edit' } }, async (req) => {
    const { id, kind } = parseParams(req, KindParams);
    await requireShip(db, req.user!, id);
    const { boardSn, attrs } = split(parseWith(EQUIPMENT_SCHEMAS[kind], req.body, req));
    await checkUnit(req, attrs);
    return ok(toDto(await createUnit(db, { shipId: id, kind, boardSn, attrs })));
  });

  app.put('/fleet/ships/:id/equipment/:kind/:unitId', { config: { perm: 'ship:list:edit' } }, async (req) => {
    const { id, kind, unitId } = parseParams(req, UnitParams);
    await requireShip(db, req.user!, id);
    const body = parseWith(equipmentUpdateSchema(kind), req.body, req);
    const { boardSn, attrs } = split(body);
    await checkUnit(req, attrs);
    const row = await updateUnit(db, id, kind, unitId, body.version, { boardSn, attrs }, clock.now());
    return ok(toDto(row));
  });

  app.delete(
    '/fleet/ships/:id/equipment/:kind/:unitId',
    { config: { perm: 'ship:list:edit' } },
    async (req) => {
      const { id, kind, unitId } = parseParams(req, UnitParams);
      await requireShip(db, req.user!, id);
      await deleteUnit(db, id, kind, unitId);
      return ok({ id: unitId });
    },
  );
}
