import type { FastifyInstance } from 'fastify';
import {
  FleetQuery,
  PlanCreateBody,
  PlanParams,
  PlanUpdateBody,
  RefreshBody,
  ShipQuery,
  ShipYearQuery,
} from '../../../domain/schemas/cii.js';
import { fleetRatings, fleetYears, shipRatings } from '../../services/cii/fleet.js';
import { withConfirmedAdjustments } from '../../services/cii/adjusted.js';
import { currentShipYear } from '../../services/cii/store.js';
import { xlsxFile } from '../../services/reports/exports/xlsxFile.js';
import { ok } from '../../http/reply.js';
import { pendingJobs } from '../../jobs/engine.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { CII_EXPORT_LABELS } from '../../i18n/ciiMessages.js';
import { langOf } from '../../i18n/messages.js';
import { deletePlan, insertPlan, planById, updatePlan } from '../../repositories/cii/actionPlans.js';
import { scopedShipList } from '../../repositories/cii/ratingsStore.js';
import { requireShip } from '../../scope/ships.js';
import type { RoutePerm } from '../../types.js';
import { ratedYear } from '../../../domain/cii/index.js';

/** Reading CII ratings: the fleet page, or the calculator page (its users see their ships' ratings). */
const READ: RoutePerm = ['cii:fleet:list', 'cii:calculator:list'];

/**
 * The CII ratings area (docs/cii-ratings.md §5). Ships outside the caller's scope answer 404, as
 * the fleet and report routes do. Ratings of a ship-year are recomputed on read when the ledger,
 * the ship or a DCS lock moved; the fleet reads stored rows and `POST /cii/ratings/refresh`
 * brings them up to date.
 */
export default async function ciiRatingsRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const thisYear = () => clock.now().getUTCFullYear();
  const cfg = (perm: RoutePerm, summary: string, extra: object = {}) => ({
    config: { perm, doc: { summary, ...extra } },
  });

  app.get(
    '/cii/ratings',
    cfg(READ, 'CII ratings of a ship-year, one per DCS period', { query: ShipYearQuery }),
    async (req) => {
      const q = parseQuery(req, ShipYearQuery);
      await requireShip(db, req.user!, q.shipId);
      const { rows, recomputed } = await currentShipYear(
        db,
        q.shipId,
        q.year,
        clock.now(),
        withConfirmedAdjustments(db, q.shipId, q.year),
      );
      return ok({ shipId: q.shipId, year: q.year, recomputed, periods: rows });
    },
  );

  app.get(
    '/cii/ratings/fleet',
    cfg(READ, 'Stored ratings of every ship in scope, per year from 2023', { query: FleetQuery }),
    async (req) => {
      const q = parseQuery(req, FleetQuery);
      const to = q.to ?? ratedYear(thisYear());
      const [ships, pending] = await Promise.all([
        fleetRatings(db, req.user!, to),
        pendingJobs(db, 'derived-recompute'),
      ]);
      // The ship-years queued after a ledger change: the view says their figures are on the way.
      const waiting = new Map<number, number[]>();
      for (const p of pending) waiting.set(p.shipId, [...(waiting.get(p.shipId) ?? []), p.year]);
      return ok({
        years: fleetYears(to),
        ships: ships.map((s) => ({ ...s, recomputing: [...new Set(waiting.get(s.shipId) ?? [])].sort() })),
      });
    },
  );

  app.get(
    '/cii/ratings/fleet/export',
    cfg('cii:fleet:export', 'The fleet view as xlsx', { query: FleetQuery }),
    async (req, reply) => {
      const q = parseQuery(req, FleetQuery);
      const lang = q.lang ?? langOf(req);
      const L = (k: string) => CII_EXPORT_LABELS[k]![lang];
      const to = q.to ?? ratedYear(thisYear());
      const years = fleetYears(to);
      const rows = await fleetRatings(db, req.user!, to);
      const file = xlsxFile(`cii_fleet_${to}.xlsx`, L('sheet'), [
        [
          L('ship'),
          L('imo'),
          ...years.map(String),
          L('trend'),
          L('atRisk'),
          L('planRequired'),
          L('planRecorded'),
        ],
        ...rows.map((r) => [
          lang === 'zh' ? (r.nameZh ?? r.nameEn) : r.nameEn,
          r.imo,
          ...years.map((y) => r.ratings[y] ?? null),
          r.risk.trend ? L(r.risk.trend) : null,
          L(r.risk.atRisk ? 'yes' : 'no'),
          L(r.risk.planRequired ? 'yes' : 'no'),
          L(r.planRecorded ? 'yes' : 'no'),
        ]),
      ]);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.body);
    },
  );

  app.post(
    '/cii/ratings/refresh',
    cfg(READ, 'Bring the stored ratings of a year up to date (one ship or the fleet in scope)', {
      body: RefreshBody,
    }),
    async (req) => {
      const b = parseBody(req, RefreshBody);
      const ids = b.shipId
        ? [(await requireShip(db, req.user!, b.shipId)).id]
        : (await scopedShipList(db, req.user!)).map((s) => s.id);
      let recomputed = 0;
      for (const id of ids)
        if (
          (await currentShipYear(db, id, b.year, clock.now(), withConfirmedAdjustments(db, id, b.year)))
            .recomputed
        )
          recomputed++;
      return ok({ year: b.year, ships: ids.length, recomputed });
    },
  );

  app.get(
    '/cii/ships/:id',
    cfg(READ, 'A ship page: rating history, SEEMP Part III items, plans'),
    async (req) => {
      const { id } = parseParams(req, PlanParams);
      await requireShip(db, req.user!, id);
      return ok(await shipRatings(db, id, ratedYear(thisYear())));
    },
  );

  app.get('/cii/plans', cfg(READ, 'Corrective action plans of a ship', { query: ShipQuery }), async (req) => {
    const q = parseQuery(req, ShipQuery);
    await requireShip(db, req.user!, q.shipId);
    return ok((await shipRatings(db, q.shipId, ratedYear(thisYear()))).plans);
  });

  app.post(
    '/cii/plans',
    cfg('cii:fleet:add', 'Record a corrective action plan', { body: PlanCreateBody }),
    async (req, reply) => {
      const { shipId, ...p } = parseBody(req, PlanCreateBody);
      await requireShip(db, req.user!, shipId);
      reply.status(201);
      return ok(await insertPlan(db, shipId, p, req.user!.userId));
    },
  );

  /** A plan whose ship the caller may see; 404 otherwise (reveals nothing). */
  const scopedPlan = async (req: Parameters<typeof parseParams>[0]) => {
    const { id } = parseParams(req, PlanParams);
    const plan = await planById(db, id);
    await requireShip(db, req.user!, plan.shipId);
    return plan;
  };

  app.put(
    '/cii/plans/:id',
    cfg('cii:fleet:edit', 'Change a corrective action plan', { body: PlanUpdateBody }),
    async (req) => {
      const plan = await scopedPlan(req);
      const { version, ...p } = parseBody(req, PlanUpdateBody);
      return ok(await updatePlan(db, plan.id, version, p, clock.now()));
    },
  );

  app.delete('/cii/plans/:id', cfg('cii:fleet:delete', 'Delete a corrective action plan'), async (req) => {
    const plan = await scopedPlan(req);
    await deletePlan(db, plan.id);
    return ok({ id: plan.id });
  });
}
