import type { FastifyInstance } from 'fastify';
import { consumptionAlerts, tolerancesFrom } from '../../../domain/analysis/index.js';
import type { AlertDto } from '../../../domain/analysis/dto.js';
import { AlertsQuery } from '../../../domain/schemas/analysis.js';
import { ok, page } from '../../http/reply.js';
import { parseQuery } from '../../http/validate.js';
import { evaluationRows, legFacts } from '../../repositories/analysis.js';
import { requireShip } from '../../scope/ships.js';
import { byShip, legDto } from './legRows.js';

const DAY = 86_400_000;
/** Without a period the list shows the last 90 days: the dashboard's "recent" alerts. */
const DEFAULT_DAYS = 90;
/** The historical average looks back a year before the period (a ship's older history is another engine state). */
const LOOKBACK_DAYS = 365;

/**
 * Consumption alerts (docs/analysis.md §5): IMO legs whose daily fuel at sea or in port exceeds the
 * ship's historical average by the evaluation dictionary's thresholds, computed from the stored legs
 * when asked (no alert table: a corrected record corrects its alert). Newest first. The dashboard
 * lists them; the voyage screen marks the voyages they belong to (`shipId`).
 */
export default async function alertRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  app.get(
    '/alerts',
    {
      config: {
        perm: ['dashboard:list', 'energy:voyage:list'],
        doc: { summary: 'Consumption alerts', query: AlertsQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, AlertsQuery);
      if (q.shipId !== undefined) await requireShip(db, req.user!, q.shipId);
      const to = (q.to ?? clock.now()).getTime();
      const from = q.from?.getTime() ?? to - DEFAULT_DAYS * DAY;
      const legs = await legFacts(
        db,
        req.user!,
        { shipId: q.shipId },
        { kind: 'imo', from: new Date(from - LOOKBACK_DAYS * DAY), to: new Date(to) },
      );
      const tol = tolerancesFrom(await evaluationRows(db));
      const byId = new Map(legs.map((l) => [l.id, l]));
      const alerts: AlertDto[] = [];
      for (const shipLegs of byShip(legs).values())
        for (const a of consumptionAlerts(shipLegs, tol))
          if (a.at >= from && a.at < to)
            alerts.push({ ...legDto(byId.get(a.legId)!), ...a, at: new Date(a.at).toISOString() });
      alerts.sort((a, b) => b.at.localeCompare(a.at) || b.legId - a.legId || a.where.localeCompare(b.where));
      const start = (q.page - 1) * q.size;
      return ok(page(alerts.slice(start, start + q.size), alerts.length, q.page, q.size));
    },
  );
}
