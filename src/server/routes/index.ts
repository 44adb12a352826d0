import type { FastifyInstance } from 'fastify';
import dictionaryRoutes from './dictionaries/index.js';
import metaRoutes from './meta/index.js';
import sessionRoutes from './session/index.js';
import systemRoutes from './system/index.js';

/**
 * Every API area, mounted under /api; each area's index registers its own files. Each route
 * declares `config.perm` (default deny).
 */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(metaRoutes);
  await app.register(sessionRoutes);
  await app.register(import('./fleet/index.js'));
  await app.register(dictionaryRoutes);
  await app.register(systemRoutes);
  await app.register(import('./calc/index.js'), { prefix: '/calc' });
  await app.register(import('./ledger/index.js'));
  await app.register(import('./uploads/index.js'));
  await app.register(import('./documents/index.js'));
  await app.register(import('./statistics/index.js'), { prefix: '/statistics' });
  await app.register(import('./analysis/index.js'));
  await app.register(import('./reports/index.js'));
  await app.register(import('./verification/index.js'));
  await app.register(import('./verification/authorityQueue.js'));
  await app.register(import('./cii/index.js'));
}
