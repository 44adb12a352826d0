import type { FastifyInstance } from 'fastify';
import { VoyageDataDeleteSchema, VoyageDataSchema } from '../../../domain/schemas/voyageData.js';
import { ok } from '../../http/reply.js';
import { langOf } from '../../i18n/messages.js';
import { deleteVoyageData } from '../../services/ledger/write/delete.js';
import { VOYAGE_DATA_BODY_LIMIT, writeVoyageData } from '../../services/ledger/write/index.js';
import { principalOf } from '../../scope/principal.js';

/**
 * The ledger write calls (docs/api-ledger.md): a session with the voyage
 * permission, or ship-side software with an API key (`apiKey: true`, plugins/auth.ts). The service
 * does the checking and writing; the route only says who is calling, in which language.
 */
export default async function ledgerWriteRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  app.post(
    '/voyage-data',
    {
      config: {
        perm: 'energy:voyage:edit',
        apiKey: true,
        doc: {
          summary: 'Write voyage records, episodes and ROB snapshots (all or nothing)',
          body: VoyageDataSchema,
        },
      },
      bodyLimit: VOYAGE_DATA_BODY_LIMIT,
    },
    async (req) => ok(await writeVoyageData(db, principalOf(req), req.body, langOf(req), clock.now())),
  );

  app.delete(
    '/voyage-data',
    {
      config: {
        perm: 'energy:voyage:delete',
        apiKey: true,
        doc: {
          summary: 'Delete voyage records, episodes and snapshots of a ship by refCode',
          body: VoyageDataDeleteSchema,
        },
      },
      bodyLimit: VOYAGE_DATA_BODY_LIMIT,
    },
    async (req) => ok(await deleteVoyageData(db, principalOf(req), req.body, langOf(req), clock.now())),
  );
}
