import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TextId } from '../../../domain/schemas/ids.js';
import { ok } from '../../http/reply.js';
import { parseQuery } from '../../http/validate.js';
import { ledgerYears } from '../../repositories/ledger/read/monitoring.js';
import { legacyFuelTypes } from '../../repositories/ledger/read/records.js';
import { legDetail, voyagesOfShip } from '../../repositories/ledger/read/voyages.js';
import { requireLedgerShip } from '../../repositories/ledger/read/shared.js';
import { principalOf, principalShipScope } from '../../scope/principal.js';

const FuelTypeQuery = z.object({ shipId: TextId.optional(), periodTime: z.string().max(40).optional() });
const VoyageIdQuery = z.object({ voyageId: TextId });
const ShipIdQuery = z.object({ shipId: TextId });

/**
 * The calls of docs/product-rules.md §7 that belong to the ledger, under their original names and parameters
 * (docs/architecture.md §6: thin aliases kept in one place per area; shapes from the legacy system).
 * `/shipManager/getFuelType` already lives with the fleet routes (fleet/tfc.ts).
 */
export default async function ledgerLegacyRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const scope = (req: FastifyRequest) => principalShipScope(principalOf(req));

  // The ship's fuels (all dictionary fuels without shipId), tonnes 0; periodTime is only echoed.
  app.get(
    '/energyEfficiency/getFuelType',
    { config: { perm: 'energy:voyage:list', apiKey: true } },
    async (req) => {
      const q = parseQuery(req, FuelTypeQuery);
      if (q.shipId !== undefined) await requireLedgerShip(db, scope(req), { shipId: q.shipId });
      const fuels = await legacyFuelTypes(db, q.shipId);
      return ok(q.periodTime === undefined ? fuels : fuels.map((f) => ({ ...f, periodTime: q.periodTime })));
    },
  );

  // Leg detail: `voyageId` is the id of a derived leg, as the old screens' tree sent it.
  app.get(
    '/energyEfficiency/getVoyageDetailInfo',
    { config: { perm: 'energy:voyage:list', apiKey: true } },
    async (req) => {
      const { voyageId } = parseQuery(req, VoyageIdQuery);
      return ok(await legDetail(db, scope(req), voyageId));
    },
  );

  // The voyages of a ship, oldest first (the CMSA voyage picker).
  app.get(
    '/energyEfficiency/getTasksByShipId',
    { config: { perm: 'energy:voyage:list', apiKey: true } },
    async (req) => {
      const { shipId } = parseQuery(req, ShipIdQuery);
      await requireLedgerShip(db, scope(req), { shipId });
      return ok(await voyagesOfShip(db, shipId));
    },
  );

  // Years with ledger data among the caller's ships, plus the current year, newest first: every
  // screen's year picker, so any session may ask.
  app.get('/getYears', { config: { perm: 'auth' } }, async (req) => {
    const years = new Set(await ledgerYears(db, scope(req)));
    years.add(clock.now().getUTCFullYear());
    return ok([...years].sort((a, b) => b - a));
  });
}
