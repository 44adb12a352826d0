import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import {
  client,
  demoIds,
  mainEngine,
  multipart,
  PNG,
  type Client,
} from '../../support/fleet/fleetHelpers.js';

let t: TestApp;
let admin: Client;
let ship: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  ship = (await demoIds(admin)).ship('HAIYUN PROSPERITY');
});
afterAll(() => t.close());
const url = (kind: string, unit?: number) =>
  `/api/fleet/ships/${ship}/equipment/${kind}${unit ? `/${unit}` : ''}`;

describe('equipment units', () => {
  it('lists every kind as a tab, with the seeded units', async () => {
    const r = await admin.get(`/api/fleet/ships/${ship}/equipment`);
    expect(Object.keys(r.data)).toHaveLength(10);
    expect(r.data.main_engine).toHaveLength(1);
    expect(r.data.aux_engine.map((u: any) => u.boardSn)).toEqual(['GE1', 'GE2', 'GE3']);
    expect(r.data.battery).toEqual([]);
  });

  it('adds, edits with the version, refuses a stale edit, deletes a unit', async () => {
    const c = await admin.post(url('main_engine'), mainEngine('ME2'));
    expect(c.status).toBe(200);
    expect(c.data).toMatchObject({ kind: 'main_engine', boardSn: 'ME2', ratedPowerKw: 8000, version: 1 });
    const u = await admin.put(url('main_engine', c.data.id), {
      ...mainEngine('ME2', { ratedPowerKw: 8200 }),
      version: 1,
    });
    expect(u.data).toMatchObject({ ratedPowerKw: 8200, version: 2 });
    const stale = await admin.put(url('main_engine', c.data.id), { ...mainEngine('ME2'), version: 1 });
    expect(stale.status).toBe(409);
    expect((await admin.get(url('main_engine'))).data).toHaveLength(2);
    expect((await admin.del(url('main_engine', c.data.id))).status).toBe(200);
    expect((await admin.del(url('main_engine', c.data.id))).status).toBe(404);
    expect(
      (await admin.put(url('main_engine', c.data.id), { ...mainEngine('ME2'), version: 2 })).status,
    ).toBe(404);
  });

  it('keeps a unit to its kind: an auxiliary engine id is not a main engine', async () => {
    const aux = (await admin.get(url('aux_engine'))).data[0];
    expect(
      (await admin.put(url('main_engine', aux.id), { ...mainEngine('X'), version: aux.version })).status,
    ).toBe(404);
    expect((await admin.del(url('main_engine', aux.id))).status).toBe(404);
  });

  it.each([
    ['main_engine', mainEngine('A', { model: '' }), 'model'],
    ['main_engine', mainEngine('A', { ratedPowerKw: 0 }), 'ratedPowerKw'],
    ['main_engine', mainEngine('A', { sfocGPerKwh: undefined }), 'sfocGPerKwh'],
    ['main_engine', mainEngine('A', { energyForms: [] }), 'energyForms'],
    ['main_engine', mainEngine('A', { energyForms: ['77'] }), 'energyForms'],
    ['main_engine', mainEngine('A', { fuels: [{ fuelCode: '99', method: '1' }] }), 'fuels'],
    ['main_engine', mainEngine(''), 'boardSn'],
    ['generator', { boardSn: 'G1', model: 'SG', ratedPowerKw: 500 }, 'ratedVoltageV'],
    ['propeller', { boardSn: 'P9', form: '4' }, 'form'],
    ['battery', { boardSn: 'B1', cellModel: 'LFP' }, 'capacityKwh'],
    [
      'gas_turbine',
      { boardSn: 'T1', model: 'LM2500', ratedPowerKw: 25000, serialNo: 'x', fuelKind: 'coal' },
      'fuelKind',
    ],
  ])('refuses a %s with a bad %s', async (kind, body, field) => {
    const r = await admin.post(url(kind), body);
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields)).toContain(field);
  });

  it('refuses an unknown kind and a duplicate board serial', async () => {
    expect((await admin.post(url('steam_engine'), mainEngine())).status).toBe(400);
    const dup = await admin.post(url('aux_engine'), { ...mainEngine('GE1') });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('duplicate');
  });

  it('stores every kind of the original forms', async () => {
    const units: Array<[string, Record<string, unknown>]> = [
      [
        'generator',
        { boardSn: 'SG1', model: 'Shaft gen', shaftDriven: true, ratedPowerKw: 800, ratedVoltageV: 450 },
      ],
      ['propulsion', { boardSn: 'POD1', model: 'Azipod', ratedPowerKw: 5000 }],
      ['boiler', { boardSn: 'B2', model: 'Aalborg', energyForms: ['1'] }],
      ['inert_gas', { boardSn: 'IG1', model: 'Smit', energyForms: ['1'] }],
      ['incinerator', { boardSn: 'I1', model: 'TeamTec', energyForms: ['1'] }],
      [
        'gas_turbine',
        { boardSn: 'T1', model: 'LM2500', ratedPowerKw: 25000, serialNo: 'T-1', fuelKind: 'lfo' },
      ],
      ['battery', { boardSn: 'BAT1', cellModel: 'LFP', capacityKwh: 1200, productionDate: '2024-05-01' }],
      ['propeller', { boardSn: 'P2', form: '2', blades: 5, diameterMm: 6000 }],
    ];
    for (const [kind, body] of units) expect((await admin.post(url(kind), body)).status, kind).toBe(200);
    const all = (await admin.get(`/api/fleet/ships/${ship}/equipment`)).data;
    expect(all.battery[0]).toMatchObject({ cellModel: 'LFP', capacityKwh: 1200 });
    expect(all.generator[0].shaftDriven).toBe(true);
  });
});

describe('theoretical consumption curve', () => {
  it('lists, adds, edits, refuses duplicates, stale edits and ranges, deletes', async () => {
    const base = `/api/fleet/ships/${ship}/tfc`;
    expect((await admin.get(base)).data).toHaveLength(4);
    const c = await admin.post(base, { speed: 20, meDaily: 40, aeDaily: 3 });
    expect(c.data).toMatchObject({ speed: 20, shipDaily: 43, version: 1 });
    expect((await admin.post(base, { speed: 20, meDaily: 41 })).status).toBe(409);
    expect((await admin.post(base, { speed: 12.5, meDaily: 41 })).status).toBe(400);
    expect((await admin.post(base, { speed: 21, meDaily: -1 })).status).toBe(400);
    const u = await admin.put(`${base}/${c.data.id}`, { speed: 20, meDaily: 42, shipDaily: 50, version: 1 });
    expect(u.data).toMatchObject({ meDaily: 42, shipDaily: 50, version: 2 });
    expect((await admin.put(`${base}/${c.data.id}`, { speed: 20, meDaily: 42, version: 1 })).status).toBe(
      409,
    );
    const alias = await admin.get(`/api/shipManager/getTfc?shipId=${ship}`);
    expect(alias.data.map((r: any) => r.speed)).toContain(20);
    expect((await admin.del(`${base}/${c.data.id}`)).status).toBe(200);
    expect((await admin.get(base)).data).toHaveLength(4);
  });

  it('lists the fuel dictionary for the fuel picker', async () => {
    const r = await admin.get('/api/shipManager/getFuelType');
    expect(r.data.map((f: any) => f.code)).toEqual(expect.arrayContaining(['1', '11', '3', '6']));
  });
});

describe('ship photo', () => {
  const upload = (content: Buffer, name = 'p.png') => {
    const m = multipart(name, content, 'image/png');
    return t.app.inject({
      method: 'POST',
      url: `/api/fleet/ships/${ship}/photo`,
      payload: m.payload,
      headers: { ...m.headers, 'x-token': admin.token },
    });
  };
  it('stores a png by content and serves it through the ship', async () => {
    expect((await admin.get(`/api/fleet/ships/${ship}/photo`)).status).toBe(404);
    expect((await upload(Buffer.concat([PNG, Buffer.alloc(64)]))).statusCode).toBe(200);
    const r = await admin.get(`/api/fleet/ships/${ship}/photo`);
    expect(r.status).toBe(200);
    expect(r.raw.headers['content-type']).toBe('image/png');
    expect((await admin.get(`/api/fleet/ships/${ship}`)).data.hasPhoto).toBe(true);
  });
  it('refuses a non-image named .png and an image over 500 KB', async () => {
    const bad = await upload(Buffer.from('GIF89a not a png'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('file_type');
    expect((await upload(Buffer.concat([PNG, Buffer.alloc(501 * 1024)]))).statusCode).toBe(413);
  });
});
