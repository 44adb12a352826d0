import type { FastifyInstance } from 'fastify';
import { AlertsQuery } from '../../../domain/schemas/analysis.js';
import { listAlerts, recentFrom } from '../../services/analysis/alerts.js';
import { ok, page } from '../../http/reply.js';
import { parseQuery } from '../../http/validate.js';
import { requireShip } from '../../scope/ships.js';

/**
 * Consumption alerts (docs/analysis.md §5), newest first; without a period the last 90 days. The
 * dashboard lists them; the voyage screen marks the voyages they belong to (`shipId`).
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
      const from = q.from?.getTime() ?? recentFrom(to);
      const alerts = await listAlerts(db, req.user!, { shipId: q.shipId, from, to });
      const start = (q.page - 1) * q.size;
      return ok(page(alerts.slice(start, start + q.size), alerts.length, q.page, q.size));
    },
  );
}
