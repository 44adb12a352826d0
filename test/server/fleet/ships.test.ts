import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, demoIds, imo, shipPayload, type Client } from '../../support/fleet/fleetHelpers.js';

let t: TestApp;
let admin: Client;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  ids = await demoIds(admin);
});
afterAll(() => t.close());

describe('ship list and filters', () => {
  it('lists the demo fleet with dictionary and company names', async () => {
    const r = await admin.get('/api/fleet/ships?size=50');
    expect(r.status).toBe(200);
    expect(r.data.total).toBe(13);
    const glory = r.data.items.find((s: any) => s.nameEn === 'HAIYUN GLORY');
    expect(glory).toMatchObject({
      flagCode: 'CHN',
      shipTypeEn: 'Bulk carrier',
      docCompanyEn: 'Haiyun Ship Management Co., Ltd.',
    });
  });

  it.each([
    ['keyword=blue', 4],
    // Case-insensitive, across words, in Chinese (one lower-cased search column, see ships.searchText).
    ['keyword=BlUe', 4],
    ['keyword=haiyun%20glory', 1],
    [`keyword=${encodeURIComponent('海运荣耀')}`, 1],
    ['keyword=glory%20haiyun', 0],
    ['keyword=%25', 0],
    ['keyword=_', 0],
    [`keyword=${imo('948101')}`, 1],
    ['shipTypeCode=1', 3],
    ['shipTypeCode=3&subTypeCode=0302', 1],
    ['dwtFrom=100000', 3],
    ['dwtFrom=50000&dwtTo=90000', 4],
    ['speedFrom=17&speedTo=18', 3],
  ])('filters by %s', async (q, n) => {
    const r = await admin.get(`/api/fleet/ships?${q}`);
    expect(r.status).toBe(200);
    expect(r.data.total).toBe(n);
  });

  it('lists every demo ship with its identification number, and an ice class only where it fits', async () => {
    // The demo fleet looked unfinished with these empty.
    const items = (await admin.get('/api/fleet/ships?size=50')).data.items as any[];
    const reg = items.map((s) => s.registrationNo);
    expect(reg.every((r) => typeof r === 'string' && r.length > 0)).toBe(true);
    expect(new Set(reg).size).toBe(items.length);
    // Chinese flag: the MSA ship identification number, CN + the year of build + seven digits.
    for (const s of items.filter((x) => x.flagCode === 'CHN')) {
      const built = (await admin.get(`/api/fleet/ships/${s.id}`)).data.deliveryDate;
      expect(s.registrationNo, s.nameEn).toMatch(new RegExp(`^CN${String(built).slice(0, 4)}\\d{7}$`));
    }
    const iced = Object.fromEntries(items.filter((s) => s.iceClass).map((s) => [s.nameEn, s.iceClass]));
    expect(iced).toEqual({ 'HAIYUN TRADER': 'IC', 'HAIYUN EXPRESS': 'IC', 'BLUE OCEAN SPIRIT': 'IA' });
  });

  it('filters by company (owner, operator, DOC holder or builder)', async () => {
    expect((await admin.get(`/api/fleet/ships?companyId=${ids.company('BOML')}`)).data.total).toBe(4);
    expect((await admin.get(`/api/fleet/ships?companyId=${ids.company('HYSM')}`)).data.total).toBe(7);
  });

  it('pages', async () => {
    const r = await admin.get('/api/fleet/ships?page=2&size=5');
    expect(r.data).toMatchObject({ total: 13, page: 2, size: 5 });
    expect(r.data.items).toHaveLength(5);
    expect((await admin.get('/api/fleet/ships?size=0')).status).toBe(400);
  });

  // The page's ids are chosen before the joins: pages must still follow the list's order
  // (name, then id for equal names), cover the list once, and keep the caller's scope and filter.
  it.each([
    ['admin', ''],
    ['demo_company', ''],
    ['admin', 'dwtFrom=50000&'],
  ])('pages of %s (%s) join up to the whole list in name order', async (who, filter) => {
    const c = who === 'admin' ? admin : await client(t.app, who);
    const whole = (await c.get(`/api/fleet/ships?${filter}size=100`)).data;
    const paged: any[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 3); page++) {
      const r = (await c.get(`/api/fleet/ships?${filter}page=${page}&size=3`)).data;
      expect(r.total).toBe(whole.total);
      paged.push(...r.items);
    }
    expect(paged.map((s) => s.id)).toEqual(whole.items.map((s: any) => s.id));
    const order = [...whole.items].sort((a: any, b: any) =>
      a.nameEn < b.nameEn ? -1 : a.nameEn > b.nameEn ? 1 : a.id - b.id,
    );
    expect(whole.items.map((s: any) => s.id)).toEqual(order.map((s: any) => s.id));
    expect(paged.every((s) => typeof s.flagNameEn === 'string' && 'docCompanyEn' in s)).toBe(true);
  });

  it('exports the filtered rows as JSON for the browser to write xlsx', async () => {
    const r = await admin.get('/api/fleet/ships/export?shipTypeCode=4');
    expect(r.status).toBe(200);
    expect(r.data.items.map((s: any) => s.nameEn).sort()).toEqual(['BLUE OCEAN VENTURE', 'HAIYUN STAR']);
    expect(r.data.truncated).toBe(false);
  });
});

describe('ship detail, create, edit, delete', () => {
  it('answers the detail with fuels and authorities, 404 for an unknown id', async () => {
    const r = await admin.get(`/api/fleet/ships/${ids.ship('HAIYUN TRADER')}`);
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ imo: imo('934570'), authorityCodes: ['MSA-SH'], hasPhoto: false });
    expect(r.data.fuels).toEqual(expect.arrayContaining([{ fuelCode: '11', method: '2' }]));
    expect((await admin.get('/api/fleet/ships/999999')).status).toBe(404);
    expect((await admin.get('/api/fleet/ships/abc')).status).toBe(400);
  });

  it.each([
    ['a wrong IMO check digit', { imo: '9123450' === imo('912345') ? '9123451' : '9123450' }, 'imo'],
    ['an IMO of 6 digits', { imo: '912345' }, 'imo'],
    ['neither IMO nor registration number', { imo: '', registrationNo: '' }, 'imo'],
    ['no English name', { nameEn: '' }, 'nameEn'],
    ['negative GT', { gt: -1 }, 'gt'],
    ['no DWT', { dwt: undefined }, 'dwt'],
    ['a design speed of 80 kn', { designSpeed: 80 }, 'designSpeed'],
    ['NT above GT', { nt: 50_000 }, 'nt'],
    ['an unknown flag', { flagCode: 'XXX' }, 'flagCode'],
    ['a lower-case flag', { flagCode: 'chn' }, 'flagCode'],
    ['an unknown home port', { homePortCode: 'ZZZZZ' }, 'homePortCode'],
    ['a sub-type of another type', { subTypeCode: '0301' }, 'subTypeCode'],
    ['type Other without a description', { shipTypeCode: '14', subTypeCode: null }, 'otherTypeText'],
    ['an unknown fuel', { fuels: [{ fuelCode: '99', method: '1' }] }, 'fuels'],
    ['a fuel method 4', { fuels: [{ fuelCode: '3', method: '4' }] }, 'fuels.0.method'],
    ['an MRV method E', { mrvMethod: 'E' }, 'mrvMethod'],
    ['an unknown company', { ownerCompanyId: 999999 }, 'ownerCompanyId'],
    ['an unknown authority', { authorityCodes: ['NOPE'] }, 'authorityCodes'],
  ])('refuses %s with a field message', async (_n, over, field) => {
    const r = await admin.post('/api/fleet/ships', shipPayload(ids.company('BOML'), over));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
    expect(Object.keys(r.body.fields)).toContain(field);
  });

  it('answers field messages in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fleet/ships',
      payload: shipPayload(ids.company('BOML'), { imo: '9123456' === imo('912345') ? '9123457' : '9123456' }),
      headers: { 'x-token': admin.token, 'accept-language': 'zh-CN' },
    });
    expect(res.json().fields.imo).toBe('IMO编号校验位错误');
  });

  it('creates a ship with only a registration number, edits it, refuses a stale version', async () => {
    const c = await admin.post(
      '/api/fleet/ships',
      shipPayload(ids.company('BOML'), { imo: null, registrationNo: 'CN-REG-77' }),
    );
    expect(c.status).toBe(200);
    expect(c.data).toMatchObject({ imo: null, registrationNo: 'CN-REG-77', version: 1 });
    const body = {
      ...shipPayload(ids.company('BOML'), { imo: null, registrationNo: 'CN-REG-77', nameEn: 'RENAMED' }),
      version: 1,
    };
    const u = await admin.put(`/api/fleet/ships/${c.data.id}`, body);
    expect(u.status).toBe(200);
    expect(u.data).toMatchObject({ nameEn: 'RENAMED', version: 2 });
    const stale = await admin.put(`/api/fleet/ships/${c.data.id}`, body);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('conflict');
    expect((await admin.del(`/api/fleet/ships/${c.data.id}`)).status).toBe(200);
    expect((await admin.get(`/api/fleet/ships/${c.data.id}`)).status).toBe(404);
  });

  it('keeps fuels and authorities when an update leaves them out, replaces them when given', async () => {
    const id = ids.ship('HAIYUN TRADER');
    const cur = (await admin.get(`/api/fleet/ships/${id}`)).data;
    const { fuels: _f, ...rest } = shipPayload(ids.company('HYSM'), {
      imo: cur.imo,
      registrationNo: null,
      nameEn: cur.nameEn,
      shipTypeCode: '5',
      subTypeCode: '0501',
    });
    const kept = await admin.put(`/api/fleet/ships/${id}`, { ...rest, version: cur.version });
    expect(kept.data).toMatchObject({ authorityCodes: ['MSA-SH'], fuels: cur.fuels });
    const cleared = await admin.put(`/api/fleet/ships/${id}`, {
      ...rest,
      fuels: [],
      authorityCodes: [],
      version: kept.data.version,
    });
    expect(cleared.data).toMatchObject({ authorityCodes: [], fuels: [] });
  });

  it.each([
    ['shipType', '12'],
    ['shipSub', '0301'],
    ['gcState', 'CHN'],
    ['classificat', 'CCS'],
    ['fuel', '6'],
    ['energyForm', '5'],
  ])('offers the %s lookup to ship editors', async (name, code) => {
    const mgr = await client(t.app, 'demo_manager');
    const r = await mgr.get(`/api/fleet/lookups/${name}`);
    expect(r.status).toBe(200);
    expect(r.data.items.map((x: any) => x.code)).toContain(code);
  });

  it('refuses a second ship with the same IMO number', async () => {
    const r = await admin.post(
      '/api/fleet/ships',
      shipPayload(ids.company('BOML'), { imo: imo('948101'), registrationNo: null }),
    );
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('imo_taken');
  });

  it('refuses to delete a ship with DOC/flag history, and deletes one whose equipment goes with it', async () => {
    const r = await admin.del(`/api/fleet/ships/${ids.ship('BLUE OCEAN VENTURE')}`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('has_dependants');
    expect((await admin.get(`/api/fleet/ships/${ids.ship('BLUE OCEAN VENTURE')}`)).status).toBe(200);
    const spirit = ids.ship('BLUE OCEAN SPIRIT');
    expect((await admin.del(`/api/fleet/ships/${spirit}`)).status).toBe(200);
    expect((await admin.get(`/api/fleet/ships/${spirit}/equipment`)).status).toBe(404);
  });

  it('requires the permission of each action', async () => {
    const cls = await client(t.app, 'demo_class');
    expect((await cls.get('/api/fleet/ships')).data.total).toBeGreaterThan(10);
    expect((await cls.post('/api/fleet/ships', shipPayload(ids.company('BOML')))).status).toBe(403);
    expect((await cls.del(`/api/fleet/ships/${ids.ship('HAIYUN GLORY')}`)).status).toBe(403);
    const mgr = await client(t.app, 'demo_manager');
    expect((await mgr.post('/api/fleet/ships', shipPayload(ids.company('HYSM')))).status).toBe(403);
    expect((await t.app.inject({ url: '/api/fleet/ships' })).statusCode).toBe(401);
  });
});
