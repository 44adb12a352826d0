import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { companyTreeIds } from '../../scope/ships.js';
import type { AuthUser } from '../../types.js';
import { AppError } from '../../http/errors.js';
import { langOf } from '../../i18n/messages.js';
import { msgFor } from '../../i18n/lookup.js';
import type { ShipInput } from '../../../domain/schemas/fleet.js';
import { companyCodesExist } from '../../repositories/companies.js';
import { checkRefs } from '../../repositories/refs.js';

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

/**
 * A company user creates companies only inside their tree: a new company needs
 * a parent there, and an existing one may not be cut loose from it. A root company made by a
 * company user would be outside the tree at once, so not even its maker could edit it.
 */
export function assertParentInScope(
  req: FastifyRequest,
  tree: Set<number> | null,
  parentId: number | null | undefined,
  currentParentId?: number | null,
) {
  if (!tree || parentId != null) return;
  if (currentParentId === undefined || currentParentId !== null)
    throw new AppError(400, 'validation_failed', undefined, {
      parentId: msgFor(req, 'fleet.parent_in_scope')!,
    });
}

/**
 * Moving a ship's DOC to a company outside the caller's tree transfers the ship out of their hands:
 * only a user who sees every company (an administrator) may do it. Unchanged values pass.
 */
export async function assertDocTransfer(
  db: Db,
  req: FastifyRequest,
  field: string,
  newCompanyId: number | null | undefined,
  currentCompanyId: number | null | undefined,
) {
  const u = req.user!;
  if (seesAll(u) || newCompanyId == null || newCompanyId === currentCompanyId) return;
  if (!(await companyTreeIds(db, u)).has(newCompanyId))
    throw new AppError(403, 'transfer_needs_admin', undefined, {
      [field]: msgFor(req, 'transfer_needs_admin')!,
    });
}

/**
 * The answer to a taken IMO or registration number: an administrator learns it is taken (409);
 * anyone else gets a field refusal that does not say the number is registered elsewhere.
 */
export const uniqueShipAnswer = (req: FastifyRequest) =>
  seesAll(req.user!)
    ? new AppError(409, 'imo_taken')
    : new AppError(400, 'validation_failed', undefined, { imo: msgFor(req, 'fleet.imo_unavailable')! });

/**
 * The references of a ship payload: dictionary codes and companies exist, authority codes too, and
 * a company user keeps the ship inside their tree. Shared by the ship form and the ships upload.
 */
export async function validateShipRefs(db: Db, req: FastifyRequest, s: ShipInput) {
  await checkRefs(db, langOf(req), {
    flagCode: s.flagCode,
    homePortCode: s.homePortCode,
    shipTypeCode: s.shipTypeCode,
    subTypeCode: s.subTypeCode,
    classCode: s.classCode,
    fuelCodes: (s.fuels ?? []).map((f) => f.fuelCode),
    companyIds: {
      ownerCompanyId: s.ownerCompanyId,
      operatorCompanyId: s.operatorCompanyId,
      docCompanyId: s.docCompanyId,
      builderCompanyId: s.builderCompanyId,
    },
  });
  if (!(await companyCodesExist(db, [...new Set(s.authorityCodes ?? [])])))
    throw new AppError(400, 'validation_failed', undefined, {
      authorityCodes: msgFor(req, 'fleet.unknown_code')!,
    });
  await assertShipInTree(db, req, s);
}
