import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Regime } from '../../../src/domain/reports/types.js';
import { companies, ships, users } from '../../../src/server/db/schema/index.js';
import { hubRows } from '../../../src/server/repositories/reports/store.js';
import { scopeCompanyIds, shipScope, type ShipScopeUser } from '../../../src/server/scope/ships.js';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * The hub's page without a status filter finds its slice of ships by id from the name index and
 * reads only those ships' rows. Held here to the plain reading of the rule over random fleets
 * (names shared by several ships, so the id breaks ties in the database's order of names; random company links), random live and
 * dead reports, pages, sizes, regimes and users of each kind of scope: every ship in scope in name
 * and id order, times the regimes, each with its least advanced live report of the year, sliced.
 */
let t: TestApp;
let companyIds: number[];
let userIds: number[];
let template: number;
let made = 0;
const REGIMES: Regime[] = ['imoDcs', 'chinaMsa', 'euMrv', 'euEts', 'fuelEu', 'ukMrv'];
const STATUSES = ['draft', 'locked', 'submitted', 'accepted', 'superseded', 'cancelled'];

beforeAll(async () => {
  t = await createTestApp();
  companyIds = (await t.db.select({ id: companies.id }).from(companies)).map((c) => c.id);
  userIds = (await t.db.select({ id: users.id }).from(users)).map((u) => u.id);
  template = (await t.db.select({ id: ships.id }).from(ships).limit(1))[0].id;
}, 240_000);
afterAll(() => t?.close());

const rowsOf = async <T>(q: ReturnType<typeof sql>) => {
  const r = await t.db.execute(q);
  return (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
};

const RANK: Record<string, number> = { draft: 1, locked: 2, submitted: 3 };

/** The rule read plainly: every ship in scope in order, × regimes, least advanced live report. */
async function plainHub(
  user: ShipScopeUser,
  q: { year: number; regimes: Regime[]; page: number; size: number },
) {
  const inScope = await rowsOf<{ id: number; name_en: string; imo: string | null }>(
    sql`select ${ships.id} as id, ${ships.nameEn} as name_en, ${ships.imo} as imo from ${ships}
         where ${shipScope(user)} order by ${ships.nameEn}, ${ships.id}`,
  );
  const live = await rowsOf<{
    id: number;
    ship_id: number;
    regime: string;
    status: string;
    period_start: string;
    submitted_at: unknown;
  }>(sql`select id, ship_id, regime, status, period_start::text, submitted_at from reports
          where year = ${q.year} and status not in ('superseded', 'cancelled')`);
  const rows = inScope.flatMap((s) =>
    [...q.regimes].sort().map((regime) => {
      const r = live
        .filter((x) => x.ship_id === s.id && x.regime === regime)
        .sort(
          (a, b) =>
            (RANK[a.status] ?? 4) - (RANK[b.status] ?? 4) ||
            Date.parse(a.period_start) - Date.parse(b.period_start),
        )[0];
      return {
        ship_id: s.id,
        ship_name: s.name_en,
        imo: s.imo,
        regime,
        report_id: r?.id ?? null,
        status: r?.status ?? null,
        submitted_at: r?.submitted_at ?? null,
      };
    }),
  );
  const offset = (q.page - 1) * q.size;
  return { items: rows.slice(offset, offset + q.size), total: rows.length };
}

const shipArb = fc.record({
  name: fc.constantFrom('ALPHA', 'BRAVO', 'CHARLIE', 'ZULU'),
  links: fc.tuple(fc.nat(), fc.nat(), fc.nat()),
  imo: fc.boolean(),
});
const reportArb = fc.record({
  pickShip: fc.nat(),
  regime: fc.constantFrom(...REGIMES),
  year: fc.constantFrom(2024, 2025),
  month: fc.integer({ min: 0, max: 11 }),
  status: fc.constantFrom(...STATUSES),
});
const userArb = fc.record({
  kind: fc.constantFrom('admin', 'all', 'company', 'authority'),
  pickUser: fc.nat(),
  pickCompany: fc.nat(),
  resolved: fc.boolean(),
});

describe('report hub page by ids from the name index', () => {
  it('equals the plain reading of the rule', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(shipArb, { maxLength: 6 }),
        fc.array(reportArb, { maxLength: 6 }),
        userArb,
        fc.subarray(REGIMES, { minLength: 1 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 13 }),
        fc.constantFrom(2024, 2025),
        async (newShips, newReports, u, regimes, page, size, year) => {
          const co = (i: number) => companyIds[i % companyIds.length];
          for (const s of newShips) {
            made++;
            await t.db.execute(sql`insert into ships (name_en, imo, ship_type_code, flag_code, home_port_code,
                gt, nt, dwt, design_speed, owner_company_id, operator_company_id, doc_company_id)
              select ${s.name}, ${s.imo ? `H${String(made).padStart(6, '0')}` : null}, ship_type_code,
                     flag_code, home_port_code, gt, nt, dwt, design_speed,
                     ${co(s.links[0])}, ${co(s.links[1])}, ${co(s.links[2])}
                from ships where id = ${template}`);
          }
          const allShips = (await t.db.select({ id: ships.id }).from(ships)).map((s) => s.id);
          for (const r of newReports) {
            const start = new Date(Date.UTC(r.year, r.month, 1)).toISOString();
            await t.db
              .execute(sql`insert into reports (regime, ship_id, period_start, period_end, year, status, reference_code)
              values (${r.regime}, ${allShips[r.pickShip % allShips.length]}, ${start},
                      ${new Date(Date.UTC(r.year + 1, 0, 1)).toISOString()}, ${r.year}, ${r.status}, 'hub')
              on conflict do nothing`);
          }
          const base: ShipScopeUser = {
            userId: userIds[u.pickUser % userIds.length],
            isAdmin: u.kind === 'admin',
            dataScope: u.kind === 'admin' ? 'all' : u.kind,
            companyId: co(u.pickCompany),
            authorityCode: u.kind === 'authority' ? 'CN' : null,
          };
          // The reference revision moves with every ship added: the session's ids are of this one.
          const withRev = { ...base, cacheRev: made };
          const user = u.resolved ? { ...withRev, scopeIds: await scopeCompanyIds(t.db, withRev) } : base;
          const q = { year, regimes, page, size };
          const got = await hubRows(t.db, user, q);
          const want = await plainHub(user, q);
          const norm = (x: { items: Array<Record<string, unknown>>; total: number }) => ({
            total: Number(x.total),
            items: x.items.map((r) => ({
              ship_id: Number(r.ship_id),
              ship_name: r.ship_name,
              imo: r.imo,
              regime: r.regime,
              report_id: r.report_id === null ? null : Number(r.report_id),
              status: r.status,
              submitted_at: r.submitted_at === null ? null : new Date(r.submitted_at as string).toISOString(),
            })),
          });
          expect(norm(got as never), JSON.stringify({ u, q })).toEqual(norm(want as never));
        },
      ),
      { numRuns: 60, seed: 20261130 },
    );
  }, 300_000);
});
