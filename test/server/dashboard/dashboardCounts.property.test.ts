import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ciiRisk, yearRating, type CiiRating } from '../../../src/domain/cii/index.js';
import { CII_SCOPE } from '../../../src/domain/registry/ciiScope.js';
import { users } from '../../../src/server/db/schema/index.js';
import { ciiTile, unlockedVoyages } from '../../../src/server/repositories/dashboard.js';
import { shipScope, type ShipScopeUser } from '../../../src/server/scope/ships.js';
import { fleetSummary } from '../../../src/server/services/cii/fleet.js';
import { auth, createTestApp, type TestApp } from '../../support/app.js';
import { drainJobs } from '../../support/jobs.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, threeCalls } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * The dashboard's kept counts (migration 0032) equal a fresh count after any sequence of ledger
 * writes, deletes, uploads, voyage locks and unlocks, voyage deletes, the job engine's rating
 * rewrites and direct edits of stored ratings (D and E ratings, running years, parts removed):
 * unlocked voyages per ship against `voyages`, the per-ship-year CII rows against the domain's
 * `yearRating` and `ciiRisk` over `cii_ratings`, and the dashboard's tile against the fleet view's
 * summary computed in the app from every stored part, for every year and two scopes.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let manager: ShipScopeUser;
const admin: ShipScopeUser = {
  userId: 0,
  isAdmin: true,
  dataScope: 'all',
  companyId: null,
  authorityCode: null,
};
let uploads = 0;

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  const [u] = await t.db.select().from(users).where(eq(users.username, 'demo_manager'));
  manager = {
    userId: u!.id,
    isAdmin: false,
    dataScope: 'company',
    companyId: u!.companyId,
    authorityCode: null,
  };
}, 240_000);
afterAll(() => t?.close());

const rowsOf = async <T>(q: ReturnType<typeof sql>) => {
  const r = await t.db.execute(q);
  return (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
};

type ShipKey = 'inScope' | 'inScope2' | 'outside';
const shipKey = fc.constantFrom<ShipKey>('inScope', 'inScope2', 'outside');
const RATINGS = ['A', 'B', 'C', 'D', 'E'] as const;

type Op =
  | { kind: 'write' | 'upload'; ship: ShipKey; year: 2024 | 2025 | 2026 }
  | { kind: 'deleteRecords'; ship: ShipKey; refCode: 'R2' | 'R3' }
  | { kind: 'lock'; ship: ShipKey; event: 'lock' | 'unlock'; pick: number }
  | { kind: 'deleteVoyage'; ship: ShipKey; pick: number }
  | { kind: 'drain' }
  | {
      kind: 'rating';
      ship: ShipKey;
      year: number;
      month: number;
      rating: (typeof RATINGS)[number] | null;
      source: 'annual' | 'yearToDate';
    }
  | { kind: 'rerate'; ship: ShipKey; rating: (typeof RATINGS)[number] }
  | { kind: 'unrate'; ship: ShipKey; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('write' as const, 'upload' as const),
    ship: shipKey,
    year: fc.constantFrom(2024 as const, 2025 as const, 2026 as const),
  }),
  fc.record({
    kind: fc.constant('deleteRecords' as const),
    ship: shipKey,
    refCode: fc.constantFrom('R2' as const, 'R3' as const),
  }),
  fc.record({
    kind: fc.constant('lock' as const),
    ship: shipKey,
    event: fc.constantFrom('lock' as const, 'unlock' as const),
    pick: fc.nat(9),
  }),
  fc.record({ kind: fc.constant('deleteVoyage' as const), ship: shipKey, pick: fc.nat(9) }),
  fc.record({ kind: fc.constant('drain' as const) }),
  fc.record({
    kind: fc.constant('rating' as const),
    ship: shipKey,
    // 2022 is before the first CII year: stored, but read by neither the fleet view nor the tile.
    year: fc.integer({ min: 2022, max: 2027 }),
    month: fc.integer({ min: 0, max: 11 }),
    // D and E weighted: the at-risk rules turn on them.
    rating: fc.option(fc.constantFrom(...RATINGS, 'D', 'D', 'E'), { freq: 5 }),
    source: fc.constantFrom('annual' as const, 'yearToDate' as const),
  }),
  fc.record({ kind: fc.constant('rerate' as const), ship: shipKey, rating: fc.constantFrom(...RATINGS) }),
  fc.record({ kind: fc.constant('unrate' as const), ship: shipKey, pick: fc.nat(9) }),
);

/** The ledger's three calls with every instant moved to `year`. */
const callsIn = (imo: string, year: number) =>
  JSON.parse(JSON.stringify(threeCalls(imo)).replaceAll('"2025-', `"${year}-`)) as unknown;

async function apply(o: Op) {
  if (o.kind === 'drain') return void (await drainJobs(t));
  const ship = a[o.ship];
  const who = o.ship === 'outside' ? a.admin : a.manager;
  const headers = auth(who.token);
  const pickOf = async <T>(q: ReturnType<typeof sql>, pick: number) => {
    const rows = await rowsOf<T>(q);
    return rows.length ? rows[pick % rows.length] : undefined;
  };
  let status: number;
  switch (o.kind) {
    case 'write':
      status = (await callVoyageData(t.app, 'POST', callsIn(ship.imo!, o.year), headers)).status;
      break;
    case 'upload': {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers,
        payload: {
          kind: 'voyage',
          fileName: 'voyages.xlsx',
          sha256: (++uploads).toString(16).padStart(64, '0'),
          shipId: ship.id,
          payload: callsIn(ship.imo!, o.year),
        },
      });
      // An upload with errors (its calls overlap the ledger's) is refused whole: a step too.
      status = res.statusCode === 400 && res.json().code === 'upload_refused' ? 422 : res.statusCode;
      if (status === 400) throw new Error(res.body);
      break;
    }
    case 'deleteRecords':
      status = (await callVoyageData(t.app, 'DELETE', { ship: ship.imo, refCodes: [o.refCode] }, headers))
        .status;
      break;
    case 'lock': {
      const v = await pickOf<{ id: number }>(
        sql`select id from voyages where ship_id = ${ship.id} order by id`,
        o.pick,
      );
      if (!v) return;
      status = (await who.post(`/api/voyages/${v.id}/lock`, { event: o.event })).status;
      break;
    }
    case 'deleteVoyage': {
      const v = await pickOf<{ id: number }>(
        sql`select id from voyages where ship_id = ${ship.id} order by id`,
        o.pick,
      );
      if (!v) return;
      status = (await who.del(`/api/voyages/${v.id}`)).status;
      break;
    }
    case 'rating': {
      const start = new Date(Date.UTC(o.year, o.month, 1));
      await t.db.execute(sql`insert into cii_ratings
          (ship_id, year, period_start, period_end, rating, param_version, source, fingerprint, computed_at)
        values (${ship.id}, ${o.year}, ${start.toISOString()}, ${new Date(Date.UTC(o.year + 1, 0, 1)).toISOString()},
                ${o.rating}, 'test', ${o.source}, 'test', now())
        on conflict (ship_id, period_start, period_end) do update set rating = excluded.rating, source = excluded.source`);
      return;
    }
    case 'rerate':
      // One statement over several rows: the statement trigger sees them all.
      await t.db.execute(
        sql`update cii_ratings set rating = ${o.rating} where ship_id = ${ship.id} and rating is not null`,
      );
      return;
    case 'unrate': {
      const r = await pickOf<{ id: number }>(
        sql`select id from cii_ratings where ship_id = ${ship.id} order by id`,
        o.pick,
      );
      if (r) await t.db.execute(sql`delete from cii_ratings where id = ${r.id}`);
      return;
    }
  }
  // A step the ledger refuses (a locked voyage, a closed period, a broken balance) is still a step.
  expect([200, 409, 422], JSON.stringify(o)).toContain(status);
}

/** The CII rows recomputed in the app from every stored part, by the domain's rules. */
async function expectedCiiYears() {
  const parts = await rowsOf<{
    ship_id: number;
    year: number;
    period_start: string;
    rating: CiiRating | null;
    source: string;
  }>(
    sql`select ship_id, year, period_start::text, rating, source from cii_ratings where year >= ${CII_SCOPE.firstYear}`,
  );
  const byShip = new Map<number, Map<number, typeof parts>>();
  for (const p of parts) {
    const ship = byShip.get(p.ship_id) ?? new Map<number, typeof parts>();
    byShip.set(p.ship_id, ship);
    ship.set(p.year, [...(ship.get(p.year) ?? []), p]);
  }
  const out: string[] = [];
  for (const [shipId, years] of byShip) {
    const sorted = [...years.keys()].sort();
    const info = sorted.map((y) => ({
      year: y,
      rating: yearRating(
        years.get(y)!.map((p) => ({ start: new Date(p.period_start).toISOString(), rating: p.rating })),
      ),
      ytd: years.get(y)!.some((p) => p.source === 'yearToDate'),
    }));
    for (const i of info) {
      const complete = info.filter((h) => h.year <= i.year && !h.ytd);
      out.push(`${shipId}:${i.year}:${i.rating}:${i.ytd}:${ciiRisk(complete).atRisk}`);
    }
  }
  return out.sort();
}

async function expectCountsFresh() {
  const kept = await rowsOf<{ ship_id: number; n: number }>(
    sql`select ship_id, unlocked_voyages n from ship_dashboard_counts where unlocked_voyages <> 0 order by ship_id`,
  );
  const fresh = await rowsOf<{ ship_id: number; n: number }>(
    sql`select ship_id, count(*)::int n from voyages where status = 'unlocked' group by ship_id order by ship_id`,
  );
  expect(kept.map((r) => [r.ship_id, Number(r.n)])).toEqual(fresh.map((r) => [r.ship_id, Number(r.n)]));
  for (const user of [admin, manager]) {
    const [{ n }] = await rowsOf<{
      n: number;
    }>(sql`select count(*)::int n from voyages v join ships on ships.id = v.ship_id
      where v.status = 'unlocked' and ${shipScope(user)}`);
    expect(await unlockedVoyages(t.db, user)).toBe(Number(n));
  }
  const years = await rowsOf<{ k: string }>(
    sql`select ship_id || ':' || year || ':' || coalesce(rating, 'null') || ':' || year_to_date || ':' || at_risk k from ship_cii_years`,
  );
  expect(years.map((r) => r.k).sort()).toEqual(await expectedCiiYears());
  for (const user of [admin, manager])
    for (let year = CII_SCOPE.firstYear; year <= 2027; year++)
      expect(await ciiTile(t.db, user, year), `${user.dataScope} ${year}`).toEqual(
        await fleetSummary(t.db, user, year),
      );
}

describe('dashboard counts kept by triggers', () => {
  it('equal a fresh count after any writes, uploads, locks, deletes and rating rewrites', async () => {
    await expectCountsFresh();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        for (const o of ops) await apply(o);
        await expectCountsFresh();
      }),
      {
        numRuns: 30,
        seed: 20261129,
        // A D year still running before a complete D year: not two complete D years, no risk.
        examples: [
          [
            [
              { kind: 'rating', ship: 'inScope2', year: 2024, month: 0, rating: 'D', source: 'yearToDate' },
              { kind: 'rating', ship: 'inScope2', year: 2025, month: 0, rating: 'D', source: 'annual' },
            ],
          ],
        ],
      },
    );
  }, 480_000);
});
