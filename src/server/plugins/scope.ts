import type { FastifyInstance } from 'fastify';
import { scopeCompanyIds } from '../scope/ships.js';
import type { Deps } from '../types.js';

const READS = new Set(['GET', 'HEAD']);

/**
 * Gives a signed-in read request the ids its ship scope needs (the company tree, the ship
 * authorisation), resolved once per session and reference-data revision (`scopeCompanyIds` in
 * scope/ships.ts), so every scoped statement of the request compares with constants instead of
 * walking the company tree again. Runs after the session check (plugins/auth.ts). Writes are left
 * alone: inside their transaction a reference-data change made by the request itself must count,
 * so they keep the subqueries. Costs a map lookup when the ids are kept.
 */
export function installScope(app: FastifyInstance, deps: Deps): void {
  // A callback hook: with the ids kept it costs no promise of its own.
  app.addHook('preHandler', (req, _reply, done) => {
    const user = req.user;
    if (!user || user.isAdmin || !READS.has(req.method)) return done();
    const ids = scopeCompanyIds(deps.db, user);
    if (!ids) return done();
    ids.then((v) => {
      user.scopeIds = v;
      done();
    }, done);
  });
}
