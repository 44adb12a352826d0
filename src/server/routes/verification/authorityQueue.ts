import type { FastifyInstance } from 'fastify';
import { REPORT_PAGES } from '../../../domain/reports/buttons.js';
import { ok } from '../../http/reply.js';
import { langOf } from '../../i18n/messages.js';
import { authorityQueue } from '../../services/verification/authorityQueue.js';

/**
 * What waits for the authority's review (docs/verification.md §8). The route needs a report page;
 * the service then asks the `accept` duty and the confirm button of a regime's page (403 without),
 * and lists only the ships in the caller's scope.
 */
export default async function authorityQueueRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  app.get(
    '/verification/authority-queue',
    {
      config: {
        perm: REPORT_PAGES,
        doc: { summary: 'Confirmed reports waiting for the authority, oldest first' },
      },
    },
    async (req) => ok(await authorityQueue(db, { user: req.user!, lang: langOf(req), at: clock.now() })),
  );
}
