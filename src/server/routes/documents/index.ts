import type { FastifyInstance } from 'fastify';
import dashboardDocumentRoutes from './dashboard.js';
import documentRoutes from './manage.js';
import portalRoutes from './portal.js';

/** Documents and notices, their dashboard part and the public portal (docs/documents-and-portal.md). */
export default async function documentAreaRoutes(app: FastifyInstance) {
  await app.register(documentRoutes);
  await app.register(dashboardDocumentRoutes);
  await app.register(portalRoutes);
}
