import type { FastifyInstance } from 'fastify';
import { regimeComparison } from '../../../domain/reports/regimeComparison.js';
import { RegimeComparisonQuery } from '../../../domain/schemas/regimeComparison.js';
import { ok } from '../../http/reply.js';
import { parseQuery } from '../../http/validate.js';
import { reportShip } from '../../repositories/reports/ledgerForReports.js';
import { portDetails, portOfCallLegs } from '../../repositories/reports/portOfCallLegs.js';
import { requireShip } from '../../scope/ships.js';

/**
 * The cross-regime ship-year page (docs/reports-uk-and-cross-regime.md §7): every voyage between
 * ports of call departing in the year, scored by each regime's own scope function. Read-only; any
 * report page of the function tree may read it, and a ship outside the user's scope is a 404.
 */
const PERM = [
  'mrv:emission:list',
  'mrv:dcs:list',
  'mrv:cmsa:list',
  'mrv:eu:list',
  'mrv:fueleu:list',
  'mrv:uk:list',
] as const;

export default async function regimeComparisonRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get(
    '/reports/cross-regime',
    {
      config: {
        perm: PERM,
        doc: { summary: 'Voyages of a ship-year scored by every regime', query: RegimeComparisonQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, RegimeComparisonQuery);
      await requireShip(db, req.user!, q.shipId);
      const [info, rows] = await Promise.all([
        reportShip(db, q.shipId),
        portOfCallLegs(db, q.shipId, new Date(Date.UTC(q.year, 0, 1)), new Date(Date.UTC(q.year + 1, 0, 1))),
      ]);
      const port = await portDetails(
        db,
        rows.flatMap((l) => [l.fromPort, l.toPort]),
      );
      const s = info.ship;
      const result = regimeComparison(
        {
          gt: s.gt,
          shipType: info.facts.calculationType,
          flag: s.flagCode,
          mainPropulsionKw: info.mainEnginesKw.reduce((a, b) => a + b, 0),
        },
        q.year,
        rows.map((l) => ({
          id: l.id,
          voyageNo: l.voyageNo,
          from: port(l.fromPort),
          to: port(l.toPort),
          departure: l.departure,
          arrival: l.arrival,
          co2T: l.co2T,
        })),
      );
      return ok({
        ship: { id: s.id, imo: s.imo, nameEn: s.nameEn, nameZh: s.nameZh, gt: s.gt, flag: s.flagCode },
        ...result,
      });
    },
  );
}
