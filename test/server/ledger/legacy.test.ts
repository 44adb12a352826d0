import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import {
  bareClient,
  ledgerActors,
  seedLedger,
  type Client,
} from '../../support/ledger/ledgerReadFixtures.js';

/** The ledger's calls under their legacy names and shapes (docs/product-rules.md §7). */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let bare: Client;
let seeded: Awaited<ReturnType<typeof seedLedger>>;
let foreign: Awaited<ReturnType<typeof seedLedger>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin);
  seeded = await seedLedger(t.db, a.inScope.id);
  foreign = await seedLedger(t.db, a.outside.id);
});
afterAll(() => t.close());

const anon = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => r.statusCode);

describe('GET /api/energyEfficiency/getFuelType', () => {
  it("answers the ship's configured fuels with names and 0 t, every dictionary fuel without a ship", async () => {
    const ship = (await a.admin.get(`/api/fleet/ships/${a.inScope.id}`)).data;
    const r = await a.manager.get(`/api/energyEfficiency/getFuelType?shipId=${a.inScope.id}&periodTime=2025`);
    expect(r.status).toBe(200);
    expect(r.data.map((f: any) => f.fuelCode).sort()).toEqual(ship.fuels.map((f: any) => f.fuelCode).sort());
    expect(r.data[0]).toMatchObject({ tonnes: 0, periodTime: '2025' });
    expect(r.data[0].cnName).toBeTruthy();
    const all = await a.manager.get('/api/energyEfficiency/getFuelType');
    const dict = await a.admin.get('/api/shipManager/getFuelType');
    expect(all.data.length).toBe(dict.data.length);
    expect(all.data.length).toBeGreaterThan(r.data.length);
  });

  it('refuses a bad id (400), a foreign ship (404), no permission (403), no session (401)', async () => {
    expect((await a.manager.get('/api/energyEfficiency/getFuelType?shipId=x')).status).toBe(400);
    expect((await a.manager.get(`/api/energyEfficiency/getFuelType?shipId=${a.outside.id}`)).status).toBe(
      404,
    );
    expect((await a.authority.get('/api/energyEfficiency/getFuelType')).status).toBe(403);
    expect(await anon('/api/energyEfficiency/getFuelType')).toBe(401);
  });
});

describe('GET /api/energyEfficiency/getVoyageDetailInfo', () => {
  it('answers the leg detail', async () => {
    const r = await a.manager.get(`/api/energyEfficiency/getVoyageDetailInfo?voyageId=${seeded.l1.id}`);
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      voyageNo: 'V001',
      fromPort: 'CNSHA',
      fuelAtSeaT: { HFO: 31, MDO_MGO: 2 },
    });
  });

  it('refuses a missing id (400), a foreign leg (404), no permission (403), no session (401)', async () => {
    expect((await a.manager.get('/api/energyEfficiency/getVoyageDetailInfo')).status).toBe(400);
    expect(
      (await a.manager.get(`/api/energyEfficiency/getVoyageDetailInfo?voyageId=${foreign.l1.id}`)).status,
    ).toBe(404);
    expect(
      (await a.authority.get(`/api/energyEfficiency/getVoyageDetailInfo?voyageId=${seeded.l1.id}`)).status,
    ).toBe(403);
    expect(await anon(`/api/energyEfficiency/getVoyageDetailInfo?voyageId=${seeded.l1.id}`)).toBe(401);
  });
});

describe('GET /api/energyEfficiency/getTasksByShipId', () => {
  it("answers the ship's voyages, oldest first", async () => {
    const r = await a.manager.get(`/api/energyEfficiency/getTasksByShipId?shipId=${a.inScope.id}`);
    expect(r.data.map((v: any) => [v.id, v.voyageNo, v.status])).toEqual([
      [seeded.v1.id, 'V001', 'unlocked'],
      [seeded.v2.id, 'V002', 'unlocked'],
    ]);
    expect(r.data[0].start).toBe('2025-01-06T00:00:00.000Z');
  });

  it('refuses a missing id (400), a foreign ship (404), no permission (403), no session (401)', async () => {
    expect((await a.manager.get('/api/energyEfficiency/getTasksByShipId')).status).toBe(400);
    expect(
      (await a.manager.get(`/api/energyEfficiency/getTasksByShipId?shipId=${a.outside.id}`)).status,
    ).toBe(404);
    expect((await bare.get(`/api/energyEfficiency/getTasksByShipId?shipId=${a.inScope.id}`)).status).toBe(
      403,
    );
    expect(await anon(`/api/energyEfficiency/getTasksByShipId?shipId=${a.inScope.id}`)).toBe(401);
  });
});

describe('GET /api/getYears', () => {
  it('answers the years with ledger data in scope plus the current year, newest first', async () => {
    // The test clock stands at 2 March 2026; the fixture holds 2025 data.
    expect((await a.manager.get('/api/getYears')).data).toEqual([2026, 2025]);
    // A user whose scope holds no ledger data sees only the current year.
    expect((await bare.get('/api/getYears')).data).toEqual([2026]);
    expect(await anon('/api/getYears')).toBe(401);
  });
});
