import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies, roles, ships, users, voyages } from '../db/schema/index.js';
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

/** Voyages inside the caller's scope that are not locked yet (the "what to do next" tile). */
export async function unlockedVoyages(db: Db, user: ShipScopeUser): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(voyages)
    .innerJoin(ships, eq(ships.id, voyages.shipId))
    .where(and(shipScope(user), eq(voyages.status, 'unlocked')));
  return n;
}
