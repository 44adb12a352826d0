import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply.js';
import { PageQuery, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { verifierInbox } from '../../services/verification/inbox.js';

/** The signed-in verifier's inbox by verification due date (docs/verification.md §10). */
export default async function inboxRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  app.get(
    '/verification/inbox',
    {
      config: {
        perm: 'verification:inbox:list',
        doc: {
          summary: 'Reports to verify on the appointed ships and regimes, by due date',
          query: PageQuery(50),
        },
      },
    },
    async (req) =>
      ok(
        await verifierInbox(
          db,
          { user: req.user!, lang: langOf(req), at: clock.now() },
          parseQuery(req, PageQuery(50)),
        ),
      ),
  );
}
