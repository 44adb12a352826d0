import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ships } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { companySubtreeIds, companySubtreeSql as treeBelow } from '../repositories/kit/companyTree.js';

export interface ShipScopeUser {
  userId: number;
  isAdmin: boolean;
  dataScope: string;
  companyId: number | null;
  authorityCode: string | null;
}

export interface ScopedShips {
  imoList: string[];
  shipList: Array<{ id: number; imo: string | null; name: string }>;
}

/**
 * The ids of the user's companies and all their descendants: the company on the account plus the
 * companies it acts for (user_companies), walked down the parent links (one walk, kit/companyTree).
 */
const userRoots = (user: Pick<ShipScopeUser, 'userId' | 'companyId'>): SQL =>
  sql`c.id = ${user.companyId ?? -1} or c.id in (select uc.company_id from user_companies uc where uc.user_id = ${user.userId})`;
export const companySubtreeSql = (user: Pick<ShipScopeUser, 'userId' | 'companyId'>): SQL =>
  treeBelow(userRoots(user));

/**
 * The SQL condition on `ships` for what a user may see (docs/architecture.md §7). Administrators and
 * class-society staff ('all') see every ship; company users the ships whose owner, operator or DOC
 * holder is in their company tree; authority users the ships mapped to their authority. Ship
 * authorisation (user_ship_auth rows) narrows any of these. An unknown scope sees nothing.
 */
export function shipScope(user: ShipScopeUser): SQL {
  let base: SQL;
  if (user.isAdmin || user.dataScope === 'all') base = sql`true`;
  else if (user.dataScope === 'company') {
    // `= any(array(…))`, not `in (…)`: the tree becomes an array computed once per statement, so the
    // three links are plain indexable comparisons. On 10,000 ships the list's plan went from 8 ms
    // planning + 12.7 ms execution to 1.3 + 6.4 ms.
    const tree = sql`any(array${companySubtreeSql(user)})`;
    base = sql`(${ships.ownerCompanyId} = ${tree} or ${ships.operatorCompanyId} = ${tree} or ${ships.docCompanyId} = ${tree})`;
  } else if (user.dataScope === 'authority' && user.authorityCode)
    base = sql`exists (select 1 from ship_authorities sa where sa.ship_id = ${ships.id} and sa.authority_code = ${user.authorityCode})`;
  else base = sql`false`;
  if (user.isAdmin) return base;
  return sql`(${base} and (not exists (select 1 from user_ship_auth a where a.user_id = ${user.userId})
    or ${ships.id} in (select a.ship_id from user_ship_auth a where a.user_id = ${user.userId})))`;
}

/** The ship row if the user may see it; otherwise 404, so an id outside scope reveals nothing. */
export const requireShip = (db: Db, user: ShipScopeUser, id: number) =>
  requireShipWhere(db, user, eq(ships.id, id));

/** The one ship matching `where` (an id, an IMO number) if the user may see it; otherwise 404. */
export async function requireShipWhere(db: Db, user: ShipScopeUser, where: SQL) {
  const [row] = await db
    .select()
    .from(ships)
    .where(and(where, shipScope(user)));
  if (!row) throw notFound();
  return row;
}

/** Ids of the user's company tree (for checks that a write keeps the ship inside the scope). */
export const companyTreeIds = (db: Db, user: ShipScopeUser): Promise<Set<number>> =>
  companySubtreeIds(db, userRoots(user));

/** The ships a user may see, for the login answer (docs/product-rules.md §3 'Login result': imoList, shipList). */
export async function scopedShips(db: Db, user: ShipScopeUser): Promise<ScopedShips> {
  const rows = await db
    .select({ id: ships.id, imo: ships.imo, name: ships.nameEn })
    .from(ships)
    .where(shipScope(user))
    .orderBy(asc(ships.nameEn));
  return { imoList: rows.flatMap((r) => (r.imo ? [r.imo] : [])), shipList: rows };
}
