import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { companyTreeIds } from '../../scope/ships.js';
import type { AuthUser } from '../../types.js';
import { AppError } from '../../http/errors.js';
import { msgFor } from '../../i18n/messages.js';

const seesAll = (u: AuthUser) => u.isAdmin || u.dataScope === 'all';

/**
 * The companies a user may change: administrators any; company users only their own tree, and a
 * parent they set must be in that tree too. Otherwise re-parenting someone else's company under
 * one's own would pull that company's ships into one's scope. Out of tree answers 404.
 */
export async function writableTree(db: Db, u: AuthUser): Promise<Set<number> | null> {
  return seesAll(u) ? null : companyTreeIds(db, u);
}

export function assertInTree(tree: Set<number> | null, id: number | null | undefined) {
  if (tree && id != null && !tree.has(id)) throw new AppError(404, 'not_found');
}

/** Company-scope users must keep every ship they write inside their own tree. */
export async function assertShipInTree(
  db: Db,
  req: FastifyRequest,
  links: { ownerCompanyId?: number | null; operatorCompanyId?: number | null; docCompanyId?: number | null },
) {
  const u = req.user!;
  if (seesAll(u) || u.dataScope !== 'company') return;
  const tree = await companyTreeIds(db, u);
  const ids = [links.ownerCompanyId, links.operatorCompanyId, links.docCompanyId];
  if (!ids.some((x) => x != null && tree.has(x)))
    throw new AppError(400, 'validation_failed', undefined, {
      docCompanyId: msgFor(req, 'fleet.outside_scope')!,
    });
}
