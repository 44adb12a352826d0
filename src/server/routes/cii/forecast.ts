import type { FastifyInstance } from 'fastify';
import { forecastCii } from '../../../domain/cii/forecast.js';
import { whatIf } from '../../../domain/scenarios/index.js';
import { CiiForecastQuery, CiiWhatIfBody } from '../../../domain/schemas/ciiWhatIf.js';
import { CII_SCOPE } from '../../../domain/registry/ciiScope.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import {
  ciiShipFacts,
  forecastEuLegs,
  forecastLegs,
  type CiiShipFacts,
} from '../../repositories/cii/forecast.js';
import { requireShip } from '../../scope/ships.js';
import { refusalsAs400 } from './refusals.js';

/** Ice class IA or IA Super: the ETS's 5 % derogation (Art. 12(3-e)). */
const iceClassIA = (ice: string | null) => ice === 'IA' || ice === 'IA_SUPER';

/** Reg. 28 rates the CII types from 5 000 GT (CII_SCOPE): a forecast of no rating is refused. */
function rated(s: CiiShipFacts) {
  if (!s.shipType || s.gt < CII_SCOPE.minGt) throw new AppError(409, 'ship_not_rated');
  return { shipType: s.shipType, dwt: s.dwt, gt: s.gt };
}

/**
 * CII year-end forecast and the one-scenario what-if (docs/cii-forecast-what-if.md
 * §4). A ship outside the caller's scope is 404 like every call that names one; the legs are read
 * through the repositories and every figure comes from src/domain.
 */
export default async function ciiForecastRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const perm = 'cii:calculator:list';

  app.get(
    '/cii/forecast',
    {
      config: {
        perm,
        doc: { summary: 'CII year to date and projected year-end rating', query: CiiForecastQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, CiiForecastQuery);
      await requireShip(db, req.user!, q.shipId);
      const ship = await ciiShipFacts(db, q.shipId);
      const legs = await forecastLegs(db, q.shipId, q.year);
      const forecast = refusalsAs400(() =>
        forecastCii({ ship: rated(ship), year: q.year, legs, profileDays: q.profileDays }),
      );
      return ok({ ship: { id: ship.id, name: ship.name, shipType: ship.shipType }, forecast });
    },
  );

  app.post(
    '/cii/what-if',
    {
      config: {
        perm,
        doc: {
          summary: 'One scenario on the projected year: CII, EU ETS cost and FuelEU balance',
          body: CiiWhatIfBody,
        },
      },
    },
    async (req) => {
      const b = parseBody(req, CiiWhatIfBody);
      await requireShip(db, req.user!, b.shipId);
      const ship = await ciiShipFacts(db, b.shipId);
      const [legs, euLegs] = await Promise.all([
        forecastLegs(db, b.shipId, b.year),
        forecastEuLegs(db, b.shipId, b.year),
      ]);
      const result = refusalsAs400(() =>
        whatIf({
          ship: rated(ship),
          year: b.year,
          legs,
          euLegs,
          profileDays: b.profileDays,
          iceClassIA: iceClassIA(ship.iceClass),
          euaPriceEur: b.euaPriceEur,
          scenario: b.scenario,
        }),
      );
      return ok({ ship: { id: ship.id, name: ship.name, shipType: ship.shipType }, ...result });
    },
  );
}
