import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies, roles, shipCiiYears, shipDashboardCounts, ships, users } from '../db/schema/index.js';
import { companyTreeIds, shipScope, type ShipScopeUser } from '../scope/ships.js';
import { countLogins } from './systemLogs.js';

/**
 * The dashboard's counts: ships inside the caller's scope, companies as the company list shows
 * them (every company: fleet users read them all), the companies a tree-bound user may change
 * (`ownCompanies`, absent for those who see all), logins of the last day (the caller's own unless
 * administrator).
 */
export async function dashboardCounts(db: Db, user: ShipScopeUser, since: Date) {
  const total = async (table: typeof users | typeof roles | typeof companies) =>
    (await db.select({ n: count() }).from(table))[0].n;
  const [u, r, logins24h, [{ n: shipCount }], companyCount, ownCompanies] = await Promise.all([
    total(users),
    total(roles),
    countLogins(db, since, user.isAdmin ? undefined : user.userId),
    db.select({ n: count() }).from(ships).where(shipScope(user)),
    total(companies),
    user.isAdmin || user.dataScope === 'all' ? undefined : companyTreeIds(db, user).then((t) => t.size),
  ]);
  return { users: u, roles: r, logins24h, ships: shipCount, companies: companyCount, ownCompanies };
}

/**
 * Voyages inside the caller's scope that are not locked yet (the "what to do next" tile), from the
 * per-ship counts the voyage triggers keep (migration 0032) instead of joining every voyage.
 */
export async function unlockedVoyages(db: Db, user: ShipScopeUser): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`coalesce(sum(${shipDashboardCounts.unlockedVoyages}), 0)::int` })
    .from(shipDashboardCounts)
    .innerJoin(ships, eq(ships.id, shipDashboardCounts.shipId))
    .where(and(shipScope(user), sql`${shipDashboardCounts.unlockedVoyages} <> 0`));
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
  const rows = await db
    .select({
      rating: sql<string | null>`case when ${latest.year} = ${year} then ${latest.rating} end`,
      ships: sql<number>`count(*)::int`,
      atRisk: sql<number>`(count(*) filter (where ${latest.atRisk}))::int`,
    })
    .from(latest)
    .groupBy(sql`1`);
  const byRating: Record<string, number> = {};
  for (const r of rows) if (r.rating) byRating[r.rating] = Number(r.ships);
  return {
    year,
    rated: Object.values(byRating).reduce((s, n) => s + n, 0),
    byRating,
    atRisk: rows.reduce((s, r) => s + Number(r.atRisk), 0),
  };
}
