import type { FastifyInstance } from 'fastify';
import ledgerReadRoutes from './read.js';
import ledgerLegacyRoutes from './readLegacy.js';
import ledgerLockRoutes, { type RecomputeLegs } from './readLock.js';

/** The read side of the ledger area: reads, locks and deletes, legacy aliases. */
export default async function ledgerReadArea(app: FastifyInstance, opts: { recompute: RecomputeLegs }) {
  await app.register(ledgerReadRoutes);
  await app.register(ledgerLockRoutes, { recompute: opts.recompute });
  await app.register(ledgerLegacyRoutes);
}
