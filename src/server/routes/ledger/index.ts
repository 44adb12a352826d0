import type { FastifyInstance } from 'fastify';
import { recomputeShipLegs } from '../../ledger/write.js';
import ledgerReadArea from './readIndex.js';
import ledgerWriteRoutes from './write.js';

/** The voyage ledger (issue 12): writes (ledger-write) and reads, locks, legacy calls (ledger-read). */
export default async function ledgerRoutes(app: FastifyInstance) {
  await app.register(ledgerWriteRoutes);
  // A voyage delete rebuilds the ship's remaining legs with the writer's recomputation, in its transaction.
  await app.register(ledgerReadArea, { recompute: (tx, shipId) => recomputeShipLegs(tx, shipId) });
}
