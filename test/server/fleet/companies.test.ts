import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, companyPayload, demoIds, type Client } from '../../support/fleet/fleetHelpers.js';

let t: TestApp;
let admin: Client;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  ids = await demoIds(admin);
});
afterAll(() => t.close());

describe('company list, detail, pickers', () => {
  it.each([
    ['', 4],
    ['keyword=haiyun', 2],
    ['keyword=BOML', 1],
    ['address=Hong%20Kong', 1],
    ['type=authority', 1],
    ['type=doc_holder', 2],
  ])('lists with filter "%s"', async (q, n) => {
    const r = await admin.get(`/api/fleet/companies?${q}`);
    expect(r.status).toBe(200);
    expect(r.data.total).toBe(n);
  });

  it('answers the detail with parent and subsidiaries', async () => {
    const g = await admin.get(`/api/fleet/companies/${ids.company('HYSG')}`);
    expect(g.data.children.map((c: any) => c.nameEn)).toEqual(['Haiyun Ship Management Co., Ltd.']);
    const m = await admin.get(`/api/fleet/companies/${ids.company('HYSM')}`);
    expect(m.data.parent).toMatchObject({ id: ids.company('HYSG') });
    expect((await admin.get('/api/fleet/companies/999999')).status).toBe(404);
  });

  it('offers company options to ship editors and exports for those allowed', async () => {
    const mgr = await client(t.app, 'demo_manager');
    const o = await mgr.get('/api/fleet/companies/options?keyword=blue');
    expect(o.data.items).toHaveLength(1);
    expect(Object.keys(o.data.items[0])).not.toContain('contactPhone');
    expect((await mgr.get('/api/fleet/companies')).status).toBe(403);
    expect((await admin.get('/api/fleet/companies/export?type=owner')).data.items).toHaveLength(2);
  });

  it('offers as subsidiaries neither the company itself nor its ancestors', async () => {
    const r = await admin.get(`/api/fleet/companies/${ids.company('HYSM')}/subsidiaryCandidates`);
    const got = r.data.map((c: any) => c.id);
    expect(got).not.toContain(ids.company('HYSM'));
    expect(got).not.toContain(ids.company('HYSG'));
    expect(got).toContain(ids.company('BOML'));
  });
});

describe('company writes', () => {
  it.each([
    ['no Chinese name', { nameZh: '' }, 'nameZh'],
    ['no type', { types: [] }, 'types'],
    ['an unknown type', { types: ['pirate'] }, 'types.0'],
    ['a bad e-mail', { contactEmail: 'nope' }, 'contactEmail'],
    ['a bad expiry date', { certificateExpiry: '2026-13-01' }, 'certificateExpiry'],
  ])('refuses %s', async (_n, over, field) => {
    const r = await admin.post('/api/fleet/companies', companyPayload(over));
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields)).toContain(field);
  });

  it('creates, edits with the version, refuses a stale edit and deletes', async () => {
    const c = await admin.post(
      '/api/fleet/companies',
      companyPayload({ code: 'NEW1', certificateExpiry: '2027-06-30' }),
    );
    expect(c.status).toBe(200);
    expect(c.data).toMatchObject({ version: 1, certificateExpiry: '2027-06-30' });
    const body = { ...companyPayload({ code: 'NEW1', nameEn: 'Renamed' }), version: 1 };
    expect((await admin.put(`/api/fleet/companies/${c.data.id}`, body)).data).toMatchObject({
      nameEn: 'Renamed',
      version: 2,
    });
    expect((await admin.put(`/api/fleet/companies/${c.data.id}`, body)).status).toBe(409);
    // The public-charts opt-in is off until the owner sets it, and kept when set.
    expect(c.data.publicStats).toBe(false);
    const optIn = { ...body, version: 2, publicStats: true };
    expect((await admin.put(`/api/fleet/companies/${c.data.id}`, optIn)).data).toMatchObject({
      publicStats: true,
      version: 3,
    });
    expect(
      (await admin.put(`/api/fleet/companies/${c.data.id}`, { ...optIn, version: 3, publicStats: 'yes' }))
        .status,
    ).toBe(400);
    expect((await admin.post('/api/fleet/companies', companyPayload({ code: 'NEW1' }))).status).toBe(409);
    expect((await admin.del(`/api/fleet/companies/${c.data.id}`)).status).toBe(200);
    expect((await admin.get(`/api/fleet/companies/${c.data.id}`)).status).toBe(404);
  });

  it('refuses to make a company its own ancestor', async () => {
    const g = (await admin.get(`/api/fleet/companies/${ids.company('HYSG')}`)).data;
    const self = await admin.put(`/api/fleet/companies/${g.id}`, {
      ...companyPayload({ code: 'HYSG' }),
      parentId: g.id,
      version: g.version,
    });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('company_cycle');
    const loop = await admin.put(`/api/fleet/companies/${g.id}`, {
      ...companyPayload({ code: 'HYSG' }),
      parentId: ids.company('HYSM'),
      version: g.version,
    });
    expect(loop.status).toBe(409);
    expect(loop.body.message).toMatch(/ancestor/);
    const viaChildren = await admin.post(`/api/fleet/companies/${ids.company('HYSM')}/children`, {
      childIds: [g.id],
    });
    expect(viaChildren.status).toBe(409);
  });

  it('sets and clears subsidiaries', async () => {
    const c = await admin.post('/api/fleet/companies', companyPayload({ code: 'SUBX' }));
    const blue = ids.company('BOML');
    expect(
      (await admin.post(`/api/fleet/companies/${blue}/children`, { childIds: [c.data.id] })).status,
    ).toBe(200);
    expect((await admin.get(`/api/fleet/companies/${c.data.id}`)).data.parentId).toBe(blue);
    expect((await admin.post(`/api/fleet/companies/${blue}/children`, { childIds: [] })).status).toBe(200);
    expect((await admin.get(`/api/fleet/companies/${c.data.id}`)).data.parentId).toBeNull();
  });

  it.each([
    ['ships and users', 'HYSM'],
    ['subsidiaries', 'HYSG'],
    ['ships', 'BOML'],
  ])('refuses to delete a company that still has %s', async (_n, code) => {
    const r = await admin.del(`/api/fleet/companies/${ids.company(code)}`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('has_dependants');
  });

  it('lets a company user change only its own tree', async () => {
    const u = await client(t.app, 'demo_company');
    const blue = (await admin.get(`/api/fleet/companies/${ids.company('BOML')}`)).data;
    const r = await u.put(`/api/fleet/companies/${blue.id}`, {
      ...companyPayload({ code: 'BOML' }),
      version: blue.version,
    });
    // The company is readable, so the refusal says why instead of "not found".
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('company_read_only');
    expect(r.body.message).toMatch(/view it but not change/);
    const del = await u.del(`/api/fleet/companies/${blue.id}`);
    expect([del.status, del.body.code]).toEqual([403, 'company_read_only']);
    const under = await u.post('/api/fleet/companies', companyPayload({ code: 'UND1', parentId: blue.id }));
    expect(under.status).toBe(400);
    expect(under.body.fields.parentId).toMatch(/your company/);
    const mine = await u.post(
      '/api/fleet/companies',
      companyPayload({ code: 'UND2', parentId: ids.company('HYSM') }),
    );
    expect(mine.status).toBe(200);
    expect((await (await client(t.app, 'demo_authority')).get('/api/fleet/companies')).status).toBe(403);
    expect(
      (
        await (
          await client(t.app, 'demo_class')
        ).post('/api/fleet/companies', companyPayload({ code: 'CLS1' }))
      ).status,
    ).toBe(403);
  });
});

describe('the company list for a company user', () => {
  const codes = (r: any) => r.data.items.map((c: any) => c.code).sort();

  it('lists every company, marking those outside the user tree read-only', async () => {
    const u = await client(t.app, 'demo_company');
    const list = await u.get('/api/fleet/companies?size=100');
    expect(list.data.total).toBe((await admin.get('/api/fleet/companies')).data.total);
    const editable = Object.fromEntries(list.data.items.map((c: any) => [c.code, c.editable]));
    expect(editable).toMatchObject({ HYSG: true, HYSM: true, BOML: false });
    const writable = codes(await u.get('/api/fleet/companies?writable=true&size=100'));
    expect(
      list.data.items
        .filter((c: any) => c.editable)
        .map((c: any) => c.code)
        .sort(),
    ).toEqual(writable);
    const all = await admin.get('/api/fleet/companies?size=100');
    expect(all.data.items.every((c: any) => c.editable === true)).toBe(true);
  });

  it('offers only writable companies as parents, and the dashboard counts what the list shows', async () => {
    const u = await client(t.app, 'demo_company');
    const parents = await u.get('/api/fleet/companies?writable=true&size=100');
    expect(codes(parents)).toEqual(expect.arrayContaining(['HYSG', 'HYSM']));
    expect(codes(parents)).not.toContain('BOML');
    expect(parents.data.total).toBe(parents.data.items.length);
    expect((await admin.get('/api/fleet/companies?writable=true')).data.total).toBe(
      (await admin.get('/api/fleet/companies')).data.total,
    );
    const summary = (await u.get('/api/dashboard/summary')).data;
    expect(summary.companies).toBe((await u.get('/api/fleet/companies')).data.total);
    expect(summary.ownCompanies).toBe(parents.data.total);
    expect((await admin.get('/api/dashboard/summary')).data.ownCompanies).toBeUndefined();
  });

  it('lets the user save its top company while it hangs under a group outside its tree', async () => {
    const top = await admin.post('/api/fleet/companies', companyPayload({ code: 'TOPX' }));
    const hysg = (await admin.get(`/api/fleet/companies/${ids.company('HYSG')}`)).data;
    const body = (over: Record<string, unknown>) => ({ ...companyPayload({ code: 'HYSG' }), ...over });
    const linked = await admin.put(`/api/fleet/companies/${hysg.id}`, {
      ...body({ parentId: top.data.id }),
      version: hysg.version,
    });
    expect(linked.status).toBe(200);
    const u = await client(t.app, 'demo_company');
    const kept = await u.put(`/api/fleet/companies/${hysg.id}`, {
      ...body({ parentId: top.data.id, remark: 'kept' }),
      version: linked.data.version,
    });
    expect(kept.status).toBe(200);
    const moved = await u.put(`/api/fleet/companies/${hysg.id}`, {
      ...body({ parentId: ids.company('BOML') }),
      version: kept.data.version,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields.parentId).toBeTruthy();
  });
});
