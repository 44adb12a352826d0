import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  companies,
  roles,
  shipCiiYears,
  shipDashboardCounts,
  ships,
  systemLogs,
  users,
} from '../db/schema/index.js';
import { companySubtreeSql, scopeTreeIds, shipScope, type ShipScopeUser } from '../scope/ships.js';
import { runPrepared } from './kit/prepared.js';
import { executePrepared } from './kit/preparedSql.js';
import { loginsSince } from './systemLogs.js';
import { scopeShipTotal } from './shipList.js';

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

/**
 * The dashboard's counts: ships inside the caller's scope, companies as the company list shows
 * them (every company: fleet users read them all), the companies a tree-bound user may change
 * (`ownCompanies`, absent for those who see all), logins of the last day (the caller's own unless
 * administrator); users and roles for administrators only, as only they are shown them.
 *
 * One statement of scalar counts rather than one per count: each is a small read, and a
 * statement's round trip cost more than the count. The tree's size is that of the ids the session
 * resolved for its revision (scope/ships.ts) when it holds them; otherwise it is walked here. The
 * ships in scope are the ship list's unfiltered total, kept per revision (repositories/shipListMarks.ts),
 * when the request has its scope's ids: counting them was most of this statement (6,676 ships).
 */
export async function dashboardCounts(db: Db, user: ShipScopeUser, since: Date) {
  const n = (from: SQL, where?: SQL) =>
    sql`(select count(*)::int from ${from}${where ? sql` where ${where}` : sql``})`;
  const none = sql`null::int`;
  const admin = user.isAdmin;
  const treeBound = !admin && user.dataScope !== 'all';
  const kept = treeBound ? scopeTreeIds(user) : undefined;
  const inScope = await scopeShipTotal(db, user);
  const res = await executePrepared(
    db,
    sql`select
    ${admin ? n(sql`${users}`) : none} as users,
    ${admin ? n(sql`${roles}`) : none} as roles,
    ${n(sql`${systemLogs}`, loginsSince(since, admin ? undefined : user.userId))} as logins,
    ${inScope === undefined ? n(sql`${ships}`, shipScope(user)) : none} as ships,
    ${n(sql`${companies}`)} as companies,
    ${treeBound && !kept ? n(sql`${companySubtreeSql(user)} t`) : none} as own`,
  );
  const [r] = rowsOf<Record<'users' | 'roles' | 'logins' | 'ships' | 'companies' | 'own', unknown>>(res);
  const num = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));
  return {
    users: num(r.users),
    roles: num(r.roles),
    logins24h: Number(r.logins),
    ships: inScope ?? Number(r.ships),
    companies: Number(r.companies),
    ownCompanies: kept ? kept.length : num(r.own),
  };
}

/** The counts table's own copy of the ship links (migration 0039), for the scope condition. */
const countsLinks = {
  id: shipDashboardCounts.shipId,
  owner: shipDashboardCounts.ownerCompanyId,
  operator: shipDashboardCounts.operatorCompanyId,
  doc: shipDashboardCounts.docCompanyId,
};

/**
 * Voyages inside the caller's scope that are not locked yet (the "what to do next" tile), from the
 * per-ship counts the voyage triggers keep (migration 0032) instead of joining every voyage. The
 * scope is read from the links copied onto the counts (0039), not from `ships`: on 10,000 ships a
 * company scope of two thirds went from a hash join of both tables (~15–28 ms under load) to one
 * scan of the counts (~3 ms). The authority scope and the ship authorisation need only the ship id.
 */
export async function unlockedVoyages(db: Db, user: ShipScopeUser): Promise<number> {
  const [{ n }] = await runPrepared(
    db
      .select({ n: sql<number>`coalesce(sum(${shipDashboardCounts.unlockedVoyages}), 0)::int` })
      .from(shipDashboardCounts)
      .where(and(shipScope(user, countsLinks), sql`${shipDashboardCounts.unlockedVoyages} <> 0`)),
  );
  return Number(n);
}

export interface CiiTile {
  year: number;
  /** Ships in scope with a rating for the year. */
  rated: number;
  byRating: Record<string, number>;
  /** Ships in scope at risk, judged on their complete years up to the year (domain `ciiRisk`). */
  atRisk: number;
}

/**
 * The dashboard's CII tile for `year`, in one statement over the per-ship-year rows the rating
 * triggers keep (migration 0032): each ship's latest row up to the year gives its at-risk flag
 * (no stored part since then changes nothing), and its rating when that row is the year's. Ships
 * without any row are neither rated nor at risk.
 */
export async function ciiTile(db: Db, user: ShipScopeUser, year: number): Promise<CiiTile> {
  const latest = db
    .selectDistinctOn([shipCiiYears.shipId], {
      year: shipCiiYears.year,
      rating: shipCiiYears.rating,
      atRisk: shipCiiYears.atRisk,
    })
    .from(shipCiiYears)
    .innerJoin(ships, eq(ships.id, shipCiiYears.shipId))
    .where(and(shipScope(user), sql`${shipCiiYears.year} <= ${year}`))
    .orderBy(shipCiiYears.shipId, sql`${shipCiiYears.year} desc`)
    .as('latest');
  const rows = await runPrepared(
    db
      .select({
        rating: sql<string | null>`case when ${latest.year} = ${year} then ${latest.rating} end`,
        ships: sql<number>`count(*)::int`,
        atRisk: sql<number>`(count(*) filter (where ${latest.atRisk}))::int`,
      })
      .from(latest)
      .groupBy(sql`1`),
  );
  const byRating: Record<string, number> = {};
  for (const r of rows) if (r.rating) byRating[r.rating] = Number(r.ships);
  return {
    year,
    rated: Object.values(byRating).reduce((s, n) => s + n, 0),
    byRating,
    atRisk: rows.reduce((s, r) => s + Number(r.atRisk), 0),
  };
}
