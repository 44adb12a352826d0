import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companyTreeIds } from '../../scope/ships.js';
import type { AuthUser } from '../../types.js';
import { AppError } from '../../http/errors.js';
import { msgFor } from '../../i18n/messages.js';

/** A company and everything below it (the ids a new parent must not come from). */
export async function descendantsOf(db: Db, id: number): Promise<Set<number>> {
  const res = await db.execute<{ id: number }>(sql`
    with recursive tree(id) as (
      select id from companies where id = ${id}
      union
      select c.id from companies c join tree t on c.parent_id = t.id
    ) select id from tree`);
  return new Set((res.rows as Array<{ id: number }>).map((r) => Number(r.id)));
}

/** Refuses a parent link that would make a company its own ancestor (409 company_cycle). */
export async function assertNoCycle(db: Db, id: number, parentId: number | null | undefined) {
  if (parentId == null) return;
  if ((await descendantsOf(db, id)).has(parentId))
    throw new AppError(409, 'company_cycle', undefined, { parentId: '' });
}

const seesAll = (u: AuthUser) => u.isAdmin || u.dataScope === 'all';

/**
 * The companies a user may change: administrators any; company users only their own tree, and a
 * parent they set must be in that tree too. Otherwise re-parenting someone else's company under
 * one's own would pull that company's ships into one's scope. Every fleet user may read every
 * company (ships name other companies as operator or DOC holder), so a refusal names the reason
 * (403 company_read_only) instead of pretending the record is gone.
 */
export async function writableTree(db: Db, u: AuthUser): Promise<Set<number> | null> {
  return seesAll(u) ? null : companyTreeIds(db, u);
}

export const isWritable = (tree: Set<number> | null, id: number) => !tree || tree.has(id);

export function assertInTree(tree: Set<number> | null, id: number | null | undefined) {
  if (id != null && !isWritable(tree, id)) throw new AppError(403, 'company_read_only');
}

/** A parent outside the tree is a refusal of that one field, so the form can show it there. */
export function assertParentInTree(
  req: FastifyRequest,
  tree: Set<number> | null,
  parentId: number | null | undefined,
) {
  if (parentId != null && !isWritable(tree, parentId))
    throw new AppError(400, 'validation_failed', undefined, {
      parentId: msgFor(req, 'fleet.parent_outside_tree')!,
    });
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
