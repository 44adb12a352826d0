import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ships } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
export type { ApiKeyCaller } from '../types.js';
import { companySubtreeSql } from '../repositories/kit/companyTree.js';
import { shipScope, type ShipScopeUser } from './ships.js';

/**
 * Who writes or reads voyage data: a signed-in user (their data scope, docs/api-ledger.md) or
 * ship-side software with an API key issued for one company (its ships, subsidiaries included) or
 * one ship. The ledger routes take either; everything below them asks only `principalShipScope`.
 */
export type LedgerPrincipal =
  | { kind: 'user'; user: ShipScopeUser }
  | { kind: 'apiKey'; keyId: number; prefix: string; companyId: number | null; shipId: number | null };

/** The principal of a request: its API key when it came with one, else its session user. */
export function principalOf(req: FastifyRequest): LedgerPrincipal {
  if (req.apiKey) return { kind: 'apiKey', ...req.apiKey };
  if (req.user) return { kind: 'user', user: req.user };
  throw new AppError(401, 'unauthenticated');
}

/**
 * The condition on `ships` for what the principal may read and write. A company key covers the ships
 * whose owner, operator or DOC holder is the company or one below it (the same three links as a
 * company user's scope); a ship key its one ship; a key with neither (its ship or company deleted)
 * nothing.
 */
export function principalShipScope(p: LedgerPrincipal): SQL {
  if (p.kind === 'user') return shipScope(p.user);
  if (p.shipId !== null) return eq(ships.id, p.shipId);
  if (p.companyId !== null) {
    const tree = sql`any(array${companySubtreeSql(sql`c.id = ${p.companyId}`)})`;
    return sql`(${ships.ownerCompanyId} = ${tree} or ${ships.operatorCompanyId} = ${tree} or ${ships.docCompanyId} = ${tree})`;
  }
  return sql`false`;
}
