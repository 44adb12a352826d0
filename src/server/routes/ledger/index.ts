import type { FastifyInstance } from 'fastify';
import { recomputeShipLegs } from '../../services/ledger/write/legs.js';
import ledgerReadRoutes from './read.js';
import ledgerLegacyRoutes from './readLegacy.js';
import ledgerLockRoutes from './readLock.js';
import ledgerWriteRoutes from './write.js';

/** The voyage ledger: writes, reads, locks and deletes, legacy aliases. */
export default async function ledgerRoutes(app: FastifyInstance) {
  await app.register(ledgerWriteRoutes);
  await app.register(ledgerReadRoutes);
  // A voyage delete rebuilds the ship's remaining legs with the writer's recomputation, in its transaction.
  await app.register(ledgerLockRoutes, { recompute: (tx, shipId) => recomputeShipLegs(tx, shipId) });
  await app.register(ledgerLegacyRoutes);
}
