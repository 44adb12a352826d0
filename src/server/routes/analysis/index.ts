import type { FastifyInstance } from 'fastify';
import alertRoutes from './alerts.js';
import fleetRoutes from './fleet.js';
import qualityRoutes from './quality.js';
import trendRoutes from './trend.js';

/** Analyses, data quality, consumption alerts and fleet charts (docs/analysis.md). */
export default async function analysisRoutes(app: FastifyInstance) {
  await app.register(trendRoutes);
  await app.register(fleetRoutes);
  await app.register(qualityRoutes);
  await app.register(alertRoutes);
}
