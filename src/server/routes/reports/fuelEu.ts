import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FuelEuFlexBody,
  FuelEuPeriodTimeQuery,
  FuelEuPoolBody,
  FuelEuPoolsQuery,
  FuelEuShipYearQuery,
} from '../../../domain/schemas/fuelEu.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import {
  createFuelEuPool,
  deleteFuelEuPool,
  fuelEuPeriodTime,
  fuelEuPools,
  fuelEuShipYear,
  recordFuelEuFlexibility,
  replaceFuelEuPool,
  type FuelEuCaller,
} from '../../services/reports/fuelEu.js';

/**
 * FuelEU balances, banking/borrowing and pools (docs/reports-fueleu.md §7), and the older client's
 * `/mrv/getFuelEuPeriodTime`. Every route needs the FuelEU page (or the emission overview for
 * reads); the service checks the `submit` button for writes and the ship scope of every ship.
 */
export default async function fuelEuRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const caller = (req: FastifyRequest): FuelEuCaller => ({
    user: req.user!,
    lang: langOf(req),
    at: clock.now(),
  });
  const cfg = (summary: string, extra: object = {}) => ({
    config: { perm: ['mrv:fueleu:list', 'mrv:emission:list'] as const, doc: { summary, ...extra } },
  });

  app.get(
    '/mrv/getFuelEuPeriodTime',
    cfg('FuelEU candidate periods of a ship-year (older client name)', { query: FuelEuPeriodTimeQuery }),
    async (req) => {
      const q = parseQuery(req, FuelEuPeriodTimeQuery);
      return ok(await fuelEuPeriodTime(db, caller(req), q.shipId, q.year));
    },
  );

  app.get(
    '/fuel-eu/ship-year',
    cfg('FuelEU balance of a ship-year: figures, banking/borrowing, pool, final balance and penalty', {
      query: FuelEuShipYearQuery,
    }),
    async (req) => {
      const q = parseQuery(req, FuelEuShipYearQuery);
      return ok(await fuelEuShipYear(db, caller(req), q.shipId, q.year));
    },
  );

  app.put(
    '/fuel-eu/flexibility',
    cfg('Record banking and borrowing of a ship-year (Art. 20)', { body: FuelEuFlexBody }),
    async (req) => ok(await recordFuelEuFlexibility(db, caller(req), parseBody(req, FuelEuFlexBody))),
  );

  app.get(
    '/fuel-eu/pools',
    cfg('FuelEU pools of a year in scope', { query: FuelEuPoolsQuery }),
    async (req) => {
      const q = parseQuery(req, FuelEuPoolsQuery);
      return ok(await fuelEuPools(db, caller(req), q.year));
    },
  );

  app.post(
    '/fuel-eu/pools',
    cfg('Form a FuelEU pool (Art. 21): members, check, allocation', { body: FuelEuPoolBody }),
    async (req, reply) => {
      const dto = await createFuelEuPool(db, caller(req), parseBody(req, FuelEuPoolBody));
      reply.status(201);
      return ok(dto);
    },
  );

  app.put(
    '/fuel-eu/pools/:id',
    cfg('Change a FuelEU pool’s name and members in one transaction (all or nothing)', {
      body: FuelEuPoolBody,
    }),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await replaceFuelEuPool(db, caller(req), id, parseBody(req, FuelEuPoolBody)));
    },
  );

  app.delete('/fuel-eu/pools/:id', cfg('Dissolve a FuelEU pool'), async (req) => {
    const { id } = parseParams(req, IdParams);
    await deleteFuelEuPool(db, caller(req), id);
    return ok(null);
  });
}
