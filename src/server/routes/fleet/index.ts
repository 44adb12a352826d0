import type { FastifyInstance } from 'fastify';
import changeRoutes from './changes.js';
import companyRoutes from './companies.js';
import equipmentRoutes from './equipment.js';
import { registerFleetInUseChecks } from '../../repositories/inUseByShips.js';
import lookupRoutes from './lookups.js';
import photoRoutes from './photo.js';
import shipRoutes from './ships.js';
import tfcRoutes from './tfc.js';

/** Companies, ships, equipment, consumption curves and DOC/flag changes. */
export default async function fleetRoutes(app: FastifyInstance) {
  registerFleetInUseChecks();
  await app.register(companyRoutes);
  await app.register(shipRoutes);
  await app.register(photoRoutes);
  await app.register(equipmentRoutes);
  await app.register(tfcRoutes);
  await app.register(changeRoutes);
  await app.register(lookupRoutes);
}
