import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ships, users, userShipAuth } from '../../../src/server/db/schema/index.js';
import { ANNOUNCED, createTestApp, type TestApp } from '../../support/app.js';
import { ledgerActors, seedLedger } from '../../support/ledger/ledgerReadFixtures.js';

/**
 * What the one-statement reads (docs/api-ledger-read.md §1 "Cost") must keep: a voyage page's total
 * whether the page is short (known from its rows), full (counted) or past the end; a named ship
 * found inside the scope in the same statement (404 outside it, an empty page for a ship in scope
 * without voyages); and the scope's company tree and ship authorisation, resolved once per session
 * and reference-data revision, following a change made in SQL as soon as the database announces it
 * (on PostgreSQL the notification arrives a few milliseconds after the commit; writes through the
 * API wait for it, see docs/architecture.md §7a).
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let imo: string;
const PERIOD = 'from=2025-01-01T00:00:00Z&to=2025-03-01T00:00:00Z';

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  imo = a.inScope.imo!;
  // Six voyages on the ship in scope (three tagged copies of the fixture's two), two outside it.
  for (const tag of ['', 'b1', 'b2']) await seedLedger(t.db, a.inScope.id, tag);
  await seedLedger(t.db, a.outside.id);
});
afterAll(() => t.close());

describe('GET /api/voyages: the total in the page’s statement', () => {
  it.each([
    ['a full first page (counted)', 1, 4, 4],
    ['a short last page (offset + rows)', 2, 4, 2],
    ['a short first page (its rows)', 1, 10, 6],
    ['an exact last page (counted)', 2, 3, 3],
    ['a page past the end (counted on its own)', 3, 4, 0],
  ])('%s', async (_name, page, size, rows) => {
    const r = await a.manager.get(`/api/voyages?ship=${imo}&page=${page}&size=${size}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect([r.data.items.length, r.data.total, r.data.page, r.data.size]).toEqual([rows, 6, page, size]);
  });

  it('totals a filtered page the same way, and every voyage carries only its own legs', async () => {
    const all = await a.manager.get(`/api/voyages?${PERIOD}&page=1&size=500`);
    const paged = await a.manager.get(`/api/voyages?${PERIOD}&page=2&size=2`);
    expect(paged.data.total).toBe(all.data.total);
    expect(paged.data.items).toEqual(all.data.items.slice(2, 4));
    for (const v of all.data.items)
      expect(v.legs.every((l: { voyageNo: string }) => l.voyageNo === v.voyageNo)).toBe(true);
  });

  it('answers a named ship in scope without voyages with an empty page, and 404 outside the scope on any page', async () => {
    const none = await a.manager.get(`/api/voyages?shipId=${a.inScope2.id}&page=2&size=5`);
    expect([none.status, none.data.items, none.data.total]).toEqual([200, [], 0]);
    for (const q of [
      `ship=${a.outside.imo}`,
      `shipId=${a.outside.id}&page=3`,
      `ship=${a.outside.imo}&${PERIOD}`,
    ])
      expect((await a.manager.get(`/api/voyages?${q}`)).status).toBe(404);
    // The administrator sees that ship's two voyages.
    expect((await a.admin.get(`/api/voyages?shipId=${a.outside.id}`)).data.total).toBe(2);
  });
});

describe('the ship scope resolved once per session and revision', () => {
  const reads = (shipId: number) => [
    `/api/voyage-data/legs?shipId=${shipId}&${PERIOD}`,
    `/api/voyage-data/totals?shipId=${shipId}&from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z`,
    `/api/voyages?shipId=${shipId}`,
  ];
  const statuses = async (shipId: number) =>
    Promise.all(reads(shipId).map(async (u) => (await a.manager.get(u)).status));

  it('follows a change of a ship’s companies once announced, both ways', async () => {
    expect(await statuses(a.outside.id)).toEqual([404, 404, 404]);
    const [manager] = await t.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.username, 'demo_manager'));
    const [before] = await t.db
      .select({ owner: ships.ownerCompanyId })
      .from(ships)
      .where(eq(ships.id, a.outside.id));
    await t.db.update(ships).set({ ownerCompanyId: manager.companyId }).where(eq(ships.id, a.outside.id));
    try {
      await expect.poll(() => statuses(a.outside.id), ANNOUNCED).toEqual([200, 200, 200]);
    } finally {
      await t.db.update(ships).set({ ownerCompanyId: before.owner }).where(eq(ships.id, a.outside.id));
    }
    await expect.poll(() => statuses(a.outside.id), ANNOUNCED).toEqual([404, 404, 404]);
  });

  it('follows the user’s ship authorisation once announced', async () => {
    const [manager] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demo_manager'));
    expect(await statuses(a.inScope.id)).toEqual([200, 200, 200]);
    const now = new Date();
    await t.db
      .insert(userShipAuth)
      .values({ userId: manager.id, shipId: a.inScope2.id, createdAt: now, updatedAt: now });
    try {
      // Narrowed to the other ship: the first is outside the scope now.
      await expect.poll(() => statuses(a.inScope.id), ANNOUNCED).toEqual([404, 404, 404]);
      expect((await a.manager.get(`/api/voyages?shipId=${a.inScope2.id}`)).status).toBe(200);
    } finally {
      await t.db.delete(userShipAuth).where(eq(userShipAuth.userId, manager.id));
    }
    await expect.poll(() => statuses(a.inScope.id), ANNOUNCED).toEqual([200, 200, 200]);
  });
});
