import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUELS } from '../../../src/domain/registry/fuels.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { seedCurve, seedLegs, SHIP_A_LEGS, SHIP_B_LEGS } from '../../support/analysis/analysisFixtures.js';
import { bareClient, ledgerActors, type Client } from '../../support/ledger/ledgerReadFixtures.js';

/**
 * The analysis, data-quality, alert and fleet calls (docs/api-analysis.md) on hand-computed legs
 * (analysisFixtures): answers, bad input, no session, no permission, scope.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let bare: Client;
let A: number;
let B: number;
let legsA: number[];
const CF = FUELS.HFO.cf;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin, 'analysis_bare');
  A = a.inScope.id;
  B = a.inScope2.id;
  legsA = (await seedLegs(t.db, A, 'A1', SHIP_A_LEGS)).legIds;
  await seedLegs(t.db, B, 'B1', SHIP_B_LEGS);
  await seedCurve(t.db, B);
  // The ship outside the manager's scope has the same legs, so a difference is scope, not absence.
  await seedLegs(t.db, a.outside.id, 'O1', SHIP_A_LEGS);
});
afterAll(() => t.close());

const eeoiOf = (fuelT: number, tw: number) => (fuelT * CF * 1e6) / tw;

describe('GET /api/analysis/trend', () => {
  it('answers every month of the range, the seven indicators from the month sums, gaps as null', async () => {
    const r = await a.manager.get(`/api/analysis/trend?shipId=${A}&fromYear=2025&toYear=2025&bucket=month`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const p = r.data.points;
    expect(p.map((x: { bucket: string }) => x.bucket)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
    );
    expect(p[0].legs).toBe(1);
    expect(p[0].indicators.eeoi).toBeCloseTo(eeoiOf(26, 2.4e6), 9);
    expect(p[0].indicators.co2PerNmKg).toBeCloseTo((26 * CF * 1000) / 240, 9);
    expect(p[0].indicators.fuelPerNmKg).toBeCloseTo((26 * 1000) / 240, 9);
    expect(p[2].indicators.eeoi).toBeCloseTo(eeoiOf(38, 2.4e6), 9);
    // April: distance 0, no transport work: no EEOI (not 0).
    expect(p[3].indicators.eeoi).toBeNull();
    expect([p[4].legs, p[4].indicators]).toEqual([0, null]);
  });

  it('rolls: a 3-month window in January holds November and December of the year before', async () => {
    const r = await a.manager.get(
      `/api/analysis/trend?shipId=${A}&fromYear=2025&toYear=2025&bucket=month&window=3`,
    );
    const p = r.data.points;
    expect(p).toHaveLength(12);
    expect(p[0].legs).toBe(3);
    expect(p[0].indicators.eeoi).toBeCloseTo(eeoiOf(78, 7.2e6), 9);
    expect(p[2].indicators.eeoi).toBeCloseTo(eeoiOf(90, 7.2e6), 9);
    // July's window (May–July) has no leg: a gap.
    expect(p[6].indicators).toBeNull();
  });

  it('buckets by quarter, year and voyage', async () => {
    const q = await a.manager.get(`/api/analysis/trend?shipId=${A}&fromYear=2025&toYear=2025&bucket=quarter`);
    expect(q.data.points.map((x: { legs: number }) => x.legs)).toEqual([3, 1, 0, 0]);
    const y = await a.manager.get(`/api/analysis/trend?shipId=${A}&fromYear=2024&toYear=2025&bucket=year`);
    expect(y.data.points.map((x: { bucket: string; legs: number }) => [x.bucket, x.legs])).toEqual([
      ['2024', 2],
      ['2025', 4],
    ]);
    const v = await a.manager.get(`/api/analysis/trend?shipId=${A}&fromYear=2024&toYear=2025&bucket=voyage`);
    expect(v.data.points.map((x: { bucket: string; legs: number }) => [x.bucket, x.legs])).toEqual([
      ['A1', 6],
    ]);
  });

  it('takes a company or a ship type instead of a ship, inside the scope only', async () => {
    const all = (user: Client) =>
      user.get(
        `/api/analysis/trend?shipTypeCode=${encodeURIComponent(typeOfA)}&fromYear=2025&toYear=2025&bucket=year`,
      );
    const mine = await all(a.manager);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.data.points[0].legs).toBe(4);
    const admin = await all(a.admin);
    expect(admin.data.points[0].legs).toBe(typeOfOutside === typeOfA ? 8 : 4);
  });

  it('is cached per caller and answers anew after a leg is written (statistics revision)', async () => {
    const url = `/api/analysis/trend?shipId=${B}&fromYear=2024&toYear=2024&bucket=year`;
    expect((await a.manager.get(url)).data.points[0].legs).toBe(0);
    await seedLegs(t.db, B, 'B2', [{ dep: '2024-06-01T00:00Z' }]);
    expect((await a.manager.get(url)).data.points[0].legs).toBe(1);
  });

  it.each([
    ['nothing chosen', 'fromYear=2025&toYear=2025'],
    ['years reversed', 'shipId=1&fromYear=2025&toYear=2024'],
    ['voyages without one ship', 'companyId=1&fromYear=2025&toYear=2025&bucket=voyage'],
    ['a window of 0', 'shipId=1&fromYear=2025&toYear=2025&window=0'],
    ['an unknown bucket', 'shipId=1&fromYear=2025&toYear=2025&bucket=week'],
    ['a year that is text', 'shipId=1&fromYear=last&toYear=2025'],
  ])('refuses %s with 400', async (_n, q) => {
    const r = await a.manager.get(`/api/analysis/trend?${q}`);
    expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
  });

  it('answers 404 for a ship outside the scope, 403 without the permission, 401 without a session', async () => {
    const q = `shipId=${a.outside.id}&fromYear=2025&toYear=2025`;
    expect((await a.manager.get(`/api/analysis/trend?${q}`)).status).toBe(404);
    expect((await bare.get(`/api/analysis/trend?${q}`)).status).toBe(403);
    expect((await t.app.inject({ url: `/api/analysis/trend?${q}` })).statusCode).toBe(401);
  });
});

let typeOfA = '';
let typeOfOutside = '';
beforeAll(async () => {
  typeOfA = (await a.admin.get(`/api/fleet/ships/${A}`)).data.shipTypeCode;
  typeOfOutside = (await a.admin.get(`/api/fleet/ships/${a.outside.id}`)).data.shipTypeCode;
});

describe('GET /api/analysis/fuel', () => {
  it('splits fuel by class at sea and in port per bucket', async () => {
    const r = await a.manager.get(`/api/analysis/fuel?shipId=${A}&fromYear=2025&toYear=2025&bucket=quarter`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.points[0]).toEqual({
      bucket: '2025-Q1',
      fuels: [{ fuelClass: 'HFO', atSeaT: 84, inPortT: 6, totalT: 90 }],
    });
    expect(r.data.consumers).toEqual([]);
  });

  it('refuses bad input, another ship and callers without the page', async () => {
    expect((await a.manager.get(`/api/analysis/fuel?shipId=${A}&fromYear=2025`)).status).toBe(400);
    expect(
      (await a.manager.get(`/api/analysis/fuel?shipId=${a.outside.id}&fromYear=2025&toYear=2025`)).status,
    ).toBe(404);
    expect((await bare.get(`/api/analysis/fuel?shipId=${A}&fromYear=2025&toYear=2025`)).status).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/analysis/fuel?shipId=${A}&fromYear=2025&toYear=2025` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/analysis/relevance', () => {
  it('fits the propeller law to speed and daily fuel and returns the theoretical curve', async () => {
    const r = await a.manager.get(`/api/analysis/relevance?shipId=${B}&fromYear=2023&toYear=2023`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.points.map((p: { x: number }) => p.x)).toEqual([10, 12, 14]);
    expect(r.data.fit.kind).toBe('power');
    expect(r.data.fit.a).toBeCloseTo(0.02, 9);
    expect(r.data.fit.b).toBeCloseTo(3, 9);
    expect(r.data.theoretical).toEqual([
      { x: 10, y: 20 },
      { x: 14, y: 55 },
    ]);
    const cell = r.data.cells.find(
      (c: { row: string; column: string }) => c.row === 'speedKn' && c.column === 'dailyFuelAtSeaT',
    );
    expect(cell.n).toBe(3);
    expect(cell.r).toBeGreaterThan(0.99);
    // Cargo is the same on every leg: no correlation can be measured, null rather than 0.
    expect(r.data.cells.find((c: { row: string }) => c.row === 'cargoT').r).toBeNull();
  });

  it('fits a line for other pairs and refuses unknown variables, other ships and callers without the page', async () => {
    const r = await a.manager.get(
      `/api/analysis/relevance?shipId=${B}&fromYear=2023&toYear=2023&x=speedKn&y=fuelPerNmKg`,
    );
    expect(r.data.fit.kind).toBe('linear');
    expect(r.data.theoretical).toEqual([]);
    expect(
      (await a.manager.get(`/api/analysis/relevance?shipId=${B}&fromYear=2023&toYear=2023&x=draught`)).status,
    ).toBe(400);
    expect(
      (await a.manager.get(`/api/analysis/relevance?shipId=${a.outside.id}&fromYear=2025&toYear=2025`))
        .status,
    ).toBe(404);
    expect((await bare.get(`/api/analysis/relevance?shipId=${B}&fromYear=2023&toYear=2023`)).status).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: `/api/analysis/relevance?shipId=${B}&fromYear=2023&toYear=2023` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/quality/assessment', () => {
  it('assesses each leg of the year against its history; abnormal-only filters before paging', async () => {
    const all = await a.manager.get(`/api/quality/assessment?year=2025&shipId=${A}`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.data.total).toBe(4);
    const ab = await a.manager.get(
      `/api/quality/assessment?year=2025&shipId=${A}&abnormal=true&size=1&page=2`,
    );
    expect([ab.data.total, ab.data.items.length]).toEqual([2, 1]);
    expect(ab.data.items[0].legId).toBe(legsA[5]);
    expect(ab.data.items[0].issues).toEqual(['distance_not_positive']);
    const first = (await a.manager.get(`/api/quality/assessment?year=2025&shipId=${A}&abnormal=true&size=1`))
      .data.items[0];
    expect(first.legId).toBe(legsA[4]);
    const fuel = first.flags.find((f: { metric: string }) => f.metric === 'fuelPerNmKg');
    // History: the other four legs at 10 kn, 104 t over 960 nm.
    expect(fuel).toMatchObject({ deviation: 'high', tolerance: 0.2 });
    expect(fuel.reference).toBeCloseTo(104_000 / 960, 9);
    expect(first.historyLegs).toBe(4);
  });

  it('scopes the list: a company manager sees only the ships of the scope', async () => {
    const mine = await a.manager.get('/api/quality/assessment?year=2025&size=100');
    expect(mine.data.items.every((r: { shipId: number }) => r.shipId !== a.outside.id)).toBe(true);
    const admin = await a.admin.get('/api/quality/assessment?year=2025&size=100');
    expect(admin.data.total).toBe(mine.data.total + 4);
    expect((await a.manager.get(`/api/quality/assessment?year=2025&shipId=${a.outside.id}`)).status).toBe(
      404,
    );
  });

  it('refuses bad input, and callers without the page or a session', async () => {
    expect((await a.manager.get('/api/quality/assessment?year=twenty')).status).toBe(400);
    expect((await a.manager.get('/api/quality/assessment?year=2025&abnormal=yes')).status).toBe(400);
    expect((await a.manager.get('/api/quality/assessment?year=2025&kind=uk')).status).toBe(400);
    expect((await a.authority.get('/api/quality/assessment?year=2025')).status).toBe(403);
    expect((await bare.get('/api/quality/assessment?year=2025')).status).toBe(403);
    expect((await t.app.inject({ url: '/api/quality/assessment?year=2025' })).statusCode).toBe(401);
  });
});

describe('GET /api/quality/segments', () => {
  it('lists legs with their fuel by class and flags distance 0', async () => {
    const r = await a.manager.get(`/api/quality/segments?year=2025&shipId=${A}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.total).toBe(4);
    expect(r.data.items[0]).toMatchObject({
      voyageNo: 'A1',
      distanceNm: 240,
      hoursUnderway: 24,
      fuels: [{ fuelClass: 'HFO', atSeaT: 24, inPortT: 2, totalT: 26 }],
      issues: [],
    });
    const ab = await a.manager.get(`/api/quality/segments?year=2025&shipId=${A}&abnormal=true`);
    expect(ab.data.items.map((x: { legId: number }) => x.legId)).toEqual([legsA[5]]);
    expect((await a.manager.get(`/api/quality/segments?year=2025&voyageNo=a1&shipId=${A}`)).data.total).toBe(
      4,
    );
    expect((await a.manager.get(`/api/quality/segments?year=2025&voyageNo=ZZ`)).data.total).toBe(0);
  });

  it('refuses bad input, another ship and callers without the page', async () => {
    expect((await a.manager.get('/api/quality/segments?year=2025&page=0')).status).toBe(400);
    expect((await a.manager.get(`/api/quality/segments?year=2025&shipId=${a.outside.id}`)).status).toBe(404);
    expect((await a.authority.get('/api/quality/segments?year=2025')).status).toBe(403);
    expect((await t.app.inject({ url: '/api/quality/segments?year=2025' })).statusCode).toBe(401);
  });
});

describe('GET /api/alerts', () => {
  const PERIOD = 'from=2024-01-01&to=2026-01-01';

  it('lists the leg burning 50 % above the ship average at sea, inside the scope only', async () => {
    const mine = await a.manager.get(`/api/alerts?${PERIOD}`);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.data.items).toHaveLength(1);
    expect(mine.data.items[0]).toMatchObject({
      legId: legsA[4],
      shipId: A,
      where: 'sea',
      averageT: 24,
      threshold: 0.3,
    });
    expect(mine.data.items[0].excess).toBeCloseTo(0.5, 9);
    expect((await a.admin.get(`/api/alerts?${PERIOD}`)).data.total).toBe(2);
    expect((await a.manager.get(`/api/alerts?${PERIOD}&shipId=${B}`)).data.total).toBe(0);
  });

  it('follows the administrator setting of the threshold', async () => {
    await t.db.execute(
      sql`update dic_evaluation_params set value = 0.6 where name = '海上日均油耗超历史均值'`,
    );
    try {
      expect((await a.manager.get(`/api/alerts?${PERIOD}`)).data.total).toBe(0);
    } finally {
      await t.db.execute(
        sql`update dic_evaluation_params set value = 0.3 where name = '海上日均油耗超历史均值'`,
      );
    }
  });

  it('refuses bad input, another ship and callers without a page or session', async () => {
    expect((await a.manager.get('/api/alerts?from=2025-02-01&to=2025-01-01')).status).toBe(400);
    expect((await a.manager.get(`/api/alerts?shipId=${a.outside.id}`)).status).toBe(404);
    expect((await bare.get('/api/alerts')).status).toBe(403);
    expect((await t.app.inject({ url: '/api/alerts' })).statusCode).toBe(401);
  });
});

describe('GET /api/analysis/fleet', () => {
  const fuel = (d: { groups: Array<{ fuelT: number }> }) => d.groups.reduce((s, g) => s + g.fuelT, 0);

  it('groups the ships of the scope by type with the sums of their year', async () => {
    // Class-society staff see every ship: A's and the other ship's 2025 legs, 116 t each.
    const all = await a.auditor.get('/api/analysis/fleet?year=2025&groupBy=shipType');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(fuel(all.data)).toBeCloseTo(232, 9);
    expect(all.data.groups.reduce((s: number, g: { activeShips: number }) => s + g.activeShips, 0)).toBe(2);
    // The authority user (the inland fleet's ship statistics) sees its mapped ships only.
    const mapped = (
      (await a.authority.get('/api/fleet/ships?size=100')).data.items as Array<{ id: number }>
    ).filter((s) => s.id === A || s.id === a.outside.id).length;
    const auth = await a.authority.get('/api/analysis/fleet?year=2025');
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    expect(fuel(auth.data)).toBeCloseTo(116 * mapped, 9);
  });

  it('groups by tonnage and age bands of the dictionaries, every ship in at most one band', async () => {
    const ships = (await a.admin.get('/api/fleet/ships?size=100')).data.total as number;
    for (const groupBy of ['tonnage', 'age']) {
      const r = await a.auditor.get(`/api/analysis/fleet?year=2025&groupBy=${groupBy}`);
      expect(r.status).toBe(200);
      expect(r.data.groups.length).toBeGreaterThan(0);
      expect(r.data.groups.reduce((s: number, g: { ships: number }) => s + g.ships, 0)).toBeLessThanOrEqual(
        ships,
      );
    }
  });

  it('refuses bad input and callers without the page or a session', async () => {
    expect((await a.auditor.get('/api/analysis/fleet?year=2025&groupBy=flag')).status).toBe(400);
    expect((await a.auditor.get('/api/analysis/fleet')).status).toBe(400);
    expect((await a.manager.get('/api/analysis/fleet?year=2025')).status).toBe(403);
    expect((await bare.get('/api/analysis/fleet?year=2025')).status).toBe(403);
    expect((await t.app.inject({ url: '/api/analysis/fleet?year=2025' })).statusCode).toBe(401);
  });
});
