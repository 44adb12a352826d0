import fc from 'fast-check';
import type { Db } from '../../../src/server/db/client.js';
import { scopeCompanyIds, type ShipScopeUser } from '../../../src/server/scope/ships.js';

/** A random user's scope: its kind, and indexes into the test's own users and companies. */
export interface ScopeUserPick {
  kind: string;
  pickUser: number;
  pickCompany: number | null;
  authority: string;
  resolved: boolean;
}

/** A random user of one of `kinds` ('admin' or a data scope: all, company, authority, none). */
export const scopeUserArb = (
  kinds: readonly string[] = ['admin', 'all', 'company', 'authority', 'none'],
): fc.Arbitrary<ScopeUserPick> =>
  fc.record({
    kind: fc.constantFrom(...kinds),
    pickUser: fc.nat(),
    pickCompany: fc.option(fc.nat(), { freq: 5 }),
    authority: fc.constantFrom('CN', 'EU', 'XX'),
    resolved: fc.boolean(),
  });

/**
 * The pick as a session user. A resolved one carries the scope's ids as plugins/scope.ts files
 * them for a session, under revision `rev`: a test that writes the scope's tables around the app
 * (which would bump the revision) passes a fresh one each time.
 */
export async function scopeUserOf(
  db: Db,
  u: ScopeUserPick,
  ids: { userIds: number[]; companyIds: number[] },
  rev = 1,
): Promise<ShipScopeUser> {
  const base: ShipScopeUser = {
    userId: ids.userIds[u.pickUser % ids.userIds.length],
    isAdmin: u.kind === 'admin',
    dataScope: u.kind === 'admin' ? 'all' : u.kind,
    companyId: u.pickCompany === null ? null : ids.companyIds[u.pickCompany % ids.companyIds.length],
    authorityCode: u.kind === 'authority' ? u.authority : null,
  };
  if (!u.resolved) return base;
  const withRev = { ...base, cacheRev: rev };
  return { ...withRev, scopeIds: await scopeCompanyIds(db, withRev) };
}
