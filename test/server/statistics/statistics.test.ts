import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { bareClient, ledgerActors, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { inCompany, seedLegs, shipFacts, type LegSeed } from '../../support/statistics/statisticsFixtures.js';

/**
 * The statistics calls (docs/api-statistics.md) on legs with hand-worked figures
 * (docs/statistics.md §5): a ship and a company with known legs give known statistics; an EU
 * voyage over the same miles adds nothing; bad input, no session, no permission, outside scope.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let bare: Client;
let A: Awaited<ReturnType<typeof shipFacts>>;
let B: Awaited<ReturnType<typeof shipFacts>>;
let bInCompany: boolean;

// Ship A, 2025: the worked example's two legs, and an EU voyage over leg 1's miles (must not count).
const LEG_1: LegSeed = {
  dep: '2025-03-01T00:00Z',
  hours: 132,
  distanceNm: 1800,
  cargoT: 50_000,
  transportWorkTnm: 90_000_000,
  fuels: [
    ['1', 165, 5],
    ['3', 6, 2],
  ],
};
const LEG_2: LegSeed = {
  dep: '2025-06-01T00:00Z',
  hours: 100,
  distanceNm: 1000,
  ballastDistanceNm: 1000,
  fuels: [
    ['1', 60, 4],
    ['7', 10, 0],
  ],
};
// Ship A, 2024: one leg leaving an hour before the new year (UTC).
const LEG_2024: LegSeed = {
  dep: '2024-12-31T23:00Z',
  hours: 40,
  distanceNm: 500,
  cargoT: 10_000,
  transportWorkTnm: 5_000_000,
  fuels: [['11', 30, 0]],
};
// Ship B, 2025: a container leg.
const LEG_B: LegSeed = {
  dep: '2025-04-01T00:00Z',
  hours: 80,
  distanceNm: 1000,
  cargoT: 12_000,
  transportWorkTnm: 12_000_000,
  teu: 1000,
  teuLaden: 900,
  fuels: [['1', 50, 2]],
};
const CO2_2025 = 234 * 3.114 + 8 * 3.206 + 10 * 1.375;
// LEG_2024 crosses New Year at 00:00 UTC after 1 of its 40 hours: a year holds the share of a leg's
// elapsed time that falls in it (docs/statistics.md §3d), so 39/40 of it is 2025's.
const S_2025 = 39 / 40;

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin, 'stats_bare');
  await seedLegs(t.db, a.inScope.id, 'S1', [LEG_1, { ...LEG_1, kind: 'eu' }, LEG_2]);
  await seedLegs(t.db, a.inScope.id, 'S0', [LEG_2024]);
  await seedLegs(t.db, a.inScope2.id, 'B1', [LEG_B]);
  await seedLegs(t.db, a.outside.id, 'X1', [LEG_1]);
  A = await shipFacts(t.db, a.inScope.id);
  B = await shipFacts(t.db, a.inScope2.id);
  bInCompany = await inCompany(t.db, a.inScope2.id, A.doc);
}, 120_000);
afterAll(() => t.close());

const YEARS = 'fromYear=2024&toYear=2025';

describe('GET /api/statistics/ships/annual', () => {
  it('gives a ship with known legs its known statistics per year (IMO legs only)', async () => {
    const r = await a.manager.get(`/api/statistics/ships/annual?shipId=${a.inScope.id}&${YEARS}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.items.map((i: { year: number }) => i.year)).toEqual([2024, 2025]);
    const y = r.data.items[1];
    // The worked example's two legs, plus 2025's share of LEG_2024 (counted in both years).
    const cargo = 50_000 + 10_000 * S_2025;
    const dist = 2800 + 500 * S_2025;
    const tw = 90_000_000 + 5_000_000 * S_2025;
    const co2 = CO2_2025 + 30 * S_2025 * 3.114;
    expect(y).toMatchObject({ shipId: a.inScope.id, legs: 3 });
    expect(y.cargoT).toBeCloseTo(cargo, 9);
    expect(y.distanceNm).toBeCloseTo(dist, 9);
    expect(y.ballastDistanceNm).toBe(1000);
    expect(y.transportWorkTnm).toBeCloseTo(tw, 6);
    expect(y.fuels.map((f: { fuelClass: string }) => f.fuelClass)).toEqual(['HFO', 'MDO_MGO', 'METHANOL']);
    const [hfo, mdo, methanol] = y.fuels;
    expect(hfo.atSeaT).toBeCloseTo(225 + 30 * S_2025, 9);
    expect(hfo.inPortT).toBe(9);
    expect(mdo).toEqual({ fuelClass: 'MDO_MGO', atSeaT: 6, inPortT: 2, totalT: 8 });
    expect(methanol).toEqual({ fuelClass: 'METHANOL', atSeaT: 10, inPortT: 0, totalT: 10 });
    const i = y.indicators;
    expect(i.co2T).toBeCloseTo(co2, 9);
    expect(i.eeoi).toBeCloseTo((co2 * 1e6) / tw, 9);
    expect(i.co2PerNmKg).toBeCloseTo((co2 * 1000) / dist, 9);
    expect(i.loadUtilisationPct).toBeCloseTo((tw * 100) / (A.dwt * dist), 9);
    expect(i.speedReductionPct).toBeCloseTo(
      (((1800 / 132) * 1800 + 10 * 1000 + (500 / 40) * 500 * S_2025) * 100) / (A.ref * dist),
      9,
    );
    expect(i.co2PerTonneKg).toBeCloseTo((co2 * 1000) / cargo, 9);
    // The leg leaving 31 Dec 23:00Z is cut at midnight UTC, whatever the local clock said: 2024
    // keeps its first hour. Code 11 is HFO.
    const y2024 = r.data.items[0];
    expect(y2024).toMatchObject({ year: 2024, legs: 1 });
    expect(y2024.distanceNm).toBeCloseTo(500 * (1 - S_2025), 9);
    expect(y2024.fuels.map((f: { fuelClass: string }) => f.fuelClass)).toEqual(['HFO']);
    expect(y2024.fuels[0].atSeaT).toBeCloseTo(30 * (1 - S_2025), 9);
    expect(y2024.distanceNm + y.distanceNm).toBeCloseTo(2800 + 500, 9);
  });

  it('lists every ship of a company per year when no ship is chosen, in the caller’s language', async () => {
    const r = await a.manager.get(
      `/api/statistics/ships/annual?companyId=${A.doc}&fromYear=2025&toYear=2025`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = r.data.items.map((i: { shipId: number }) => i.shipId).sort();
    expect(ids).toEqual([a.inScope.id, ...(bInCompany ? [a.inScope2.id] : [])].sort());
    expect(ids).not.toContain(a.outside.id);
  });

  it.each([
    ['no ship and no company', YEARS, 'shipId'],
    ['years in the wrong order', `shipId=1&fromYear=2025&toYear=2024`, 'toYear'],
    ['a year out of range', `shipId=1&fromYear=1999&toYear=2024`, 'fromYear'],
    ['no years', `shipId=1`, 'fromYear'],
  ])('refuses %s with 400', async (_n, q, field) => {
    const r = await a.manager.get(`/api/statistics/ships/annual?${q}`);
    expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    expect(Object.keys(r.body.fields)).toContain(field);
  });

  it('says "please select statistics conditions" in the caller’s language', async () => {
    const r = await t.app.inject({
      url: `/api/statistics/ships/annual?${YEARS}`,
      headers: { 'x-token': a.manager.token, 'accept-language': 'zh' },
    });
    expect(r.json().fields.shipId).toBe('请选择统计条件');
  });

  it('answers 404 for a ship or company outside the scope, 403 without the page, 401 without a session', async () => {
    const out = await a.manager.get(`/api/statistics/ships/annual?shipId=${a.outside.id}&${YEARS}`);
    expect([out.status, out.body.code]).toEqual([404, 'not_found']);
    const outDoc = (await shipFacts(t.db, a.outside.id)).doc;
    if (!(await inCompany(t.db, a.inScope.id, outDoc)))
      expect((await a.manager.get(`/api/statistics/ships/annual?companyId=${outDoc}&${YEARS}`)).status).toBe(
        404,
      );
    expect((await a.manager.get(`/api/statistics/ships/annual?companyId=999999&${YEARS}`)).status).toBe(404);
    expect((await bare.get(`/api/statistics/ships/annual?shipId=${a.inScope.id}&${YEARS}`)).status).toBe(403);
    const anon = await t.app.inject({ url: `/api/statistics/ships/annual?shipId=${a.inScope.id}&${YEARS}` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /api/statistics/companies/annual', () => {
  it('sums a company’s ships per year as ratios of the sums', async () => {
    const r = await a.manager.get(
      `/api/statistics/companies/annual?companyId=${A.doc}&fromYear=2025&toYear=2025`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.items).toHaveLength(1);
    const y = r.data.items[0];
    const withB = bInCompany;
    // As the ship's 2025 above: 2025's share of LEG_2024 is in the company's year.
    const distA = 2800 + 500 * S_2025;
    const tw = 90_000_000 + 5_000_000 * S_2025 + (withB ? 12_000_000 : 0);
    const co2 = CO2_2025 + 30 * S_2025 * 3.114 + (withB ? 52 * 3.114 : 0);
    const dist = distA + (withB ? 1000 : 0);
    expect(y).toMatchObject({ year: 2025, shipId: null, legs: withB ? 4 : 3 });
    expect(y.distanceNm).toBeCloseTo(dist, 9);
    expect(y.transportWorkTnm).toBeCloseTo(tw, 6);
    expect(y.indicators.eeoi).toBeCloseTo((co2 * 1e6) / tw, 9);
    expect(y.indicators.loadUtilisationPct).toBeCloseTo(
      (tw * 100) / (A.dwt * distA + (withB ? B.dwt * 1000 : 0)),
      9,
    );
    expect(y.teuTurnover).toBe(withB ? 1_000_000 : 0);
    if (withB && B.teu > 0)
      expect(y.indicators.teuSlotUtilisationPct).toBeCloseTo((1_000_000 * 100) / (B.teu * 1000), 9);
    expect(typeof y.name).toBe('string');
    expect(y.name.length).toBeGreaterThan(0);
  });

  it('refuses a missing company (400), one outside the scope (404), no page (403), no session (401)', async () => {
    const bad = await a.manager.get(`/api/statistics/companies/annual?${YEARS}`);
    expect([bad.status, Object.keys(bad.body.fields)]).toEqual([400, ['companyId']]);
    expect((await a.manager.get(`/api/statistics/companies/annual?companyId=999999&${YEARS}`)).status).toBe(
      404,
    );
    expect((await bare.get(`/api/statistics/companies/annual?companyId=${A.doc}&${YEARS}`)).status).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/statistics/companies/annual?companyId=${A.doc}&${YEARS}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('read cache', () => {
  it('answers again from memory and never outlives a leg written after it', async () => {
    const url = `/api/statistics/ships/annual?shipId=${a.inScope.id}&fromYear=2026&toYear=2026`;
    const first = await a.admin.get(url);
    expect(first.data.items).toEqual([]);
    const hits = t.app.deps.readCache.hits;
    expect((await a.admin.get(url)).data.items).toEqual([]);
    if (t.app.deps.readCache.enabled) expect(t.app.deps.readCache.hits).toBe(hits + 1);
    await seedLegs(t.db, a.inScope.id, 'S26', [{ ...LEG_2, dep: '2026-01-10T00:00Z' }]);
    const after = await a.admin.get(url);
    expect(after.data.items.map((i: { legs: number }) => i.legs)).toEqual([1]);
  });
});

describe('targets', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    subject: 'ship',
    subjectId: a.inScope.id,
    year: 2025,
    indicator: 'eeoi',
    value: 9,
    ...over,
  });

  it('sets, lists, updates with its version, refuses a stale one, and removes a target', async () => {
    const set = await a.manager.put('/api/statistics/targets', body());
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.data).toMatchObject({
      subject: 'ship',
      subjectId: a.inScope.id,
      indicator: 'eeoi',
      value: 9,
      version: 1,
    });
    expect((await a.manager.put('/api/statistics/targets', body({ value: 8 }))).status).toBe(409);
    const upd = await a.manager.put('/api/statistics/targets', body({ value: 8, version: 1 }));
    expect([upd.status, upd.data.value, upd.data.version]).toEqual([200, 8, 2]);
    expect((await a.manager.put('/api/statistics/targets', body({ value: 7, version: 1 }))).status).toBe(409);
    const list = await a.manager.get(
      `/api/statistics/targets?subject=ship&subjectId=${a.inScope.id}&${YEARS}`,
    );
    expect(list.data.items).toEqual([upd.data]);
    const comp = await a.manager.put(
      '/api/statistics/targets',
      body({ subject: 'company', subjectId: A.doc, indicator: 'loadUtilisationPct', value: 60 }),
    );
    expect(comp.status, JSON.stringify(comp.body)).toBe(200);
    expect((await a.manager.del(`/api/statistics/targets/${upd.data.id}`)).status).toBe(200);
    expect(
      (await a.manager.get(`/api/statistics/targets?subject=ship&subjectId=${a.inScope.id}&${YEARS}`)).data
        .items,
    ).toEqual([]);
    expect((await a.manager.del(`/api/statistics/targets/${upd.data.id}`)).status).toBe(404);
  });

  it.each([
    ['an unknown indicator', { indicator: 'speed' }, 'indicator'],
    ['a negative value', { value: -1 }, 'value'],
    ['a year out of range', { year: 1990 }, 'year'],
    ['an unknown subject', { subject: 'fleet' }, 'subject'],
  ])('refuses %s with 400', async (_n, over, field) => {
    const r = await a.manager.put('/api/statistics/targets', body(over));
    expect([r.status, Object.keys(r.body.fields ?? {})]).toEqual([400, [field]]);
  });

  it('answers 404 outside the scope, 403 to a read-only role or no page, 401 without a session', async () => {
    expect((await a.manager.put('/api/statistics/targets', body({ subjectId: a.outside.id }))).status).toBe(
      404,
    );
    expect(
      (await a.manager.get(`/api/statistics/targets?subject=ship&subjectId=${a.outside.id}&${YEARS}`)).status,
    ).toBe(404);
    const mine = await a.admin.put(
      '/api/statistics/targets',
      body({ subjectId: a.outside.id, indicator: 'co2PerNmKg' }),
    );
    expect(mine.status).toBe(200);
    expect((await a.manager.del(`/api/statistics/targets/${mine.data.id}`)).status).toBe(404);
    expect((await a.auditor.put('/api/statistics/targets', body())).status).toBe(403);
    expect((await a.auditor.del(`/api/statistics/targets/${mine.data.id}`)).status).toBe(403);
    expect(
      (await bare.get(`/api/statistics/targets?subject=ship&subjectId=${a.inScope.id}&${YEARS}`)).status,
    ).toBe(403);
    const anon = await t.app.inject({ method: 'PUT', url: '/api/statistics/targets', payload: body() });
    expect(anon.statusCode).toBe(401);
  });
});
