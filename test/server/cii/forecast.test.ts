import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateCii } from '../../../src/domain/cii/index.js';
import { calculateEuEts } from '../../../src/domain/euMrv/index.js';
import { legFuels, ships, voyageLegs, voyages } from '../../../src/server/db/schema/index.js';
import type { Database } from '../../../src/server/db/client.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { seedLegs } from '../../support/analysis/analysisFixtures.js';
import { bareClient, ledgerActors, type Client } from '../../support/ledger/ledgerReadFixtures.js';

/**
 * GET /api/cii/forecast and POST /api/cii/what-if (docs/cii-forecast-what-if.md §4) on hand-built
 * legs: answers, bad input, no session, no permission, scope, an unrated ship type.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let bare: Client;
let A: number;
type Db = Database['db'];

/** Three IMO legs of 24 h at sea (240 nm, 24 t HFO) then 24 h in port (2 t HFO), from 5 Jan 2025. */
const LEGS = ['2025-01-05T00:00Z', '2025-01-07T00:00Z', '2025-01-09T00:00Z'].map((dep) => ({ dep }));

/** One EU voyage Rotterdam → Hamburg (30 t HFO) with 2 t HFO at berth in Hamburg, 5 Jan 2025. */
async function seedEuLeg(db: Db, shipId: number) {
  const [v] = await db.insert(voyages).values({ shipId, voyageNo: 'EU1' }).returning();
  const [leg] = await db
    .insert(voyageLegs)
    .values({
      shipId,
      voyageId: v.id,
      kind: 'eu',
      seq: 1,
      fromRefCode: 'EU1-S',
      toRefCode: 'EU1-E',
      fromPort: 'NLRTM',
      toPort: 'DEHAM',
      departureAt: new Date('2025-01-05T00:00Z'),
      arrivalAt: new Date('2025-01-06T00:00Z'),
      distanceNm: 240,
      hoursUnderway: 24,
      co2T: 32 * 3.114,
      cargoT: 0,
      transportWorkTnm: 0,
      euCategory: 'intra',
    })
    .returning();
  await db.insert(legFuels).values({ legId: leg.id, fuelCode: '1', atSeaT: 30, inPortT: 2 });
}

let facts: { shipType: 'bulk_carrier'; dwt: number; gt: number };
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin, 'cii_forecast_bare');
  A = a.inScope.id;
  await seedLegs(t.db, A, 'F1', LEGS);
  await seedEuLeg(t.db, A);
  await seedLegs(t.db, a.outside.id, 'F1', LEGS);
  const f = await a.manager.get(`/api/cii/forecast?shipId=${A}&year=2025`);
  facts = { shipType: f.data.ship.shipType, dwt: 0, gt: 0 };
  const [s] = await t.db.select().from(ships).where(eq(ships.id, A));
  facts = { ...facts, dwt: s.dwt, gt: s.gt };
  // A generous hook time: the app start and seed are slow on a shared, loaded machine.
}, 240_000);
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  shipId: A,
  year: 2025,
  euaPriceEur: 70,
  scenario: { speedReductionPct: 0, switchSharePct: 0, switchTo: 'LNG', idleDays: 0 },
  ...over,
});

describe('GET /api/cii/forecast', () => {
  it('answers the year to date and the projection from the legs (hand figures)', async () => {
    const r = await a.manager.get(`/api/cii/forecast?shipId=${A}&year=2025`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const f = r.data.forecast;
    // YTD: 720 nm, 3 × (24 + 2) = 78 t HFO. Data end 11 Jan → 355 days left at half sea, half port:
    // 177.5 sea days × 240 nm = 42 600 nm, × 24 t = 4 260 t; 177.5 port days × 2 t = 355 t.
    expect(f.ytd.distanceNm).toBe(720);
    expect(f.ytd.fuels).toEqual([{ fuel: 'HFO', tonnes: 78 }]);
    expect(f.remainderDays).toBe(355);
    expect(f.projected.distanceNm).toBeCloseTo(43_320, 6);
    expect(f.projected.fuels[0].tonnes).toBeCloseTo(4693, 6);
    const direct = calculateCii({
      ...facts,
      year: 2025,
      distanceNm: 43_320,
      fuels: [{ fuel: 'HFO', tonnes: 4693 }],
    });
    expect(f.projected.cii.attained).toBeCloseTo(direct.attained, 9);
    expect(f.projected.cii.rating).toBe(direct.rating);
  });

  it.each([
    ['no ship', 'year=2025'],
    ['a year before CII', `shipId=1&year=2018`],
    ['a text year', `shipId=1&year=next`],
    ['a window of 1 day', `shipId=1&year=2025&profileDays=1`],
  ])('refuses %s with 400', async (_n, q) => {
    const r = await a.manager.get(`/api/cii/forecast?${q}`);
    expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
  });

  it('answers 404 outside the scope, 403 without the permission, 401 without a session', async () => {
    const q = `shipId=${a.outside.id}&year=2025`;
    expect((await a.manager.get(`/api/cii/forecast?${q}`)).status).toBe(404);
    expect((await a.admin.get(`/api/cii/forecast?${q}`)).status).toBe(200);
    expect((await bare.get(`/api/cii/forecast?shipId=${A}&year=2025`)).status).toBe(403);
    expect((await t.app.inject({ url: `/api/cii/forecast?${q}` })).statusCode).toBe(401);
  });

  it('answers 409 ship_not_rated for a type reg. 28 does not rate, and below 5 000 GT', async () => {
    const B = a.inScope2.id;
    const [s] = await t.db.select().from(ships).where(eq(ships.id, B));
    const url = `/api/cii/forecast?shipId=${B}&year=2025`;
    try {
      expect((await a.manager.get(url)).status).toBe(200);
      await t.db.update(ships).set({ shipTypeCode: '14', subTypeCode: null }).where(eq(ships.id, B));
      const other = await a.manager.get(url);
      expect([other.status, other.body.code]).toEqual([409, 'ship_not_rated']);
      await t.db
        .update(ships)
        .set({ shipTypeCode: s.shipTypeCode, subTypeCode: s.subTypeCode, gt: 4999 })
        .where(eq(ships.id, B));
      const small = await a.manager.get(url);
      expect([small.status, small.body.code]).toEqual([409, 'ship_not_rated']);
    } finally {
      await t.db
        .update(ships)
        .set({ shipTypeCode: s.shipTypeCode, subTypeCode: s.subTypeCode, gt: s.gt })
        .where(eq(ships.id, B));
    }
  });
});

describe('POST /api/cii/what-if', () => {
  it('the zero scenario is the forecast; ETS cost equals the engine on the ledger voyage', async () => {
    const r = await a.manager.post('/api/cii/what-if', body());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.projected).toEqual(r.data.base);
    const f = await a.manager.get(`/api/cii/forecast?shipId=${A}&year=2025`);
    expect(r.data.base.cii.value.attained).toBeCloseTo(f.data.forecast.projected.cii.attained, 9);
    // The EU voyage is inside the 90-day window: it stands for the remainder too, scaled by 355 / 6 days.
    const k = 355 / 6;
    const segments = [
      {
        type: 'voyage' as const,
        from: { country: 'NL' },
        to: { country: 'DE' },
        fuels: [{ fuel: 'HFO' as const, tonnes: 30 * (1 + k) }],
      },
      {
        type: 'berth' as const,
        port: { country: 'DE' },
        fuels: [{ fuel: 'HFO' as const, tonnes: 2 * (1 + k) }],
      },
    ];
    const ets = calculateEuEts({ year: 2025, shipType: facts.shipType, segments });
    expect(r.data.base.ets.value.surrender).toBeCloseTo(ets.surrender, 6);
    expect(r.data.base.ets.value.costEur).toBeCloseTo(ets.surrender * 70, 4);
    expect(r.data.base.fuelEu.ok).toBe(true);
  });

  it('a slower ship burns less: lower attained CII and lower ETS cost', async () => {
    const r = await a.manager.post(
      '/api/cii/what-if',
      body({ scenario: { speedReductionPct: 20, switchSharePct: 0, switchTo: 'LNG', idleDays: 0 } }),
    );
    expect(r.status).toBe(200);
    expect(r.data.factors.sea).toBeCloseTo(0.64, 9);
    expect(r.data.projected.cii.value.attained).toBeLessThan(r.data.base.cii.value.attained);
    expect(r.data.projected.ets.value.costEur).toBeLessThan(r.data.base.ets.value.costEur);
  });

  it.each([
    [
      'a speed reduction over 50 %',
      body({ scenario: { speedReductionPct: 60, switchSharePct: 0, switchTo: 'LNG', idleDays: 0 } }),
    ],
    [
      'an unknown fuel',
      body({ scenario: { speedReductionPct: 0, switchSharePct: 10, switchTo: 'COAL', idleDays: 0 } }),
    ],
    ['a negative price', body({ euaPriceEur: -1 })],
    ['no scenario', { shipId: 1, year: 2025, euaPriceEur: 1 }],
  ])('refuses %s with 400', async (_n, b) => {
    const r = await a.manager.post('/api/cii/what-if', b);
    expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
  });

  it('answers 404 outside the scope, 403 without the permission, 401 without a session', async () => {
    expect((await a.manager.post('/api/cii/what-if', body({ shipId: a.outside.id }))).status).toBe(404);
    expect((await bare.post('/api/cii/what-if', body())).status).toBe(403);
    const anon = await t.app.inject({ method: 'POST', url: '/api/cii/what-if', payload: body() });
    expect(anon.statusCode).toBe(401);
  });
});
