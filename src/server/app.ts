import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { AppConfig } from './config.js';
import { systemClock, type Clock } from './clock.js';
import type { Database } from './db/client.js';
import { requestScopedDb } from './db/requestTx.js';
import { installAudit } from './plugins/audit.js';
import { installAuth } from './plugins/auth.js';
import { installErrors } from './plugins/errors.js';
import { installOpenApi } from './plugins/openapi.js';
import { installRateLimit } from './plugins/rateLimit.js';
import { installScope } from './plugins/scope.js';
import { installInputGuard } from './plugins/inputGuard.js';
import { installMaintenance } from './plugins/maintenance.js';
import { installMultipart } from './plugins/multipart.js';
import { installNoStore } from './plugins/noStore.js';
import { installCompressAnswers } from './plugins/compressAnswers.js';
import { installSecurityHeaders } from './plugins/securityHeaders.js';
import { installStatic } from './plugins/static.js';
import { loggerOptions } from './http/logging.js';
import { apiRoutes } from './routes/index.js';
import type { Deps } from './types.js';
import { ReadCache } from './cache/readCache.js';
import './types.js';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  /** The built client to serve beside /api (main and e2e tests); API-only when absent. */
  clientDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to check what is redacted). */
  logStream?: { write: (line: string) => void };
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger || opts.logStream ? loggerOptions(opts.config.logLevel, opts.logStream) : false,
    bodyLimit: 1024 * 1024,
    // Off unless configured: trusting X-Forwarded-For from anyone lets a client pick its own
    // address, and with it its rate-limit and login-throttle key (README: load balancer).
    trustProxy: opts.config.trustProxy,
    // The routes' plugin waits for migrations and, on a first start, the demo seed: Fastify's 10 s
    // default refused to start on a busy two-core machine (seen in the e2e runs), so one minute.
    pluginTimeout: 60_000,
  });
  const deps: Deps = {
    config: opts.config,
    database: opts.database,
    // Inside a mutating request, that request's transaction (db/requestTx.ts, plugins/audit.ts).
    db: requestScopedDb(opts.database.db),
    clock: opts.clock ?? systemClock,
    readCache: new ReadCache(opts.config.readCacheEntries),
  };
  app.decorate('deps', deps);

  installSecurityHeaders(app);
  await app.register(cookie);
  await installMultipart(app);

  installErrors(app);
  installInputGuard(app);
  installRateLimit(app, deps);
  installAuth(app, deps);
  installScope(app, deps);
  installAudit(app, deps);
  installNoStore(app);
  installCompressAnswers(app);
  installMaintenance(app, deps);

  await app.register(apiRoutes, { prefix: '/api' });
  installOpenApi(app);

  const clientDir = opts.clientDir ? resolve(opts.clientDir) : undefined;
  if (clientDir && existsSync(`${clientDir}/index.html`)) {
    await installStatic(app, clientDir);
  }
  return app;
}
