import type { FastifyInstance } from 'fastify';
import ciiAdjustRoutes from './adjust.js';
import ciiForecastRoutes from './forecast.js';
import ciiRatingsRoutes from './ratings.js';

/** The CII area: ratings, the calculator's forecast and what-if, adjustments and corrections. */
export default async function ciiRoutes(app: FastifyInstance) {
  await app.register(ciiRatingsRoutes);
  await app.register(ciiForecastRoutes);
  await app.register(ciiAdjustRoutes);
}
