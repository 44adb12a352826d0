import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, demoIds, imo, type Client } from '../../support/fleet/fleetHelpers.js';

// The test clock starts at 2026-03-02T08:00Z.
let t: TestApp;
let admin: Client;
let company: Client;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  company = await client(t.app, 'demo_company');
  ids = await demoIds(admin);
});
afterAll(() => t.close());

const flag = (shipId: number, newFlagCode: string, effectiveDate: string, extra = {}) => ({
  shipId,
  changeType: 'flag',
  newFlagCode,
  effectiveDate,
  ...extra,
});

describe('flag changes', () => {
  it('records a change in effect: the old flag comes from the ship, the ship follows the new one', async () => {
    const ship = ids.ship('HAIYUN GLORY');
    const r = await company.post('/api/flagDocChange', flag(ship, 'PAN', '2026-02-01T00:00:00Z'));
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      oldFlagCode: 'CHN',
      newFlagCode: 'PAN',
      applied: true,
      createdBy: 'demo_company',
      shipNameEn: 'HAIYUN GLORY',
    });
    expect((await company.get(`/api/fleet/ships/${ship}`)).data.flagCode).toBe('PAN');
    expect((await company.get(`/api/flagDocChange/findFlagDocChangeById/${r.data.id}`)).data.id).toBe(
      r.data.id,
    );
  });

  it('shows the history newest first and the latest change per type', async () => {
    const ship = ids.ship('HAIYUN GLORY');
    await company.post('/api/flagDocChange', flag(ship, 'LBR', '2025-06-01T00:00:00Z'));
    const h = await company.get(`/api/flagDocChange/findAllByshipIdOrderByEffectiveDateDesc/${ship}`);
    expect(h.data.map((c: any) => c.newFlagCode)).toEqual(['PAN', 'LBR']);
    // Back-dated, the earlier change takes its "before" value from the history, not the ship.
    expect(h.data[1].oldFlagCode).toBe('CHN');
    expect((await company.get(`/api/fleet/ships/${ship}`)).data.flagCode).toBe('PAN');
    const latest = await company.get(`/api/flagDocChange/flatChangeLatest/${ship}`);
    expect(latest.data.flag.newFlagCode).toBe('PAN');
    expect(latest.data.doc).toBeNull();
  });

  it('splits the reporting year on the change dates', async () => {
    const ship = ids.ship('HAIYUN GLORY');
    const r = await company.get(`/api/flagDocChange/getPeriodDates/${ship}?year=2025`);
    expect(r.data.dates).toEqual(['2025-06-01T00:00:00.000Z']);
    expect(r.data.periods).toEqual([
      expect.objectContaining({
        start: '2025-01-01T00:00:00.000Z',
        end: '2025-06-01T00:00:00.000Z',
        flagCode: 'CHN',
      }),
      expect.objectContaining({
        start: '2025-06-01T00:00:00.000Z',
        end: '2026-01-01T00:00:00.000Z',
        flagCode: 'LBR',
      }),
    ]);
    expect((await company.get(`/api/flagDocChange/getPeriodDates/${ship}`)).data.year).toBe(2026);
  });

  it('deleting the change in effect brings the previous flag back', async () => {
    const ship = ids.ship('HAIYUN GLORY');
    const h = (await company.get(`/api/flagDocChange/findAllByshipIdOrderByEffectiveDateDesc/${ship}`)).data;
    expect((await company.del(`/api/flagDocChange/${h[0].id}`)).status).toBe(200);
    expect((await company.get(`/api/fleet/ships/${ship}`)).data.flagCode).toBe('LBR');
    expect((await company.del(`/api/flagDocChange/${h[1].id}`)).status).toBe(200);
    expect((await company.get(`/api/fleet/ships/${ship}`)).data.flagCode).toBe('CHN');
    expect((await company.get(`/api/flagDocChange/findFlagDocChangeById/${h[1].id}`)).status).toBe(404);
  });

  it('applies a future-dated change only once it is in effect', async () => {
    const ship = ids.ship('HAIYUN PROSPERITY');
    const r = await admin.post('/api/flagDocChange', flag(ship, 'SGP', '2026-03-10T00:00:00Z'));
    expect(r.data.applied).toBe(false);
    expect((await admin.get(`/api/fleet/ships/${ship}`)).data.flagCode).toBe('HKG');
    const listed = async (c: Client) =>
      (await c.get('/api/fleet/ships?keyword=prosperity')).data.items.map((s: any) => s.flagCode);
    expect(await listed(admin)).toEqual(['HKG']); // now a cached answer
    t.clock.advance(9 * 24 * 3600_000);
    const again = await client(t.app, 'admin');
    // The list call that brings the change into effect answers with it, not with its cached page.
    expect(await listed(again)).toEqual(['SGP']);
    expect((await again.get(`/api/fleet/ships/${ship}`)).data.flagCode).toBe('SGP');
    expect((await again.get(`/api/flagDocChange/findFlagDocChangeById/${r.data.id}`)).data.applied).toBe(
      true,
    );
    admin = again;
    company = await client(t.app, 'demo_company');
  });

  it('edits a change with its version and refuses a stale edit', async () => {
    const ship = ids.ship('HAIYUN STAR');
    const c = await admin.post('/api/flagDocChange', flag(ship, 'PAN', '2026-01-15T00:00:00Z'));
    const u = await admin.put(
      `/api/flagDocChange/${c.data.id}`,
      flag(ship, 'LBR', '2026-01-15T00:00:00Z', { version: 1 }),
    );
    expect(u.status).toBe(200);
    expect(u.data).toMatchObject({ newFlagCode: 'LBR', version: 2, updatedBy: 'admin' });
    expect((await admin.get(`/api/fleet/ships/${ship}`)).data.flagCode).toBe('LBR');
    expect(
      (
        await admin.put(
          `/api/flagDocChange/${c.data.id}`,
          flag(ship, 'MLT', '2026-01-15T00:00:00Z', { version: 1 }),
        )
      ).status,
    ).toBe(409);
  });

  it.each([
    ['no new flag', { newFlagCode: undefined }, 'newFlagCode'],
    ['the same flag', { oldFlagCode: 'CHN', newFlagCode: 'CHN' }, 'newFlagCode'],
    ['an unknown flag', { newFlagCode: 'QQQ' }, 'flagCode'],
    ['no date', { effectiveDate: '' }, 'effectiveDate'],
    ['a date without zone', { effectiveDate: '2026-01-01 00:00' }, 'effectiveDate'],
    ['an unknown type', { changeType: '3' }, 'changeType'],
  ])('refuses %s', async (_n, over, field) => {
    const r = await admin.post('/api/flagDocChange', {
      ...flag(ids.ship('HAIYUN TRADER'), 'PAN', '2026-01-01T00:00:00Z'),
      ...over,
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields)).toContain(field);
  });

  it('refuses two changes of one type at the same instant, accepts the legacy type code', async () => {
    const ship = ids.ship('HAIYUN TRADER');
    expect(
      (await admin.post('/api/flagDocChange', flag(ship, 'PAN', '2025-01-01T00:00:00Z', { changeType: '1' })))
        .status,
    ).toBe(200);
    const dup = await admin.post('/api/flagDocChange', flag(ship, 'LBR', '2025-01-01T00:00:00+00:00'));
    expect(dup.status).toBe(409);
  });

  it('needs the change permission', async () => {
    const mgr = await client(t.app, 'demo_manager');
    expect(
      (await mgr.post('/api/flagDocChange', flag(ids.ship('HAIYUN GLORY'), 'PAN', '2026-01-01T00:00:00Z')))
        .status,
    ).toBe(403);
    expect((await mgr.get(`/api/flagDocChange/flatChangeLatest/${ids.ship('HAIYUN GLORY')}`)).status).toBe(
      200,
    );
  });
});

describe('DOC changes', () => {
  it('moves the ship to the new DOC holder; the old company loses sight of it if nothing else links it', async () => {
    const ship = ids.ship('HAIYUN DREAM');
    const change = {
      shipId: ship,
      changeType: 'doc',
      newCompanyId: ids.company('BOML'),
      effectiveDate: '2026-03-01T00:00:00Z',
    };
    // A transfer out of the company user's group needs an administrator.
    const refused = await company.post('/api/flagDocChange', change);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('transfer_needs_admin');
    const r = await admin.post('/api/flagDocChange', change);
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      oldCompanyId: ids.company('HYSG'),
      newCompanyEn: 'Blue Ocean Maritime Ltd.',
    });
    expect((await admin.get(`/api/fleet/ships/${ship}`)).data.docCompanyId).toBe(ids.company('BOML'));
    // The group still owns and operates it, so the group user still sees it.
    expect((await company.get(`/api/fleet/ships/${ship}`)).status).toBe(200);
    const blue = await admin.get(`/api/fleet/ships?companyId=${ids.company('BOML')}`);
    expect(blue.data.items.map((s: any) => s.nameEn)).toContain('HAIYUN DREAM');
  });

  it('refuses an unknown company and a change to the same company', async () => {
    const ship = ids.ship('HAIYUN STAR');
    const body = { shipId: ship, changeType: 'doc', effectiveDate: '2026-01-01T00:00:00Z' };
    expect(
      (await admin.post('/api/flagDocChange', { ...body, newCompanyId: 999999 })).body.fields,
    ).toHaveProperty('newCompanyId');
    const same = await admin.post('/api/flagDocChange', {
      ...body,
      oldCompanyId: ids.company('HYSM'),
      newCompanyId: ids.company('HYSM'),
    });
    expect(same.status).toBe(400);
  });

  it('finds a ship by IMO number within scope', async () => {
    const r = await company.get(`/api/flagDocChange/findOiShipInfoByImoNo/${imo('972016')}`);
    expect(r.data).toMatchObject({ nameEn: 'HAIYUN STAR' });
    expect((await company.get('/api/flagDocChange/findOiShipInfoByImoNo/1234567')).status).toBe(404);
  });
});
