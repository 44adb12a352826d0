import type { FastifyInstance } from 'fastify';
import { ageAt, fleetGroups, inBand, type Band, type FleetMember } from '../../../domain/analysis/fleet.js';
import { FleetQuery } from '../../../domain/schemas/analysis.js';
import { ok } from '../../http/reply.js';
import { parseQuery } from '../../http/validate.js';
import { fleetBands, selectedShips, shipTypeNames } from '../../repositories/analysis.js';
import { aggregateLegs } from '../../repositories/statistics.js';
import { cachedLegAnswer, yearStart } from './subject.js';

/**
 * Fleet charts by ship type, gross-tonnage band or age band for one year (docs/analysis.md §6): the
 * diagram exhibition of the MRV menu and the inland fleet's ship statistics read the same call.
 */
export default async function fleetRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get(
    '/analysis/fleet',
    {
      config: {
        perm: ['mrv:diagram:list', 'inland:statistics:list'],
        doc: { summary: 'Fleet charts by ship type, tonnage or age', query: FleetQuery },
      },
    },
    async (req, reply) => {
      const q = parseQuery(req, FleetQuery);
      return cachedLegAnswer(req, reply, async () => {
        const end = yearStart(q.year + 1);
        const ships = await selectedShips(
          db,
          req.user!,
          { companyId: q.companyId, filters: { shipTypeCode: q.shipTypeCode } },
          end,
        );
        const sums = await aggregateLegs(db, req.user!, {
          shipIds: ships.map((s) => s.id),
          from: yearStart(q.year),
          to: end,
          bucket: 'year',
          perShip: true,
        });
        const byShip = new Map(sums.map((s) => [s.shipId, s]));
        let groups: Array<Pick<Band, 'key' | 'zh' | 'en'>>;
        let groupOf: (s: (typeof ships)[number]) => string | null;
        if (q.groupBy === 'shipType') {
          const names = await shipTypeNames(db);
          const codes = [...new Set(ships.map((s) => s.shipTypeCode))].sort();
          groups = codes.map((c) => ({ key: c, zh: names.get(c)?.zh ?? c, en: names.get(c)?.en ?? c }));
          groupOf = (s) => s.shipTypeCode;
        } else {
          const bands = await fleetBands(db);
          const list: Band[] =
            q.groupBy === 'tonnage'
              ? bands.gt.map((b) => ({ key: b.code, zh: b.zh, en: b.en, min: b.min, max: b.max }))
              : bands.age.map((b) => {
                  const label = b.max === null ? `≥ ${b.min}` : `${b.min}–${b.max}`;
                  return {
                    key: String(b.min),
                    zh: `${label} 年`,
                    en: `${label} years`,
                    min: b.min,
                    max: b.max,
                  };
                });
          groups = list;
          groupOf = (s) => {
            const v = q.groupBy === 'tonnage' ? s.gt : ageAt(s.deliveryDate, end.getTime() - 1);
            return v === null ? null : (list.find((b) => inBand(v, b))?.key ?? null);
          };
        }
        const members: FleetMember[] = ships.map((s) => ({ group: groupOf(s), sums: byShip.get(s.id) }));
        return ok({ year: q.year, groupBy: q.groupBy, groups: fleetGroups(groups, members) });
      });
    },
  );
}
