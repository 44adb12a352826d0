import type { FastifyInstance } from 'fastify';
import ledgerReadArea from './readIndex.js';

/** The voyage ledger (issue 12): writes (ledger-write) and reads, locks, legacy calls. */
export default async function ledgerRoutes(app: FastifyInstance) {
  // Until the writer's leg recomputation is merged, a delete leaves the other voyages' legs as they are.
  await app.register(ledgerReadArea, { recompute: async () => {} });
}
