import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUELS } from '../../../src/domain/registry/fuels.js';
import { auth, createTestApp, loginAs, type TestApp } from '../../support/app.js';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  manager = await loginAs(t.app, 'demo_manager');
});
afterAll(() => t.close());

const get = async (url: string, token = admin, lang = 'en') => {
  const res = await t.app.inject({
    url: `/api/${url}`,
    headers: { ...auth(token), 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('seeded reference data', () => {
  it('has every flag state with a Chinese name and at least 1,500 ports with coordinates', async () => {
    const flags = (await get('dict/gcState?size=500')).body.data;
    expect(flags.total).toBeGreaterThanOrEqual(249);
    expect(flags.items.every((f: any) => /[\u4e00-\u9fff]/.test(f.cnBrief))).toBe(true);
    const ports = await get('dict/port/export');
    const located = ports.body.data.items.filter((p: any) => p.longitude !== null && p.latitude !== null);
    expect(located.length).toBeGreaterThanOrEqual(1500);
    const shanghai = (await get('dict/port?code=CNSHA')).body.data.items[0];
    expect(shanghai).toMatchObject({ cnName: '上海', countryAlpha3: 'CHN', isEea: false });
  });

  // Seeded remarks were English only; each is stored in Chinese (remark) and English (remarkEn).
  it('serves seeded remarks in both languages, and keeps an English remark written through the API', async () => {
    const dnv = (await get('dict/classificat?code=DNV')).body.data.items.find((c: any) => c.code === 'DNV');
    expect(dnv.remark).toMatch(/[\u4e00-\u9fff]/);
    expect(dnv.remarkEn).toBe('Det Norske Veritas; DNV GL 2013-2021');
    const { id, createdAt: _c, updatedAt: _u, ...body } = dnv;
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/dict/classificat/${id}`,
        headers: auth(admin),
        payload: payload as object,
      });
    const res = await put({ ...body, remarkEn: 'Formerly Det Norske Veritas' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ remark: dnv.remark, remarkEn: 'Formerly Det Norske Veritas' });
    const tooLong = await put({ ...body, version: res.json().data.version, remarkEn: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toHaveProperty('remarkEn');
  });

  it('takes fuel factors from the registry, and fills them from it when a new fuel omits them', async () => {
    const fuels = (await get('dict/fuel?size=50')).body.data.items;
    expect(fuels.map((f: any) => f.code)).toEqual([
      '1',
      '11',
      '12',
      '2',
      '21',
      '22',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    const lng = fuels.find((f: any) => f.code === '6');
    expect([lng.cf, lng.carbonContent]).toEqual([FUELS.LNG.cf, FUELS.LNG.carbonContent]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dict/fuel',
      headers: auth(admin),
      payload: { code: '9', cnName: '乙烷', enName: 'Ethane', registryCode: 'ETHANE', carbonContent: '' },
    });
    expect(res.json().data).toMatchObject({ cf: FUELS.ETHANE.cf, carbonContent: FUELS.ETHANE.carbonContent });
    const del = {
      method: 'DELETE' as const,
      url: `/api/dict/fuel/${res.json().data.id}`,
      headers: auth(admin),
    };
    expect((await t.app.inject(del)).statusCode).toBe(200);
  });
});

describe('list filters and sorting', () => {
  it.each([
    ['dict/port?country=NLD&isEea=true&size=5', (r: any) => r.countryAlpha3 === 'NLD' && r.isEea],
    ['dict/port?enName=rotter', (r: any) => /rotter/i.test(r.enName)],
    ['dict/gcState?cnName=中国', (r: any) => r.cnBrief.includes('中国') || r.cnName.includes('中国')],
    ['dict/shipSub?typeCode=3', (r: any) => r.typeCode === '3'],
    ['dict/classificat?isIacsMember=false', (r: any) => !r.isIacsMember],
    ['dict/port?keyword=100%25', () => false],
  ])('%s', async (url, match) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    for (const r of body.data.items) expect(match(r)).toBe(true);
  });

  it('sorts descending with a minus and refuses an unknown sort key or size', async () => {
    const codes = (await get('dict/port?sort=-code&size=3')).body.data.items.map((p: any) => p.code);
    expect(codes).toEqual([...codes].sort().reverse());
    const bad = await get('dict/port?sort=password&size=9999');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['size', 'sort']);
  });
});

describe('picker aliases (docs/product-rules.md §7)', () => {
  it.each([
    ['fuel/findFuelList', 30, 12],
    ['energyForm/findEnergyFormList', 30, 6],
    ['gcState/findGcStateList', 300, 250],
    ['shipType/findShipTypeList', 50, 14],
    ['shipSub/findShipSubList', 50, 35],
    ['classificat/findClassificatList', 50, 16],
    ['dicGrossTon/findDicGrossTonList', 50, 7],
    ['shipAge/findShipAgeList', 20, 6],
    ['gcCity/findGcCityList', 50, 50],
  ])('%s answers page 1 of size %i to any logged-in user', async (url, size, n) => {
    const { status, body } = await get(url, manager);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ page: 1, size });
    expect(body.data.items.length).toBe(n);
    expect((await t.app.inject({ url: `/api/${url}` })).statusCode).toBe(401);
  });

  // The port picker tells same-name ports apart by province, and a port call takes its offset
  // from the zone (docs/product-rules.md §9).
  it('answers each port with its province and IANA time zone', async () => {
    const { body } = await get('gcCity/findGcCityList?keyword=dalian', manager);
    const dalian = body.data.items.filter((p: any) => ['CNDAL', 'CNDLC'].includes(p.code));
    // One sea-ports entry lists both codes, CNDLC first: CNDAL names it as the same port.
    expect(dalian.map((p: any) => [p.code, p.province, p.timeZone, p.sameAs]).sort()).toEqual([
      ['CNDAL', 'Liaoning', 'Asia/Shanghai', 'CNDLC'],
      ['CNDLC', 'Liaoning', 'Asia/Shanghai', ''],
    ]);
    const rotterdam = (await get('gcCity/findGcCityList?keyword=NLRTM', manager)).body.data.items[0];
    expect(rotterdam).toMatchObject({ code: 'NLRTM', timeZone: 'Europe/Amsterdam' });
  });

  it('accepts the original paging names and the enName filter', async () => {
    const { body } = await get('gcState/findGcStateList?enName=china&pageNum=1&pageSize=5', manager);
    expect(body.data.size).toBe(5);
    expect(body.data.items.map((f: any) => f.alpha2)).toContain('CN');
  });

  it('lists the enabled sub-types of a ship type', async () => {
    const { body } = await get('shipSub/findShipSubByShipType/3', manager);
    expect(body.data.items.map((s: any) => s.subCode)).toEqual([
      '0301',
      '0302',
      '0303',
      '0304',
      '0305',
      '0306',
    ]);
    const sub = body.data.items[0];
    await t.app.inject({
      method: 'PUT',
      url: `/api/dict/shipSub/${sub.id}/status`,
      headers: auth(admin),
      payload: { status: 0, version: sub.version },
    });
    const after = (await get('shipSub/findShipSubByShipType/3', manager)).body.data;
    expect(after.total).toBe(5);
    expect((await get('fuel/findFuelList?status=0', manager)).body.data.total).toBe(0);
  });
});

describe('delete of an entry in use', () => {
  it('refuses a ship type that has sub-types, with the reason in the caller language', async () => {
    const type = (await get('dict/shipType?keyword=Bulk')).body.data.items[0];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/dict/shipType/${type.id}`,
      headers: { ...auth(admin), 'accept-language': 'zh' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'in_use' });
    expect(res.json().message).toContain('船型细分');
    expect((await get(`dict/shipType/${type.id}`)).status).toBe(200);
  });

  it('carries sub-types along when a ship type code changes', async () => {
    const type = (await get('dict/shipType?keyword=Refrigerated')).body.data.items[0];
    const { id, version, createdAt: _c, updatedAt: _u, ...body } = type;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/dict/shipType/${id}`,
      headers: auth(admin),
      payload: { ...body, code: '6R', version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('shipSub/findShipSubByShipType/6R', manager)).body.data.total).toBe(1);
  });
});
