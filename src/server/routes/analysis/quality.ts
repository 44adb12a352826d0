import type { FastifyInstance } from 'fastify';
import {
  assessLeg,
  comparableHistory,
  historyWindow,
  segmentIssues,
  tolerancesFrom,
} from '../../../domain/analysis/index.js';
import type { AssessmentRowDto, SegmentRowDto } from '../../../domain/analysis/dto.js';
import { QualityQuery } from '../../../domain/schemas/analysis.js';
import { fuelByClass } from '../../../domain/statistics/indicators.js';
import { ok, page } from '../../http/reply.js';
import { parseQuery } from '../../http/validate.js';
import { curvesOf, evaluationRows, legFacts, selectedShips } from '../../repositories/analysis.js';
import { requireShip } from '../../scope/ships.js';
import { byShip, legDto } from '../../services/analysis/legRows.js';

/**
 * Data assessment (`/MRVReport/DataAssessment`) and leg monitoring (`/MRVReport/Segmentdetection`)
 * as the legacy system had them; docs/analysis.md §4. Both list the legs of one year
 * departing in it (IMO legs or EU voyages), in the caller's scope; the "abnormal only" filter and
 * the voyage filter apply before paging, so totals and pages agree (the original paged first).
 */
export default async function qualityRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(
    '/quality/assessment',
    {
      config: {
        perm: 'mrv:assessment:list',
        doc: { summary: 'Data assessment per leg', query: QualityQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, QualityQuery);
      const user = req.user!;
      // A named ship outside the scope is 404, as everywhere; the lists themselves are scoped in SQL.
      if (q.shipId !== undefined) await requireShip(db, user, q.shipId);
      const { from, to } = historyWindow(q.year);
      const sel = { shipId: q.shipId, companyId: q.companyId };
      // The year's legs and their history (the year before) in one read.
      const legs = await legFacts(db, user, sel, { kind: q.kind, from: new Date(from), to: new Date(to) });
      const ships = new Map((await selectedShips(db, user, sel, new Date(to))).map((s) => [s.id, s]));
      const curves = await curvesOf(db, [...new Set(legs.map((l) => l.shipId))]);
      const tol = tolerancesFrom(await evaluationRows(db));
      const yearFrom = Date.UTC(q.year, 0, 1);
      const history = byShip(legs);
      const rows: AssessmentRowDto[] = [];
      for (const l of legs) {
        if (l.departureAt < yearFrom) continue;
        if (q.voyageNo && l.voyageNo !== q.voyageNo.toUpperCase()) continue;
        const h = comparableHistory(l, history.get(l.shipId) ?? [], from, to, tol.speedBand);
        const ship = {
          designSpeedKn: ships.get(l.shipId)?.designSpeed ?? 0,
          curve: curves.get(l.shipId) ?? [],
        };
        const a = assessLeg(l, h, ship, tol);
        if (q.abnormal && !a.abnormal) continue;
        rows.push({ ...legDto(l), ...a });
      }
      const start = (q.page - 1) * q.size;
      return ok(page(rows.slice(start, start + q.size), rows.length, q.page, q.size));
    },
  );

  app.get(
    '/quality/segments',
    { config: { perm: 'mrv:segment:list', doc: { summary: 'Leg monitoring', query: QualityQuery } } },
    async (req) => {
      const q = parseQuery(req, QualityQuery);
      if (q.shipId !== undefined) await requireShip(db, req.user!, q.shipId);
      const legs = await legFacts(
        db,
        req.user!,
        { shipId: q.shipId, companyId: q.companyId },
        { kind: q.kind, from: new Date(Date.UTC(q.year, 0, 1)), to: new Date(Date.UTC(q.year + 1, 0, 1)) },
      );
      const rows: SegmentRowDto[] = [];
      for (const l of legs) {
        if (q.voyageNo && l.voyageNo !== q.voyageNo.toUpperCase()) continue;
        const issues = segmentIssues(l);
        if (q.abnormal && !issues.length) continue;
        rows.push({
          ...legDto(l),
          distanceNm: l.distanceNm,
          cargoT: l.cargoT,
          hoursUnderway: l.hoursUnderway,
          hoursStopped: l.hoursStopped,
          fuels: fuelByClass(l.fuels),
          issues,
        });
      }
      const start = (q.page - 1) * q.size;
      return ok(page(rows.slice(start, start + q.size), rows.length, q.page, q.size));
    },
  );
}
