import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ScopeIds } from '../types.js';
import { ships } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { companySubtreeIds, companySubtreeSql as treeBelow } from '../repositories/kit/companyTree.js';

export interface ShipScopeUser {
  userId: number;
  isAdmin: boolean;
  dataScope: string;
  companyId: number | null;
  authorityCode: string | null;
  /** The reference-data revision read with the session (undefined once the request wrote it). */
  cacheRev?: number;
  /** The scope's ids resolved once per session and revision (`scopeCompanyIds`); see `shipScope`. */
  scopeIds?: ScopeIds;
}

export type { ScopeIds };

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
 * An int[] of ids for `= any(…)`, as a parameter: a statement's text is then the same for every
 * user of a kind of scope, so a prepared statement (repositories/kit/prepared.ts) serves them all;
 * an unprepared one is still planned with the values.
 */
const intArray = (ids: readonly number[]) => sql`${arrayText(ids)}::int[]`;

/** The user's resolved ids when they are of the revision this request reads (else recompute in SQL). */
const currentIds = (user: ShipScopeUser): ScopeIds | undefined =>
  user.scopeIds && user.cacheRev !== undefined && user.scopeIds.rev === user.cacheRev
    ? user.scopeIds
    : undefined;

/**
 * The SQL condition on `ships` for what a user may see (docs/architecture.md §7). Administrators and
 * class-society staff ('all') see every ship; company users the ships whose owner, operator or DOC
 * holder is in their company tree; authority users the ships mapped to their authority. Ship
 * authorisation (user_ship_auth rows) narrows any of these. An unknown scope sees nothing.
 *
 * When the request carries the ids resolved for its session and revision (`scopeCompanyIds`, set
 * on read requests by plugins/scope.ts), the tree and the authorisation are constants in the
 * statement; otherwise (writes, jobs, a request that changed reference data) they are subqueries.
 */
export function shipScope(user: ShipScopeUser, cols: ShipLinkColumns = shipColumns): SQL {
  const ids = currentIds(user);
  return ids ? scopeWithIds(user, ids, boundValues, cols) : scopeBySubqueries(user, cols);
}

/**
 * The columns the scope condition reads: a ship's id and its three company links. `ships` by
 * default; a table that keeps a copy of the links (ship_dashboard_counts, migration 0039) can pass
 * its own, so the condition needs no join with `ships`.
 */
export interface ShipLinkColumns {
  id: SQL | AnyColumn;
  owner: SQL | AnyColumn;
  operator: SQL | AnyColumn;
  doc: SQL | AnyColumn;
}

const shipColumns: ShipLinkColumns = {
  id: ships.id,
  owner: ships.ownerCompanyId,
  operator: ships.operatorCompanyId,
  doc: ships.docCompanyId,
};

/** How the resolved ids and the authority code enter the condition. */
interface ScopeValues {
  ids(name: 'scopeCompanies' | 'scopeShips', ids: readonly number[]): SQL;
  authority(code: string): SQL;
}

/** Bound into the statement: the ids as an array constant, so the planner sees their count. */
const boundValues: ScopeValues = { ids: (_name, ids) => intArray(ids), authority: (code) => sql`${code}` };

/** Placeholders of a prepared statement; `scopeParams` gives their values. */
const placeholderValues: ScopeValues = {
  ids: (name) => sql`${sql.placeholder(name)}::int[]`,
  authority: () => sql`${sql.placeholder('scopeAuthority')}`,
};

/** The scope's kind as the condition's shape depends on it. */
const scopeKind = (user: ShipScopeUser) =>
  user.isAdmin || user.dataScope === 'all'
    ? 'all'
    : user.dataScope === 'company'
      ? 'company'
      : user.dataScope === 'authority' && user.authorityCode
        ? 'authority'
        : 'none';

function scopeWithIds(
  user: ShipScopeUser,
  ids: ScopeIds,
  v: ScopeValues,
  cols: ShipLinkColumns = shipColumns,
): SQL {
  const kind = scopeKind(user);
  let base: SQL;
  if (kind === 'all') base = sql`true`;
  else if (kind === 'company') {
    // `= any(…)`, not `in (…)`: the tree is one array, so the three links are plain indexable
    // comparisons. On 10,000 ships the list's plan went from 8 ms planning + 12.7 ms execution
    // to 1.3 + 6.4 ms.
    const tree = ids.companyIds
      ? sql`any(${v.ids('scopeCompanies', ids.companyIds)})`
      : sql`any(array${companySubtreeSql(user)})`;
    base = sql`(${cols.owner} = ${tree} or ${cols.operator} = ${tree} or ${cols.doc} = ${tree})`;
  } else if (kind === 'authority')
    base = sql`exists (select 1 from ship_authorities sa where sa.ship_id = ${cols.id} and sa.authority_code = ${v.authority(user.authorityCode!)})`;
  else base = sql`false`;
  if (user.isAdmin || !ids.authorisedShipIds) return base;
  return sql`(${base} and ${cols.id} = any(${v.ids('scopeShips', ids.authorisedShipIds)}))`;
}

function scopeBySubqueries(user: ShipScopeUser, cols: ShipLinkColumns): SQL {
  const kind = scopeKind(user);
  let base: SQL;
  if (kind === 'all') base = sql`true`;
  else if (kind === 'company') {
    const tree = sql`any(array${companySubtreeSql(user)})`;
    base = sql`(${cols.owner} = ${tree} or ${cols.operator} = ${tree} or ${cols.doc} = ${tree})`;
  } else if (kind === 'authority')
    base = sql`exists (select 1 from ship_authorities sa where sa.ship_id = ${cols.id} and sa.authority_code = ${user.authorityCode})`;
  else base = sql`false`;
  if (user.isAdmin) return base;
  return sql`(${base} and (not exists (select 1 from user_ship_auth a where a.user_id = ${user.userId})
    or ${cols.id} in (select a.ship_id from user_ship_auth a where a.user_id = ${user.userId})))`;
}

/**
 * The scope condition of a prepared statement: its shape (equal shapes give equal SQL text, so the
 * shape names the statement), the condition with placeholders, and their values for this user.
 * Undefined when the request has no resolved ids of its revision: then the condition needs
 * subqueries with the user's ids in them, and `shipScope` is the one to use.
 */
export function preparedShipScope(
  user: ShipScopeUser,
): { shape: string; where: SQL; params: Record<string, unknown> } | undefined {
  const ids = currentIds(user);
  const kind = scopeKind(user);
  if (!ids || (kind === 'company' && !ids.companyIds)) return undefined;
  const narrowed = !user.isAdmin && ids.authorisedShipIds !== null;
  return {
    shape: `${kind}${user.isAdmin ? '.admin' : ''}${narrowed ? '.ships' : ''}`,
    where: scopeWithIds(user, ids, placeholderValues),
    params: {
      // Text form of int[]: both drivers pass it as it is.
      scopeCompanies: arrayText(ids.companyIds ?? []),
      scopeShips: arrayText(ids.authorisedShipIds ?? []),
      scopeAuthority: user.authorityCode,
    },
  };
}

const arrayText = (ids: readonly number[]) => `{${ids.map((id) => Number(id) | 0).join(',')}}`;

/** Resolved ids per database handle: key → the load (shared by concurrent misses); oldest first out. */
const scopeCaches = new WeakMap<Db, Map<string, Promise<ScopeIds>>>();
const SCOPE_ENTRIES = 1000;

/**
 * The ids a user's scope condition needs, resolved in one query and kept per process under the
 * reference-data revision read with the session (`cacheRev`): the company tree, the user's
 * companies and ship authorisation all live in tables whose writes bump that revision (companies,
 * user_companies, user_ship_auth, users.company_id; migration 0001), so a kept entry is never
 * older than the revision it is filed under, on any instance. The company tree is thus walked once
 * per session and revision instead of in every statement (docs/architecture.md §7). This is not
 * the read cache of answers: it stays on when `EEOI_READ_CACHE_ENTRIES=0`, as the role's
 * permission keys do (auth/rolePerms.ts). Undefined when the revision is unknown.
 */
export function scopeCompanyIds(db: Db, user: ShipScopeUser): Promise<ScopeIds> | undefined {
  const rev = user.cacheRev;
  if (rev === undefined) return undefined;
  let cache = scopeCaches.get(db);
  if (!cache) scopeCaches.set(db, (cache = new Map()));
  const company = !user.isAdmin && user.dataScope === 'company';
  const key = `${rev}|${user.userId}|${company ? (user.companyId ?? '-') : 'x'}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const load = resolveScopeIds(db, user, rev, company);
  cache.set(key, load);
  load.catch(() => cache.delete(key));
  if (cache.size > SCOPE_ENTRIES) cache.delete(cache.keys().next().value!);
  return load;
}

async function resolveScopeIds(
  db: Db,
  user: ShipScopeUser,
  rev: number,
  company: boolean,
): Promise<ScopeIds> {
  const res = await db.execute<{ companies: unknown; ships: unknown }>(sql`select
    ${company ? sql`array(select id from ${companySubtreeSql(user)} t order by id)` : sql`null::int[]`} as companies,
    array(select a.ship_id from user_ship_auth a where a.user_id = ${user.userId} order by a.ship_id) as ships`);
  const row = (Array.isArray(res) ? res[0] : (res as { rows: unknown[] }).rows[0]) as {
    companies: unknown;
    ships: unknown;
  };
  const list = (v: unknown): number[] | null => (v === null || v === undefined ? null : parseIntArray(v));
  const authorised = list(row.ships);
  return {
    rev,
    companyIds: company ? (list(row.companies) ?? []) : null,
    authorisedShipIds: authorised?.length ? authorised : null,
  };
}

/** An int[] as the drivers hand it back: an array (node-postgres, PGlite) or its text form. */
function parseIntArray(v: unknown): number[] {
  if (Array.isArray(v)) return v.map(Number);
  const text = String(v).replace(/^\{|\}$/g, '');
  return text ? text.split(',').map(Number) : [];
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

/**
 * The user's company tree as resolved for the session and the revision this request reads
 * (`scopeCompanyIds`): the same walk as `companyTreeIds`, kept under the revision its tables bump.
 * Undefined when the request holds no such ids (not a company scope, a write, another revision).
 */
export const scopeTreeIds = (user: ShipScopeUser): readonly number[] | undefined =>
  currentIds(user)?.companyIds ?? undefined;

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
