import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.js';
import { cacheRevs, companies, shipAuthorities, ships, users } from '../../../src/server/db/schema/index.js';
import {
  listShipsPage,
  shipFilter,
  shipListSelect,
  shipOrder,
} from '../../../src/server/repositories/shipList.js';
import { shipListNamesFor } from '../../../src/server/cache/shipListNames.js';
import { hubRows } from '../../../src/server/repositories/reports/store.js';
import { REGIMES } from '../../../src/domain/reports/types.js';
import { scopeCompanyIds, type ShipScopeUser } from '../../../src/server/scope/ships.js';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * The ship list's page (repositories/shipList.ts `listShipsPage`): the prepared statements of a
 * session with resolved scope ids, the flag names by join and the totals kept per revision give
 * the answer that the plain list gives — the export's select with its five joins, limited and
 * offset, and a plain count under the same filter — over many random users, filters and pages.
 * The report hub's unfiltered pages take the same kept count of the scope's ships.
 */
let t: TestApp;
let db: Db;
let companyIds: number[];
let userIds: number[];

const rev = async () =>
  Number((await db.select({ r: cacheRevs.rev }).from(cacheRevs).where(eq(cacheRevs.name, 'reference')))[0].r);

/** A random generator with a seed, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.db;
  companyIds = (await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id))).map(
    (c) => c.id,
  );
  userIds = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map((u) => u.id);
  // 320 more ships, so that lists are both longer and shorter than 200 rows (a short list is
  // marked at every row, repositories/shipListMarks.ts), over the companies, flags, types and names, some
  // with equal names (the id breaks the tie) and some with no link at all.
  const [model] = await db.select().from(ships).limit(1);
  const { id: _id, searchText: _s, createdAt: _c, updatedAt: _u, ...base } = model;
  const r = rng(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const link = () => (r() < 0.15 ? null : pick(companyIds));
  const rows = Array.from({ length: 320 }, (_, i) => ({
    ...base,
    imo: null,
    registrationNo: `RND-${i}`,
    nameEn: `${pick(['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA'])} ${Math.floor(r() * 40)}`,
    nameZh: r() < 0.5 ? null : `船${i}`,
    flagCode: pick(['CHN', 'PAN', 'LBR', 'MHL', 'HKG']),
    shipTypeCode: pick(['1', '2', '3']),
    subTypeCode: null,
    ownerCompanyId: link(),
    operatorCompanyId: link(),
    docCompanyId: link(),
    dwt: Math.floor(r() * 200_000),
    serviceSpeed: r() < 0.2 ? null : 10 + Math.floor(r() * 10),
  }));
  const inserted = await db.insert(ships).values(rows).returning({ id: ships.id });
  // Some ships mapped to an authority, for the authority scope.
  await db
    .insert(shipAuthorities)
    .values(inserted.filter((_, i) => i % 3 === 0).map((s) => ({ shipId: s.id, authorityCode: 'MSA-SH' })))
    .onConflictDoNothing();
});
afterAll(() => t.close());

type Q = Parameters<typeof listShipsPage>[2];

/** The list page as the route reads it: names from the kept names of the statement's revision. */
const listPage = (user: ShipScopeUser, q: Q) => listShipsPage(db, user, q, shipListNamesFor(db));

/** The plain answer: the export's joined select with the page's limit and offset, and a count. */
async function plainPage(user: ShipScopeUser, q: Q) {
  const where = shipFilter(user, q);
  const items = await shipListSelect(db)
    .where(where)
    .orderBy(...shipOrder)
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [{ n }] = await db.select({ n: count() }).from(ships).where(where);
  return { items, total: n };
}

/** A user of a random kind of scope, with the ids its session would resolve at revision `r`. */
async function randomUser(pick: <T>(xs: readonly T[]) => T, r: () => number, cacheRev: number) {
  const kind = pick(['admin', 'all', 'company', 'company', 'company', 'authority'] as const);
  const user: ShipScopeUser = {
    userId: pick(userIds),
    isAdmin: kind === 'admin',
    dataScope: kind === 'admin' ? 'all' : kind,
    companyId: kind === 'company' ? pick(companyIds) : null,
    authorityCode: kind === 'authority' ? 'MSA-SH' : null,
    cacheRev,
  };
  const ids = await scopeCompanyIds(db, user)!;
  // Ship authorisation narrows some company users (as user_ship_auth rows would).
  const narrowed =
    kind === 'company' && r() < 0.3
      ? {
          ...ids,
          authorisedShipIds: (await db.select({ id: ships.id }).from(ships))
            .map((s) => s.id)
            .filter(() => r() < 0.5),
        }
      : ids;
  return { ...user, scopeIds: narrowed };
}

function randomQuery(pick: <T>(xs: readonly T[]) => T, r: () => number): Q {
  const q: Q = { page: 1 + Math.floor(r() * 20), size: pick([5, 10, 20]) };
  if (r() < 0.25) q.companyId = pick(companyIds);
  if (r() < 0.25) q.keyword = pick(['alpha', 'BRAVO 1', 'a', '船', 'rnd-1', '%', 'zzz']);
  if (r() < 0.25) q.shipTypeCode = pick(['1', '2', '3']);
  if (r() < 0.1) q.dwtFrom = Math.floor(r() * 100_000);
  if (r() < 0.1) q.speedTo = 10 + Math.floor(r() * 10);
  return q;
}

describe('ship list page', () => {
  it('answers as the plain joined list and count, over random users, filters and pages', async () => {
    const r = rng(11);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
    const at = await rev();
    for (let i = 0; i < 80; i++) {
      const user = await randomUser(pick, r, at);
      const q = randomQuery(pick, r);
      const label = JSON.stringify({ i, user: { ...user, scopeIds: undefined }, q });
      // Twice: the second call's total is the one kept for the revision.
      expect(await listPage(user, q), label).toEqual(await plainPage(user, q));
      expect(await listPage(user, q), label).toEqual(await plainPage(user, q));
      // Without resolved ids (a request that wrote): the statement with the scope's subqueries.
      const bare = { ...user, scopeIds: undefined, cacheRev: undefined };
      expect(await listPage(bare, q), label).toEqual(await plainPage(bare, q));
    }
  }, 180_000);

  it('counts and names again after a write: kept marks and names serve their revision only', async () => {
    const before = await rev();
    const admin = {
      userId: userIds[0],
      isAdmin: true,
      dataScope: 'all',
      companyId: null,
      authorityCode: null,
    };
    const user: ShipScopeUser = {
      ...admin,
      cacheRev: before,
      scopeIds: await scopeCompanyIds(db, { ...admin, cacheRev: before }),
    };
    const q = { page: 1, size: 5 };
    const first = await listPage(user, q);
    expect((await listPage(user, q)).total).toBe(first.total);
    const [model] = await db.select().from(ships).limit(1);
    const { id: _id, searchText: _s, createdAt: _c, updatedAt: _u, ...base } = model;
    await db.insert(ships).values({ ...base, imo: null, registrationNo: 'RND-NEW', nameEn: 'AAA NEW' });
    const after = await rev();
    expect(after).toBeGreaterThan(before);
    const fresh = await listPage(
      { ...user, cacheRev: after, scopeIds: { ...user.scopeIds!, rev: after } },
      q,
    );
    expect(fresh.total).toBe(first.total + 1);
    expect(fresh).toEqual(await plainPage(user, q));
    // The delete bumps the revision again; the next revision counts again.
    await db.execute(sql`delete from ships where registration_no = 'RND-NEW'`);
    const last = await rev();
    const back = await listPage({ ...user, cacheRev: last, scopeIds: { ...user.scopeIds!, rev: last } }, q);
    expect(back.total).toBe(first.total);
    // A renamed company, flag state and ship type: the page names them as of the new revision.
    const wide = { page: 1, size: 20 };
    const shown = (
      await listPage({ ...user, cacheRev: last, scopeIds: { ...user.scopeIds!, rev: last } }, wide)
    ).items.find((s) => s.docCompanyId !== null && s.flagCode !== null && s.shipTypeCode !== null)!;
    expect(shown).toBeDefined();
    await db.execute(
      sql`update companies set name_en = name_en || ' RENAMED' where id = ${shown.docCompanyId}`,
    );
    await db.execute(
      sql`update dic_flag_states set en_brief = en_brief || ' R' where alpha3 = ${shown.flagCode}`,
    );
    await db.execute(
      sql`update dic_ship_types set cn_name = cn_name || '改' where code = ${shown.shipTypeCode}`,
    );
    const renamed = await rev();
    const named = await listPage(
      { ...user, cacheRev: renamed, scopeIds: { ...user.scopeIds!, rev: renamed } },
      wide,
    );
    const again = named.items.find((s) => s.id === shown.id)!;
    expect(again.docCompanyEn).toMatch(/ RENAMED$/);
    expect(again.flagNameEn).toMatch(/ R$/);
    expect(again.shipTypeZh).toMatch(/改$/);
    expect(named).toEqual(await plainPage(user, wide));
  });
});

describe('report hub page', () => {
  it('takes the kept count of the scope: the same rows and total as the counted statement', async () => {
    const r = rng(23);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
    const at = await rev();
    for (let i = 0; i < 40; i++) {
      const user = await randomUser(pick, r, at);
      const regimes = REGIMES.filter(() => r() < 0.6);
      const q = {
        year: 2025,
        regimes: regimes.length ? regimes : [...REGIMES],
        page: 1 + Math.floor(r() * 6),
        size: pick([7, 20, 50]),
      };
      const label = JSON.stringify({ i, user: { ...user, scopeIds: undefined }, q });
      const [{ n }] = await db.select({ n: count() }).from(ships).where(shipFilter(user, {}));
      const kept = await hubRows(db, user, q);
      expect(kept.total, label).toBe(n * q.regimes.length);
      expect(await hubRows(db, user, q), label).toEqual(kept);
      // The statement that counts the scope's ships (a request without resolved ids, whose scope
      // reads user_ship_auth: the same ships unless the random user was narrowed by ids alone).
      if (user.scopeIds?.authorisedShipIds) continue;
      const counted = await hubRows(db, { ...user, scopeIds: undefined, cacheRev: undefined }, q);
      // It carries the total on its rows as well; the answer maps named fields.
      expect(kept, label).toEqual({
        ...counted,
        items: counted.items.map(({ full_total: _t, ...row }) => row),
      });
    }
  }, 120_000);
});
