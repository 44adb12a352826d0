import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../../src/server/db/schema/index.js';
import { unlockedVoyages } from '../../../src/server/repositories/dashboard.js';
import { shipScope, type ShipScopeUser } from '../../../src/server/scope/ships.js';
import { scopeUserArb, scopeUserOf, type ScopeUserPick } from '../../support/fleet/scopeUsers.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, imo, shipPayload, type Client } from '../../support/fleet/fleetHelpers.js';

/**
 * The unlocked-voyages sum reads the ship links copied onto the kept counts (migration 0039), not
 * `ships`. Here it is held to a plain count from `voyages` joined with `ships` under the same scope
 * after any sequence of link changes (through the fleet API and as multi-ship statements), new
 * ships, voyages added, locked, unlocked and deleted, and ship authorisation granted and taken, for
 * users of every kind of scope, with and without the ids their session resolves; and the copies
 * themselves against `ships`. The company user's `/api/dashboard/next` answer is checked too.
 */
let t: TestApp;
let admin: Client;
let manager: Client;
let companyIds: number[];
let userIds: number[];
let managerUser: ShipScopeUser;
let added = 0;

const rowsOf = async <T>(q: ReturnType<typeof sql>) => {
  const r = await t.db.execute(q);
  return (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
};
const shipIds = async () =>
  (await rowsOf<{ id: number }>(sql`select id from ships order by id`)).map((r) => Number(r.id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  manager = await client(t.app, 'demo_manager');
  companyIds = (await t.db.select({ id: companies.id }).from(companies)).map((c) => c.id);
  userIds = (await t.db.select({ id: users.id }).from(users)).map((u) => u.id);
  const [m] = await rowsOf<{ id: number; company_id: number | null }>(
    sql`select id, company_id from users where username = 'demo_manager'`,
  );
  managerUser = {
    userId: Number(m.id),
    isAdmin: false,
    dataScope: 'company',
    companyId: m.company_id,
    authorityCode: null,
  };
  // Every ship gets a few voyages, some locked: a sum worth comparing from the start.
  for (const id of await shipIds())
    await t.db.execute(sql`insert into voyages (ship_id, voyage_no, status)
      select ${id}, 'L' || g, case when g % 3 = 0 then 'locked' else 'unlocked' end
        from generate_series(1, 1 + ${id} % 4) g`);
  // Some ships under authorities, so the authority scope sees a part of the fleet.
  await t.db.execute(sql`insert into ship_authorities (ship_id, authority_code)
    select id, case when id % 2 = 0 then 'CN' else 'EU' end from ships where id % 3 <> 0
    on conflict do nothing`);
}, 240_000);
afterAll(() => t?.close());

type Link = 'ownerCompanyId' | 'operatorCompanyId' | 'docCompanyId';
const LINK_COLUMN = {
  ownerCompanyId: 'owner_company_id',
  operatorCompanyId: 'operator_company_id',
  docCompanyId: 'doc_company_id',
} as const;
const link = fc.constantFrom<Link>('ownerCompanyId', 'operatorCompanyId', 'docCompanyId');
const company = fc.option(fc.nat(), { freq: 4 });

const op = fc.oneof(
  // The fleet API refuses a ship without links as it stands; the statements below clear them.
  fc.record({ kind: fc.constant('apiLink' as const), pick: fc.nat(), link, company: fc.nat() }),
  fc.record({
    kind: fc.constant('sqlLinks' as const),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    link,
    company,
  }),
  fc.record({ kind: fc.constant('newShip' as const), company: fc.nat() }),
  fc.record({ kind: fc.constant('addVoyages' as const), pick: fc.nat(), n: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('lock' as const),
    pick: fc.nat(),
    status: fc.constantFrom('locked', 'unlocked'),
  }),
  fc.record({
    kind: fc.constant('lockShip' as const),
    pick: fc.nat(),
    status: fc.constantFrom('locked', 'unlocked'),
  }),
  fc.record({ kind: fc.constant('deleteVoyage' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('authorise' as const),
    pickUser: fc.nat(),
    pick: fc.nat(),
    grant: fc.boolean(),
  }),
);
type Op = typeof op extends fc.Arbitrary<infer U> ? U : never;

const companyOf = (c: number | null) => (c === null ? null : companyIds[c % companyIds.length]);

/** A ship's link changed through the fleet API, as an administrator edits it. */
async function apiLink(shipId: number, key: Link, to: number) {
  const cur = (await admin.get(`/api/fleet/ships/${shipId}`)).data;
  const body = Object.fromEntries(
    Object.keys(shipPayload(0)).map((k) => [k, cur[k] ?? (k === 'fuels' ? [] : null)]),
  );
  const res = await admin.put(`/api/fleet/ships/${shipId}`, {
    ...body,
    // The API wants a DOC holder; a ship whose DOC link a statement cleared gets one back.
    docCompanyId: body.docCompanyId ?? to,
    [key]: to,
    version: cur.version,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function apply(o: Op) {
  const ids = await shipIds();
  const ship = (pick: number) => ids[pick % ids.length];
  const voyage = async (pick: number) => {
    const vs = await rowsOf<{ id: number }>(sql`select id from voyages order by id`);
    return vs.length ? Number(vs[pick % vs.length].id) : undefined;
  };
  switch (o.kind) {
    case 'apiLink':
      return apiLink(ship(o.pick), o.link, companyOf(o.company)!);
    case 'sqlLinks':
      // One statement over several ships: the statement trigger sees them all.
      return void (await t.db
        .execute(sql`update ships set ${sql.raw(LINK_COLUMN[o.link])} = ${companyOf(o.company)}
        where id = any(${`{${o.picks.map(ship).join(',')}}`}::int[])`));
    case 'newShip': {
      const n = ++added;
      const res = await admin.post(
        '/api/fleet/ships',
        shipPayload(companyOf(o.company)!, {
          imo: imo(String(700000 + n)),
          registrationNo: `REG-LINKS-${n}`,
          nameEn: `LINKS ${n}`,
        }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return;
    }
    case 'addVoyages':
      return void (await t.db.execute(sql`insert into voyages (ship_id, voyage_no)
        select ${ship(o.pick)}, 'A' || ${++added} || '-' || g from generate_series(1, ${o.n}) g`));
    case 'lock': {
      const v = await voyage(o.pick);
      if (v) await t.db.execute(sql`update voyages set status = ${o.status} where id = ${v}`);
      return;
    }
    case 'lockShip':
      return void (await t.db.execute(
        sql`update voyages set status = ${o.status} where ship_id = ${ship(o.pick)}`,
      ));
    case 'deleteVoyage': {
      const v = await voyage(o.pick);
      if (v) await t.db.execute(sql`delete from voyages where id = ${v}`);
      return;
    }
    case 'authorise': {
      const userId = userIds[o.pickUser % userIds.length];
      await t.db.execute(
        o.grant
          ? sql`insert into user_ship_auth (user_id, ship_id) values (${userId}, ${ship(o.pick)}) on conflict do nothing`
          : sql`delete from user_ship_auth where user_id = ${userId} and ship_id = ${ship(o.pick)}`,
      );
      return;
    }
  }
}

const userArb = scopeUserArb(['admin', 'all', 'company', 'company', 'authority', 'none']);
let rev = 0;
// A fresh revision each time: the steps above write user_ship_auth directly, where the app's
// writes of it would bump the revision.
const userOf = (u: ScopeUserPick) => scopeUserOf(t.db, u, { userIds, companyIds }, 1_000_000 + ++rev);

/** The sum as a plain count of the ledger's voyages under the scope condition on `ships`. */
async function plainUnlocked(user: ShipScopeUser) {
  const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int n from voyages v
    join ships on ships.id = v.ship_id where v.status = 'unlocked' and ${shipScope(user)}`);
  return Number(n);
}

async function expectSame(us: ScopeUserPick[]) {
  const stale = await rowsOf<{ ship_id: number }>(sql`select c.ship_id from ship_dashboard_counts c
    join ships s on s.id = c.ship_id
    where (c.owner_company_id, c.operator_company_id, c.doc_company_id)
          is distinct from (s.owner_company_id, s.operator_company_id, s.doc_company_id)`);
  expect(stale).toEqual([]);
  for (const u of us) {
    const user = await userOf(u);
    expect(await unlockedVoyages(t.db, user), JSON.stringify(u)).toBe(await plainUnlocked(user));
  }
  const next = await manager.get('/api/dashboard/next');
  expect(next.status).toBe(200);
  expect(next.data.voyagesUnlocked).toBe(await plainUnlocked(managerUser));
}

describe('unlocked voyages from the counts with their copied ship links', () => {
  it('equal a plain count from voyages after link changes, new ships and lock changes', async () => {
    await expectSame([
      { kind: 'company', pickUser: 0, pickCompany: 0, authority: 'CN', resolved: true },
      { kind: 'authority', pickUser: 1, pickCompany: null, authority: 'CN', resolved: false },
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 6 }),
        fc.array(userArb, { minLength: 2, maxLength: 5 }),
        async (ops, us) => {
          for (const o of ops) await apply(o);
          await expectSame(us);
        },
      ),
      { numRuns: 30, seed: 20261130 },
    );
  }, 480_000);
});
