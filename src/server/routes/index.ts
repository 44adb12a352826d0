import type { FastifyInstance } from 'fastify';
import dictionaryRoutes from './dictionaries/index.js';
import metaRoutes from './meta/index.js';
import loginRoutes from './session/login.js';
import passwordRoutes from './session/password.js';
import userRoutes from './session/user.js';
import systemRoutes from './system/index.js';

/** Every API area, mounted under /api. Each route declares `config.perm` (default deny). */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(metaRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(userRoutes);
  await app.register(import('./fleet/index.js'));
  await app.register(dictionaryRoutes);
  await app.register(systemRoutes);
  await app.register(import('./calc/index.js'), { prefix: '/calc' });
  await app.register(import('./ledger/index.js'));
  await app.register(import('./uploads/index.js'));
  await app.register(import('./documents/index.js'));
  await app.register(import('./statistics/index.js'), { prefix: '/statistics' });
  await app.register(import('./analysis/index.js'));
  await app.register(import('./ciiForecast/index.js'));
  await app.register(import('./reports/index.js'));
  await app.register(import('./reports/attachments.js'));
  await app.register(import('./reports/euParts.js'));
  await app.register(import('./reports/crossRegime.js'));
  await app.register(import('./reports/ukCompanyAer.js'));
  await app.register(import('./cii/index.js'));
  await app.register(import('./ciiAdjust/index.js'));
  await app.register(import('./reports/fuelEu.js'));
  await app.register(import('./reports/etsCompany.js'));
}
