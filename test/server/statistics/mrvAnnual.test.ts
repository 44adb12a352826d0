import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../support/app.js';
import { client, type Client } from '../../support/fleet/fleetHelpers.js';
import { bareClient, ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { seedLegs } from '../../support/statistics/statisticsFixtures.js';

/**
 * The MRV menu's annual-target page (`/MRVReport/AnnualTarget`, permission `mrv:annual:list`) reads
 * the ship indicators and their targets through the statistics calls: a user holding only that page
 * gets what a statistics user of the same scope gets, may not set targets, and is refused outside
 * the scope, without a session or with bad input (docs/api-statistics.md).
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let mrv: Client;
let bare: Client;
const YEARS = 'fromYear=2025&toYear=2025';

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin, 'mrv_annual_bare');
  await seedLegs(t.db, a.inScope.id, 'M1', [
    {
      dep: '2025-03-01T00:00Z',
      hours: 100,
      distanceNm: 1200,
      cargoT: 30_000,
      transportWorkTnm: 36_000_000,
      fuels: [['1', 90, 4]],
    },
  ]);
  await seedLegs(t.db, a.outside.id, 'M2', [
    { dep: '2025-03-01T00:00Z', hours: 10, distanceNm: 100, fuels: [['1', 5, 0]] },
  ]);
  const menus = await t.db.execute<{ id: number }>(sql`select id from menus where code = 'mrv:annual'`);
  const company = await t.db.execute<{ company_id: number }>(
    sql`select company_id from users where username = 'demo_manager'`,
  );
  const role = await a.admin.post('/api/system/roles', {
    code: 'mrv_annual_only',
    nameZh: '年度目标',
    nameEn: 'Annual target only',
    dataScope: 'company',
    menuIds: (menus.rows as Array<{ id: number }>).map((r) => Number(r.id)),
  });
  const user = await a.admin.post('/api/system/users', {
    username: 'mrv_annual',
    nameZh: '年度目标用户',
    nameEn: 'Annual target user',
    roleIds: [role.data.id],
    companyIds: [Number((company.rows as Array<{ company_id: number }>)[0]!.company_id)],
    password: DEMO_PASSWORD,
  });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  mrv = await client(t.app, 'mrv_annual');
}, 120_000);
afterAll(() => t.close());

describe('statistics for the MRV annual-target page', () => {
  it('answers the ship indicators and targets to a user holding only that page, as to a statistics user', async () => {
    const path = `/api/statistics/ships/annual?shipId=${a.inScope.id}&${YEARS}`;
    const mine = await mrv.get(path);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const theirs = await a.manager.get(path);
    expect(mine.data.items).toEqual(theirs.data.items);
    expect(mine.data.items[0].legs).toBe(1);
    expect(mine.data.items[0].indicators.co2PerNmKg).toBeCloseTo((94 * 3.114 * 1000) / 1200, 6);
    const targets = await mrv.get(`/api/statistics/targets?subject=ship&subjectId=${a.inScope.id}&${YEARS}`);
    expect(targets.status).toBe(200);
  });

  it('refuses setting a target (no Edit on this page), bad input 400, outside the scope 404, no page 403, no session 401', async () => {
    const put = await mrv.put('/api/statistics/targets', {
      subject: 'ship',
      subjectId: a.inScope.id,
      year: 2025,
      indicator: 'eeoi',
      value: 10,
    });
    expect(put.status).toBe(403);
    expect((await mrv.get(`/api/statistics/ships/annual?${YEARS}`)).status).toBe(400);
    expect((await mrv.get(`/api/statistics/ships/annual?shipId=${a.outside.id}&${YEARS}`)).status).toBe(404);
    expect((await mrv.get(`/api/statistics/companies/annual?companyId=1&${YEARS}`)).status).toBe(403);
    expect((await bare.get(`/api/statistics/ships/annual?shipId=${a.inScope.id}&${YEARS}`)).status).toBe(403);
    const anon = await t.app.inject({ url: `/api/statistics/ships/annual?shipId=${a.inScope.id}&${YEARS}` });
    expect(anon.statusCode).toBe(401);
  });
});
