import type { FastifyInstance } from 'fastify';
import accountHistoryRoutes from './accountHistory.js';
import apiKeyRoutes from './apiKeys.js';
import appVersionRoutes from './appVersions.js';
import functionAdminRoutes from './functions.js';
import logRoutes from './logs.js';
import roleAdminRoutes from './roles.js';
import shipAuthRoutes from './shipAuth.js';
import userAdminRoutes from './users.js';

/** System administration under /system: users, roles, functions, ship authorisation, versions, the log, API keys. */
export default async function systemRoutes(app: FastifyInstance) {
  await app.register(userAdminRoutes);
  await app.register(roleAdminRoutes);
  await app.register(functionAdminRoutes);
  await app.register(shipAuthRoutes);
  await app.register(appVersionRoutes);
  await app.register(logRoutes);
  await app.register(accountHistoryRoutes);
  await app.register(apiKeyRoutes);
}
