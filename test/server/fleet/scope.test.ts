import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userShipAuth, users } from '../../../src/server/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import {
  client,
  demoIds,
  imo,
  mainEngine,
  multipart,
  PNG,
  shipPayload,
  type Client,
} from '../../support/fleet/fleetHelpers.js';

let t: TestApp;
let admin: Client;
let company: Client;
let ids: Awaited<ReturnType<typeof demoIds>>;
let blue: number;
let blueChange: number;
let blueUnit: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  company = await client(t.app, 'demo_company');
  ids = await demoIds(admin);
  blue = ids.ship('BLUE OCEAN VENTURE');
  blueUnit = (await admin.get(`/api/fleet/ships/${blue}/equipment/main_engine`)).data[0].id;
  blueChange = (await admin.get(`/api/flagDocChange/findAllByshipIdOrderByEffectiveDateDesc/${blue}`)).data[0]
    .id;
});
afterAll(() => t.close());

const names = (r: { data: { items: Array<{ nameEn: string }> } }) => r.data.items.map((s) => s.nameEn).sort();

describe('who sees which ships', () => {
  it.each([
    ['admin', 13],
    ['demo_class', 13],
    ['demo_company', 9],
    ['demo_manager', 7],
    ['demo_authority', 3],
  ])('%s sees %i ships in the list, the login answer and the dashboard', async (user, n) => {
    const c = await client(t.app, user);
    expect((await c.get('/api/fleet/ships?size=100')).data.total).toBe(n);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user, password: user === 'admin' ? 'Admin#Test2026' : 'Demo#Test2026' },
    });
    expect(login.json().data.shipList).toHaveLength(n);
    expect(login.json().data.imoList).toHaveLength(n);
    expect((await c.get('/api/dashboard/summary')).data.ships).toBe(n);
  });

  it('the authority user sees exactly the ships mapped to its authority', async () => {
    const c = await client(t.app, 'demo_authority');
    expect(names(await c.get('/api/fleet/ships'))).toEqual([
      'BLUE OCEAN CARRIER',
      'HAIYUN EXPRESS',
      'HAIYUN TRADER',
    ]);
  });

  it('the subsidiary user does not see the group ships the subsidiary does not manage', async () => {
    const c = await client(t.app, 'demo_manager');
    const r = await c.get('/api/fleet/ships?size=100');
    expect(names(r)).not.toContain('HAIYUN DREAM');
    expect((await c.get(`/api/fleet/ships/${ids.ship('HAIYUN DREAM')}`)).status).toBe(404);
  });

  it('ship authorisation narrows the company scope', async () => {
    const [u] = await t.db.select().from(users).where(eq(users.username, 'demo_manager'));
    await t.db.insert(userShipAuth).values([
      { userId: u.id, shipId: ids.ship('HAIYUN GLORY') },
      { userId: u.id, shipId: blue },
    ]);
    const c = await client(t.app, 'demo_manager');
    // Authorisation cannot widen: the Blue Ocean ship stays out of reach.
    expect(names(await c.get('/api/fleet/ships'))).toEqual(['HAIYUN GLORY']);
    expect((await c.get(`/api/fleet/ships/${blue}`)).status).toBe(404);
    await t.db.delete(userShipAuth).where(eq(userShipAuth.userId, u.id));
  });
});

describe("a company user cannot reach another company's ship by any route", () => {
  it('not through list filters or export', async () => {
    expect((await company.get(`/api/fleet/ships?companyId=${ids.company('BOML')}`)).data.total).toBe(0);
    expect((await company.get('/api/fleet/ships?keyword=BLUE')).data.total).toBe(0);
    expect((await company.get(`/api/fleet/ships?keyword=${imo('966641')}`)).data.total).toBe(0);
    expect((await company.get('/api/fleet/ships/export?keyword=BLUE')).data.items).toEqual([]);
    const all = (await company.get('/api/fleet/ships/export')).data.items.map((s: any) => s.nameEn);
    expect(all).toHaveLength(9);
    expect(all.some((n: string) => n.startsWith('BLUE'))).toBe(false);
  });

  it.each([
    ['GET', () => `/api/fleet/ships/${blue}`],
    ['PUT', () => `/api/fleet/ships/${blue}`],
    ['DELETE', () => `/api/fleet/ships/${blue}`],
    ['POST', () => `/api/fleet/ships/${blue}/notMine`],
    ['GET', () => `/api/fleet/ships/${blue}/photo`],
    ['POST', () => `/api/fleet/ships/${blue}/photo`],
    ['GET', () => `/api/fleet/ships/${blue}/equipment`],
    ['GET', () => `/api/fleet/ships/${blue}/equipment/main_engine`],
    ['POST', () => `/api/fleet/ships/${blue}/equipment/main_engine`],
    ['PUT', () => `/api/fleet/ships/${blue}/equipment/main_engine/${blueUnit}`],
    ['DELETE', () => `/api/fleet/ships/${blue}/equipment/main_engine/${blueUnit}`],
    ['GET', () => `/api/fleet/ships/${blue}/tfc`],
    ['POST', () => `/api/fleet/ships/${blue}/tfc`],
    ['GET', () => `/api/shipManager/getTfc?shipId=${blue}`],
    ['GET', () => `/api/flagDocChange/findAllByshipIdOrderByEffectiveDateDesc/${blue}`],
    ['GET', () => `/api/flagDocChange/findFlagDocChangeById/${blueChange}`],
    ['GET', () => `/api/flagDocChange/flatChangeLatest/${blue}`],
    ['GET', () => `/api/flagDocChange/getPeriodDates/${blue}`],
    ['GET', () => `/api/flagDocChange/findOiShipInfoByImoNo/${imo('966641')}`],
    ['PUT', () => `/api/flagDocChange/${blueChange}`],
    ['DELETE', () => `/api/flagDocChange/${blueChange}`],
  ] as const)('%s %s answers 404 like a missing id', async (method, url) => {
    const payload =
      method === 'POST' && url().endsWith('photo')
        ? undefined
        : url().includes('equipment')
          ? { ...mainEngine(), version: 1 }
          : url().includes('flagDocChange')
            ? {
                shipId: blue,
                changeType: 'flag',
                newFlagCode: 'PAN',
                effectiveDate: '2026-01-01T00:00:00Z',
                version: 1,
              }
            : url().includes('tfc')
              ? { speed: 12, meDaily: 30 }
              : { ...shipPayload(ids.company('HYSG'), { imo: imo('966641') }), version: 1 };
    const m = multipart('p.png', PNG, 'image/png');
    const res = await t.app.inject({
      method,
      url: url(),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload ?? m.payload }),
      headers: { 'x-token': company.token, ...(payload || method !== 'POST' ? {} : m.headers) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(res.body).not.toContain('BLUE OCEAN');
    // Control: the same read is answered for a user who may see the ship.
    if (method === 'GET' && !url().endsWith('photo')) expect((await admin.get(url())).status).toBe(200);
  });

  it('cannot record a change for it, nor create or move a ship outside its own companies', async () => {
    const change = await company.post('/api/flagDocChange', {
      shipId: blue,
      changeType: 'flag',
      newFlagCode: 'PAN',
      effectiveDate: '2026-01-01T00:00:00Z',
    });
    expect(change.status).toBe(404);
    const outside = await company.post(
      '/api/fleet/ships',
      shipPayload(ids.company('BOML'), { imo: imo('912399') }),
    );
    expect(outside.status).toBe(400);
    expect(outside.body.fields.docCompanyId).toMatch(/subsidiary/);
    // The ship is untouched after all of the above.
    const after = await admin.get(`/api/fleet/ships/${blue}`);
    expect(after.data).toMatchObject({ flagCode: 'LBR', nameEn: 'BLUE OCEAN VENTURE', hasPhoto: false });
  });

  it('cannot pull another company into its tree to widen its scope', async () => {
    const r = await company.post(`/api/fleet/companies/${ids.company('HYSG')}/children`, {
      childIds: [ids.company('BOML')],
    });
    // Refused as read-only (the company is readable, so not "not found").
    expect([r.status, r.body.code]).toEqual([403, 'company_read_only']);
    const cand = await company.get(`/api/fleet/companies/${ids.company('HYSG')}/subsidiaryCandidates`);
    expect(cand.data.map((c: any) => c.id)).not.toContain(ids.company('BOML'));
    expect((await company.get('/api/fleet/ships?size=100')).data.total).toBe(9);
  });
});

describe('not my ship', () => {
  it('unlinks the caller company tree from the ship, which then leaves its scope', async () => {
    const glory = ids.ship('HAIYUN GLORY');
    const r = await company.post(`/api/fleet/ships/${glory}/notMine`);
    expect(r.status).toBe(200);
    expect((await company.get(`/api/fleet/ships/${glory}`)).status).toBe(404);
    const seen = await admin.get(`/api/fleet/ships/${glory}`);
    expect(seen.data).toMatchObject({ ownerCompanyId: null, operatorCompanyId: null, docCompanyId: null });
    const cls = await client(t.app, 'demo_class');
    expect((await cls.post(`/api/fleet/ships/${glory}/notMine`)).status).toBe(403);
  });
});
