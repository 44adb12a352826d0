import { and, eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateCii, ciiInputFromTotals, type CiiInput } from '../../../src/domain/cii/index.js';
import type { DcsFigures } from '../../../src/domain/imoDcs/index.js';
import {
  ciiRatings,
  companies,
  flagDocChanges,
  robSnapshots,
  ships,
  snapshotFuels,
  voyages,
} from '../../../src/server/db/schema/index.js';
import { ciiPeriodInputs } from '../../../src/server/services/cii/periodInput.js';
import { ratingsFor } from '../../../src/server/services/cii/ratings.js';
import { imoDcsGenerator } from '../../../src/server/services/reports/generators/imoDcs.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { warmRoutes } from '../../support/warmRoutes.js';
import { bareClient, ledgerActors, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { flagChangeJuly, flagChangeLedger } from '../../support/imoDcs/flagChangeLedger.js';
import { callVoyageData } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * CII ratings from the ledger (docs/cii-ratings.md). The ledger is the worked DCS example of
 * reports.dcsCmsa.test.ts without the DOC change: one leg CNSHA → SGSIN (28 Jun – 4 Jul 2025,
 * 1 440 nm) cut in half by a flag change PAN → LBR on 1 Jul 00:00Z, snapshots on 1 Jan, 1 Jul and
 * 1 Jan 2026. The DCS figures of the halves (worked by hand there): H1 HFO 222, LNG 20, butane 2,
 * 720 nm; H2 HFO 88, LNG 20, butane 3, 720 nm. The ship is made a 50 000 DWT / 30 000 GT bulk carrier.
 */
let t: TestApp;
let shipId: number;
let outsideId: number;
let manager: Client;
let admin: Client;
let bare: Client;
let auditor: Client;

const H1 = { start: '2025-01-01T00:00:00.000Z', end: '2025-07-01T00:00:00.000Z' };
const H2 = { start: '2025-07-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' };

const payload = (s: string) => flagChangeLedger(s);

// Hand-worked: H1 CO2 = 222 × 3.114 + 20 × 2.75 + 2 × 3.03 = 752.368 t; attained
// = 752.368 × 10⁶ / (50 000 × 720) = 20.899111… g CO2/(dwt·nm).
const H1_ATTAINED = (752.368 * 1e6) / (50000 * 720);
// H2: 88 × 3.114 + 20 × 2.75 + 3 × 3.03 = 338.122 t → 9.392277… .
const H2_ATTAINED = (338.122 * 1e6) / (50000 * 720);

beforeAll(async () => {
  await warmRoutes();
  t = await createTestApp();
  const a = await ledgerActors(t);
  manager = a.manager;
  admin = a.admin;
  auditor = a.auditor;
  bare = await bareClient(t, admin, 'cii_bare');
  shipId = a.inScope2.id;
  outsideId = a.outside.id;
  await t.db
    .update(ships)
    .set({
      flagCode: 'LBR',
      shipTypeCode: '1',
      subTypeCode: null,
      dwt: 50000,
      gt: 30000,
      docCompanyId: undefined,
    })
    .where(eq(ships.id, shipId));
  await t.db.insert(flagDocChanges).values(flagChangeJuly(shipId));
  const w = await callVoyageData(t.app, 'POST', payload(a.inScope2.imo!), { 'x-token': manager.token });
  expect(w.status, w.body).toBe(200);
}, 180_000);
afterAll(() => t.close());

const ratingsOf = async (c: Client = manager, year = 2025) => {
  const r = await c.get(`/api/cii/ratings?shipId=${shipId}&year=${year}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.data as { recomputed: boolean; periods: Array<Record<string, any>> };
};

describe('CII ratings from the ledger', () => {
  it('a year split at a flag change gives two ratings, each the DCS figures of its part', async () => {
    const inputs = await ciiPeriodInputs(t.db, shipId, 2025);
    expect(inputs.map((p) => [p.period.start, p.period.end, p.splitBy])).toEqual([
      [H1.start, H1.end, ['yearStart', 'flag']],
      [H2.start, H2.end, ['flag', 'yearEnd']],
    ]);
    expect(inputs[0]!.totals).toMatchObject({ shipType: 'bulk_carrier', dwt: 50000, year: 2025 });
    expect(inputs[0]!.totals!.fuelT).toEqual({ HFO: 222, LNG: 20, LPG_BUTANE: 2 });
    expect(inputs[1]!.totals!.fuelT).toEqual({ HFO: 88, LNG: 20, LPG_BUTANE: 3 });
    const r = await ratingsFor(t.db, shipId, 2025);
    expect(r[0]!.result!.attained).toBeCloseTo(H1_ATTAINED, 9);
    expect(r[1]!.result!.attained).toBeCloseTo(H2_ATTAINED, 9);
  });

  it('agrees with calculateCii and POST /api/calc/cii for the same inputs', async () => {
    const r = await ratingsFor(t.db, shipId, 2025);
    for (const p of r) {
      const direct = calculateCii(p.input as CiiInput);
      const api = await manager.post('/api/calc/cii', p.input);
      expect(api.status).toBe(200);
      expect(p.result).toEqual(direct);
      expect(api.data.attained).toBeCloseTo(p.result!.attained, 12);
      expect(api.data.required).toBeCloseTo(p.result!.required, 12);
      expect(api.data.rating).toBe(p.result!.rating);
      expect(api.data.boundaries).toEqual(p.result!.boundaries);
    }
  });

  it('the route stores one row per period with the spec fields, and reads it back until the ledger moves', async () => {
    const first = await ratingsOf();
    expect(first.recomputed).toBe(true);
    const [a, b] = first.periods;
    expect(a).toMatchObject({
      periodStart: H1.start,
      periodEnd: H1.end,
      shipType: 'bulk_carrier',
      capacity: 50000,
      capacityRef: 50000,
      distanceNm: 720,
      adjustType: null,
      correctionFactor: 1,
      source: 'ledger',
      reason: null,
    });
    expect(a!.attained).toBeCloseTo(H1_ATTAINED, 9);
    expect(b!.attained).toBeCloseTo(H2_ATTAINED, 9);
    const expected = calculateCii(
      ciiInputFromTotals({
        shipType: 'bulk_carrier',
        dwt: 50000,
        gt: 30000,
        year: 2025,
        distanceNm: 720,
        fuelT: { HFO: 88, LNG: 20, LPG_BUTANE: 3 },
      }),
    );
    expect([b!.required, b!.rating, b!.boundaries]).toEqual([
      expected.required,
      expected.rating,
      expected.boundaries,
    ]);
    expect(a!.paramVersion).toMatch(/^\d{4}-\d{2}\.\d+$/);
    expect((await ratingsOf()).recomputed).toBe(false);
  });

  it('a ship under 5 000 GT or of a type reg. 28 does not rate gets reasons, not ratings', async () => {
    await t.db.update(ships).set({ gt: 4999 }).where(eq(ships.id, shipId));
    let r = await ratingsOf();
    expect(r.recomputed).toBe(true);
    expect(r.periods.map((p) => [p.rating, p.reason?.code])).toEqual([
      [null, 'cii.below_min_gt'],
      [null, 'cii.below_min_gt'],
    ]);
    await t.db.update(ships).set({ gt: 30000, shipTypeCode: '8' }).where(eq(ships.id, shipId));
    r = await ratingsOf();
    expect(r.periods[0]!.reason.code).toBe('cii.not_rated_type');
    await t.db.update(ships).set({ shipTypeCode: '1' }).where(eq(ships.id, shipId));
    expect((await ratingsOf()).periods[0]!.rating).not.toBeNull();
  });

  it('a locked DCS report freezes its rating: a ledger change moves the DCS figures, not the rating', async () => {
    const before = (await ratingsOf()).periods;
    const gen = await manager.post('/api/reports', { regime: 'imoDcs', shipId, period: H1 });
    expect(gen.status, JSON.stringify(gen.body)).toBe(201);
    for (const v of await t.db.select().from(voyages).where(eq(voyages.shipId, shipId)))
      if (v.status !== 'locked')
        expect(
          (await manager.post(`/api/voyages/${v.id}/lock`, { event: 'lock', version: v.version })).status,
        ).toBe(200);
    const lock = await manager.post(`/api/reports/${gen.data.id}/events`, {
      type: 'lock',
      version: gen.data.version,
    });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    // The opening snapshot gains 100 t HFO (SQL, as a correction of the ledger would): the
    // ledger's H1 now burns 322 t, the locked report and the rating keep 222.
    const [s0] = await t.db
      .select()
      .from(robSnapshots)
      .where(and(eq(robSnapshots.shipId, shipId), eq(robSnapshots.refCode, 'S0')));
    await t.db
      .update(snapshotFuels)
      .set({ robT: 1100 })
      .where(and(eq(snapshotFuels.snapshotId, s0!.id), eq(snapshotFuels.fuelCode, '1')));
    await t.db.update(robSnapshots).set({ payloadHash: 'edited' }).where(eq(robSnapshots.id, s0!.id));
    const ledgerNow = (await imoDcsGenerator.generate(t.db, shipId, H1)).figures as DcsFigures;
    expect(ledgerNow.fuelT.HFO).toBe(322);
    const after = await ratingsOf();
    expect(after.recomputed).toBe(true);
    expect(after.periods[0]).toMatchObject({ source: 'report', reportId: gen.data.id });
    expect(after.periods[0]!.attained).toBe(before[0]!.attained);
    expect(after.periods[0]!.rating).toBe(before[0]!.rating);
    expect(after.periods[1]!.attained).toBe(before[1]!.attained);
  });
});

describe('CII routes: permission, validation, scope', () => {
  it('401 without a session, 403 without the CII pages, 400 on bad input, 404 outside scope', async () => {
    const anon = await t.app.inject({ method: 'GET', url: `/api/cii/ratings?shipId=${shipId}&year=2025` });
    expect(anon.statusCode).toBe(401);
    const anonFleet = await t.app.inject({ method: 'GET', url: '/api/cii/ratings/fleet' });
    expect(anonFleet.statusCode).toBe(401);
    expect((await bare.get(`/api/cii/ratings?shipId=${shipId}&year=2025`)).status).toBe(403);
    expect((await bare.get('/api/cii/ratings/fleet')).status).toBe(403);
    expect((await bare.post('/api/cii/plans', {})).status).toBe(403);
    for (const q of [
      'shipId=x&year=2025',
      `shipId=${shipId}&year=2022`,
      `shipId=${shipId}&year=2031`,
      `shipId=${shipId}`,
    ])
      expect((await manager.get(`/api/cii/ratings?${q}`)).status, q).toBe(400);
    expect((await manager.post('/api/cii/ratings/refresh', { year: '2025' })).status).toBe(400);
    expect((await manager.get(`/api/cii/ratings?shipId=${outsideId}&year=2025`)).status).toBe(404);
    expect((await manager.get(`/api/cii/ships/${outsideId}`)).status).toBe(404);
    expect((await manager.post('/api/cii/ratings/refresh', { year: 2025, shipId: outsideId })).status).toBe(
      404,
    );
  });

  it('the fleet: every ship in scope, refreshed, with risk; the xlsx reads back in zh and en', async () => {
    const refresh = await manager.post('/api/cii/ratings/refresh', { year: 2025 });
    expect(refresh.status).toBe(200);
    expect(refresh.data.ships).toBeGreaterThan(1);
    const f = await manager.get('/api/cii/ratings/fleet?to=2025');
    expect(f.status).toBe(200);
    expect(f.data.years).toEqual([2023, 2024, 2025]);
    const mine = f.data.ships.find((s: { shipId: number }) => s.shipId === shipId);
    const stored = await t.db
      .select()
      .from(ciiRatings)
      .where(and(eq(ciiRatings.shipId, shipId), eq(ciiRatings.year, 2025)));
    // The year's rating is the part closing the year (H2).
    const h2 = stored.find((r) => r.periodStart.toISOString() === H2.start)!;
    expect(mine.ratings).toEqual({ 2023: null, 2024: null, 2025: h2.rating });
    expect(f.data.ships.some((s: { shipId: number }) => s.shipId === outsideId)).toBe(false);
    for (const lang of ['en', 'zh'] as const) {
      const x = await manager.get(`/api/cii/ratings/fleet/export?to=2025&lang=${lang}`);
      expect(x.status).toBe(200);
      const wb = XLSX.read(x.raw.rawPayload);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, {
        header: 1,
        defval: null,
      });
      expect(rows[0]).toEqual(
        lang === 'en'
          ? [
              'Ship',
              'IMO number',
              '2023',
              '2024',
              '2025',
              'Trend',
              'At risk',
              'Corrective plan required',
              'Plan recorded',
            ]
          : ['船名', 'IMO 编号', '2023', '2024', '2025', '趋势', '风险船舶', '需纠正措施计划', '已记录计划'],
      );
      expect(rows.length).toBe(f.data.ships.length + 1);
    }
    // The auditor reads the fleet (all ships) but may not export or plan.
    expect((await auditor.get('/api/cii/ratings/fleet')).status).toBe(200);
    expect((await bare.get('/api/cii/ratings/fleet/export')).status).toBe(403);
  });

  it('corrective action plans: create, validate in both languages, update with version, delete; scoped', async () => {
    const good = {
      shipId,
      year: 2025,
      target: 'Slow steaming and hull cleaning',
      targetRating: 'C',
      status: 'planned',
      owner: 'Tech. superintendent',
      dueDate: '2026-04-30',
    };
    const bad = await manager.post('/api/cii/plans', {
      ...good,
      targetRating: 'D',
      dueDate: '2026-02-30',
      owner: ' ',
    });
    expect(bad.status).toBe(400);
    const fields = JSON.stringify(bad.body);
    expect(fields).toContain('targetRating');
    expect(fields).toContain('dueDate');
    expect(fields).toContain('owner');
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/cii/plans',
      payload: { ...good, targetRating: 'E' },
      headers: { 'x-token': manager.token, 'accept-language': 'zh-CN' },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.body).toContain('目标评级应为 C 或更好');
    const en = await manager.post('/api/cii/plans', { ...good, targetRating: 'E' });
    expect(JSON.stringify(en.body)).toContain('The target rating must be C or better.');
    expect((await manager.post('/api/cii/plans', { ...good, shipId: outsideId })).status).toBe(404);
    const created = await manager.post('/api/cii/plans', good);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.data.id;
    const { shipId: _s, ...fields2 } = good;
    const upd = await manager.put(`/api/cii/plans/${id}`, { ...fields2, status: 'inProgress', version: 1 });
    expect([upd.status, upd.data.status, upd.data.version]).toEqual([200, 'inProgress', 2]);
    expect((await manager.put(`/api/cii/plans/${id}`, { ...fields2, version: 1 })).status).toBe(409);
    expect(
      (await manager.put(`/api/cii/plans/${id}`, { ...fields2, status: 'bogus', version: 2 })).status,
    ).toBe(400);
    const page = await manager.get(`/api/cii/ships/${shipId}`);
    expect(page.status).toBe(200);
    expect(page.data.plans.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(page.data.requiredAhead.map((r: { year: number }) => r.year)).toEqual([2027, 2028, 2029]);
    expect((await auditor.put(`/api/cii/plans/${id}`, { ...fields2, version: 2 })).status).toBe(403);
    expect((await bare.del(`/api/cii/plans/${id}`)).status).toBe(403);
    expect((await manager.del(`/api/cii/plans/999999`)).status).toBe(404);
    expect((await manager.del(`/api/cii/plans/${id}`)).status).toBe(200);
    expect((await manager.get(`/api/cii/plans?shipId=${shipId}`)).data).toEqual([]);
  });

  it('the dashboard tile counts this year in scope; the public chart counts opted-in owners only', async () => {
    // The clock stands in 2026: nothing rated for 2026 yet, but the ship's latest year (2025, its
    // closing part H2: attained 9.39 against a required CII near 5.2, ratio above 1.18) is E,
    // so it is at risk; the other ships in scope have no ledger and no rating.
    const h2row = (await t.db.select().from(ciiRatings).where(eq(ciiRatings.shipId, shipId))).find(
      (r) => r.periodStart.toISOString() === H2.start,
    )!;
    expect(h2row.rating).toBe('E');
    const next = (await manager.get('/api/dashboard/next')).data;
    expect(next).toMatchObject({ ciiRated: 0, ciiAtRisk: 1, ciiByRating: {} });
    expect((await bare.get('/api/dashboard/next')).status).toBe(403);
    const pub = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/public/fleet-stats' })).json().data;
    expect((await pub()).ciiDistribution).toEqual([]);
    const [s] = await t.db.select().from(ships).where(eq(ships.id, shipId));
    await t.db.update(companies).set({ publicStats: true }).where(eq(companies.id, s!.ownerCompanyId!));
    const dist = (await pub()).ciiDistribution as Array<{ year: number; rating: string; ships: number }>;
    const stored = await t.db.select().from(ciiRatings).where(eq(ciiRatings.shipId, shipId));
    const h2 = stored.find((r) => r.periodStart.toISOString() === H2.start)!;
    expect(dist).toContainEqual({ year: 2025, rating: h2.rating, ships: 1 });
    expect(JSON.stringify(dist)).not.toMatch(/shipId|imo|name/i);
  });
});
