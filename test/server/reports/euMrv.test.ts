import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EuMrvFigures } from '../../../src/domain/euMrv/index.js';
import type { ReportPeriod } from '../../../src/domain/reports/types.js';
import {
  companies,
  flagDocChanges,
  reports,
  reportVersions,
  ships,
} from '../../../src/server/db/schema/index.js';
import { euReasonText } from '../../../src/server/i18n/euExportMessages.js';
import { euEtsGenerator } from '../../../src/server/services/reports/generators/euEts.js';
import { euMrvGenerator } from '../../../src/server/services/reports/generators/euMrv.js';
import { fuelEuGenerator, fuelEuYear } from '../../../src/server/services/reports/generators/fuelEu.js';
import { sharingReads } from '../../../src/server/services/reports/generators/sharedReads.js';
import { drainJobs } from '../../support/jobs.js';
import { clientWithout } from '../../support/reports/roleWithout.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client } from '../../support/fleet/fleetHelpers.js';
import { bareClient, ledgerActors, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, portCall } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * EU MRV / ETS on a ship-year written through POST /api/voyage-data (docs/reports-eu.md §6.2):
 * Hamburg → Rotterdam → (Gibraltar, bunkering) → New York → Algeciras → Las Palmas, HFO only,
 * and a change of company on 25 Mar 2025 (two partial reports). Figures by hand, HFO CF 3.114.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let bare: Client;
let shipId: number;
let co: { id: number; nameEn: string }[];

const hfo = (robArrivalT: number, robDepartureT: number) => [{ fuel: '1', robArrivalT, robDepartureT }];
const payload = (s: string) => ({
  records: [
    portCall(s, 'E1', {
      port: 'DEHAM',
      arrival: '2025-03-01T00:00Z',
      departure: '2025-03-02T00:00Z',
      fuels: hfo(1010, 1000),
    }),
    portCall(s, 'E2', {
      port: 'NLRTM',
      arrival: '2025-03-03T00:00Z',
      departure: '2025-03-04T00:00Z',
      distanceNm: 300,
      purposes: [0, 1],
      fuels: hfo(990, 985),
    }),
    portCall(s, 'E3', {
      port: 'GIGIB',
      arrival: '2025-03-08T00:00Z',
      departure: '2025-03-08T12:00Z',
      distanceNm: 1400,
      purposes: [4],
      fuels: hfo(900, 1095),
      bunkers: [{ fuel: '1', tonnes: 200, time: '2025-03-08T06:00Z' }],
    }),
    portCall(s, 'E4', {
      port: 'USNYC',
      arrival: '2025-03-20T00:00Z',
      departure: '2025-03-21T00:00Z',
      distanceNm: 3200,
      purposes: [1],
      fuels: hfo(800, 790),
    }),
    portCall(s, 'E5', {
      port: 'ESALG',
      arrival: '2025-04-02T00:00Z',
      departure: '2025-04-03T00:00Z',
      distanceNm: 3300,
      purposes: [0, 1],
      fuels: hfo(500, 497),
    }),
    portCall(s, 'E6', {
      port: 'ESLPA',
      arrival: '2025-04-06T00:00Z',
      departure: '2025-04-07T00:00Z',
      distanceNm: 700,
      purposes: [1],
      fuels: hfo(457, 456),
    }),
  ],
});

const P1: ReportPeriod = { start: '2025-01-01T00:00:00.000Z', end: '2025-03-25T00:00:00.000Z' };
const P2: ReportPeriod = { start: '2025-03-25T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' };
const CF = 3.114;

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin, 'eu_bare');
  shipId = a.inScope.id;
  co = await t.db.select({ id: companies.id, nameEn: companies.nameEn }).from(companies).limit(2);
  await t.db.update(ships).set({ docCompanyId: co[1]!.id }).where(eq(ships.id, shipId));
  await t.db.insert(flagDocChanges).values({
    shipId,
    changeType: 'doc',
    oldCompanyId: co[0]!.id,
    newCompanyId: co[1]!.id,
    effectiveDate: new Date('2025-03-25T00:00Z'),
    applied: true,
  });
  const w = await callVoyageData(t.app, 'POST', payload(a.inScope.imo!), { 'x-token': a.manager.token });
  expect(w.status, JSON.stringify(w.body)).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('EU MRV generator on the ledger', () => {
  it('candidates: the year split at the change of company (partial reports), no snapshot needed', async () => {
    const c = await euMrvGenerator.candidates(t.db, shipId, 2025);
    expect(c.map((p) => [p.start, p.end, p.companyId, p.status, p.splitBy])).toEqual([
      [P1.start, P1.end, co[0]!.id, 'generatable', ['yearStart', 'company']],
      [P2.start, P2.end, co[1]!.id, 'generatable', ['company', 'yearEnd']],
    ]);
  });

  it('first part: intra, outbound through a bunkering stop, shares and reasons', async () => {
    const g = await euMrvGenerator.generate(t.db, shipId, P1);
    const f = g.figures as EuMrvFigures;
    expect(f.partial).toBe(true);
    expect(f.ship.companyName).toBe(co[0]!.nameEn);
    expect(
      f.voyages.map((v) => [v.from, v.to, v.voyage.bucket, v.voyage.etsShare, v.berth.etsShare]),
    ).toEqual([
      ['DEHAM', 'NLRTM', 'between', 1, 1],
      ['NLRTM', 'USNYC', 'departing', 0.5, 0],
    ]);
    const out = f.voyages[1]!;
    expect(out.voyage.fuelT).toEqual({ HFO: 385 });
    expect(out.stops.map((s) => [s.port, s.reason.code])).toEqual([['GIGIB', 'eu.stop.bunkering']]);
    expect(euReasonText(out.voyage.reason, 'en')).toMatch(
      / → .*: departs an EEA port of call, 100% MRV, 50% ETS$/,
    );
    expect(f.aggregates.co2.total).toBeCloseTo((10 + 5 + 385) * CF, 9);
    expect(f.ets.subjectT).toBeCloseTo((10 + 5 + 0.5 * 385) * CF, 9);
    expect(g.fingerprint).toBe(await euMrvGenerator.fingerprint(t.db, shipId, P1));
  });

  it('second part: inbound, mainland → outermost region (derogated), at-berth per EEA port', async () => {
    const f = (await euMrvGenerator.generate(t.db, shipId, P2)).figures as EuMrvFigures;
    expect(f.voyages.map((v) => [v.from, v.to, v.voyage.reason.code, v.berth.reason.code])).toEqual([
      ['USNYC', 'ESALG', 'eu.voyage.arriving', 'eu.berth.eea'],
      ['ESALG', 'ESLPA', 'eu.voyage.outermostDerogated', 'eu.berth.outermostDerogated'],
    ]);
    const c = f.aggregates.co2;
    expect([c.arriving, c.between, c.atBerth].map((x) => +x.toFixed(6))).toEqual([
      +(290 * CF).toFixed(6),
      +(40 * CF).toFixed(6),
      +(4 * CF).toFixed(6),
    ]);
    expect(f.atBerthByPort.map((b) => b.port)).toEqual(['ESALG', 'ESLPA']);
    expect(f.ets.subjectT).toBeCloseTo((0.5 * 290 + 3) * CF, 9);
    expect(f.ets.surrender).toBeCloseTo((0.5 * 290 + 3) * CF * 0.7, 9);
  });

  it('equals POST /api/calc/eu-ets for the same voyages', async () => {
    const f = (await euMrvGenerator.generate(t.db, shipId, P2)).figures as EuMrvFigures;
    const port = (country: string, outermostRegion = false) => ({
      locode: `${country}XXX`,
      country,
      outermostRegion,
    });
    const hfoT = (tonnes: number) => [{ fuel: 'HFO', tonnes }];
    const res = await a.manager.post('/api/calc/eu-ets', {
      year: 2025,
      shipType: 'general_cargo_ship',
      segments: [
        { type: 'voyage', from: port('US'), to: port('ES'), fuels: hfoT(290) },
        { type: 'berth', port: port('ES'), fuels: hfoT(3) },
        { type: 'voyage', from: port('ES'), to: port('ES', true), fuels: hfoT(40) },
        { type: 'berth', port: port('ES', true), fuels: hfoT(1) },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(f.aggregates.co2.total).toBeCloseTo(res.body.data.mrvCo2, 9);
    expect(f.ets.subjectT).toBeCloseTo(res.body.data.etsCo2e, 9);
    expect(f.ets.surrender).toBeCloseTo(res.body.data.surrender, 9);
  });
});

describe('shared reads (one ship-year, EU MRV + ETS + FuelEU)', () => {
  const three = () =>
    Promise.all([
      euMrvGenerator.generate(t.db, shipId, P2),
      euEtsGenerator.generate(t.db, shipId, P2),
      fuelEuGenerator.generate(t.db, shipId, fuelEuYear(2025)),
    ]);
  it('gives the same figures as the generators on their own, computing the EU figures once', async () => {
    const alone = await three();
    const together = await sharingReads(t.db, three);
    expect(together).toEqual(alone);
    // In the scope EU ETS gets the very figures EU MRV computed; outside it each computes its own.
    expect(together[1].figures).toBe(together[0].figures);
    expect(alone[1].figures).not.toBe(alone[0].figures);
    expect(together[0].fingerprint).toBe(await euMrvGenerator.fingerprint(t.db, shipId, P2));
  });
  it('keeps nothing after the scope: a later read sees the ledger as it is', async () => {
    const inScope = await sharingReads(t.db, () => euMrvGenerator.generate(t.db, shipId, P1));
    const after = await euMrvGenerator.generate(t.db, shipId, P1);
    expect(after.figures).not.toBe(inScope.figures);
    expect(after.figures).toEqual(inScope.figures);
  });
});

describe('EU reports through /api/reports', () => {
  let id = 0;
  it('generates (201), lists its lines, exports xlsx zh/en that read back', async () => {
    const g = await a.manager.post('/api/reports', { regime: 'euMrv', shipId, period: P1 });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    id = g.body.data.id;
    const total = (g.body.data.totals as { key: string; value: number }[]).find(
      (x) => x.key === 'reports.euMrv.co2.total',
    )!;
    expect(total.value).toBeCloseTo(400 * CF, 9);
    for (const lang of ['en', 'zh'] as const) {
      const res = await a.manager.get(`/api/reports/${id}/export/xlsx?lang=${lang}`);
      expect(res.status).toBe(200);
      const wb = XLSX.read(res.raw.rawPayload);
      expect(wb.SheetNames).toEqual(['Report', 'Voyages', 'Berth']);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets.Voyages!, { header: 1, defval: null });
      const f = g.body.data.figures as EuMrvFigures;
      const want = euReasonText(f.voyages[1]!.voyage.reason, lang);
      expect(rows.some((r) => r.includes(want))).toBe(true);
      const report = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets.Report!, { header: 1, defval: null });
      const co2 = report.find((r) => r[0] === 'CO2')!;
      expect(co2[1]).toBeCloseTo(400 * CF, 9);
    }
  });

  it('EU ETS: its own report with the ETS lines only', async () => {
    const g = await a.manager.post('/api/reports', { regime: 'euEts', shipId, period: P2 });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    expect((g.body.data.totals as { key: string }[]).map((x) => x.key)).toEqual([
      'reports.euMrv.etsSubject',
      'reports.euMrv.surrender',
    ]);
  });

  it('400 bad period, 401 no session, 403 no permission, 404 a ship outside the scope', async () => {
    const bad = await a.manager.post('/api/reports', { regime: 'euMrv', shipId, period: { start: 'x' } });
    expect(bad.status).toBe(400);
    const anon = await t.app.inject({ method: 'POST', url: '/api/reports', payload: { regime: 'euMrv' } });
    expect(anon.statusCode).toBe(401);
    expect((await bare.post('/api/reports', { regime: 'euMrv', shipId, period: P1 })).status).toBe(403);
    const out = await a.manager.post('/api/reports', { regime: 'euMrv', shipId: a.outside.id, period: P1 });
    expect(out.status).toBe(404);
    const cands = await a.manager.get(`/api/reports/candidates?regime=euMrv&shipId=${shipId}&year=2025`);
    expect(cands.status).toBe(200);
    expect((cands.body.data as { reportId?: number }[])[0]!.reportId).toBe(id);
  });
});

describe('fleet job for the EU regimes', () => {
  // The manager's functions less the FuelEU page: may generate EU MRV and ETS, not FuelEU.
  let euOnly: Client;
  beforeAll(async () => {
    euOnly = await clientWithout(t, await client(t.app, 'admin'), 'demo_manager', 'mrv:fueleu');
  });
  const runJob = async (who: Client, regime: 'euMrv' | 'euEts' | 'fuelEu') => {
    const start = await who.post('/api/reports/jobs', { regime, year: 2025 });
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    const id = start.body.data.id as number;
    await drainJobs(t);
    const job = await who.get(`/api/reports/jobs/${id}`);
    expect(job.body.data).toMatchObject({ status: 'done', failed: 0 });
    expect(job.body.data.done).toBe(job.body.data.total);
    const rows = await t.db.select().from(reports).where(eq(reports.regime, regime));
    return rows.filter((r) => r.status !== 'cancelled');
  };
  it('POST /api/reports/jobs generates the EU MRV, EU ETS and FuelEU reports of the ships in scope', async () => {
    const company = await client(t.app, 'demo_company');
    const theirs = (await company.get('/api/fleet/ships?size=100')).data.items as { id: number }[];
    expect(theirs.map((s) => s.id)).toContain(shipId);
    const made = {
      euMrv: await runJob(a.manager, 'euMrv'),
      euEts: await runJob(a.manager, 'euEts'),
      fuelEu: await runJob(company, 'fuelEu'),
    };
    // Two partial parts (change of company) for each EU regime on the ship with EU voyages; no
    // report on a ship outside the scope.
    for (const rows of Object.values(made)) {
      expect(rows.filter((r) => r.shipId === shipId).map((r) => r.periodStart.toISOString())).toEqual(
        expect.arrayContaining([P1.start, P2.start]),
      );
      expect(rows.filter((r) => r.shipId === shipId)).toHaveLength(2);
      expect(rows.some((r) => r.shipId === a.outside.id)).toBe(false);
    }
    // Without the FuelEU page's buttons the FuelEU job is refused.
    expect((await euOnly.post('/api/reports/jobs', { regime: 'fuelEu', year: 2025 })).status).toBe(403);
  }, 300_000);

  it('one job for several regimes: EU MRV and EU ETS of each ship in one transaction', async () => {
    await t.db.update(reports).set({ status: 'cancelled' }).where(eq(reports.shipId, shipId));
    const start = await a.manager.post('/api/reports/jobs', {
      regime: 'euMrv',
      year: 2025,
      alsoRegimes: ['euEts'],
    });
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    await drainJobs(t);
    const job = await a.manager.get(`/api/reports/jobs/${start.body.data.id}`);
    expect(job.body.data).toMatchObject({ status: 'done', failed: 0 });
    const live = (await t.db.select().from(reports)).filter((r) => r.status !== 'cancelled');
    const ofShip = (regime: string) => live.filter((r) => r.shipId === shipId && r.regime === regime);
    expect([ofShip('euMrv').length, ofShip('euEts').length, ofShip('fuelEu').length]).toEqual([2, 2, 0]);
    // The same EU figures in both reports of a period (one computation in the ship's scope).
    const mrv = ofShip('euMrv').find((r) => r.periodStart.toISOString() === P1.start)!;
    const ets = ofShip('euEts').find((r) => r.periodStart.toISOString() === P1.start)!;
    const frozen = async (reportId: number) =>
      (await t.db.select().from(reportVersions).where(eq(reportVersions.reportId, reportId)))[0]!;
    const [fm, fe] = [await frozen(mrv.id), await frozen(ets.id)];
    expect((fm.figures as EuMrvFigures).voyages.length).toBeGreaterThan(0);
    expect(fe.figures).toEqual(fm.figures);
    expect(fe.fingerprint).toBe(fm.fingerprint);
    expect(live.some((r) => r.shipId === a.outside.id)).toBe(false);
  }, 300_000);

  it('400 a bad or repeated regime, 401 no session, 403 a regime the role may not generate', async () => {
    const post = (alsoRegimes: unknown) =>
      euOnly.post('/api/reports/jobs', { regime: 'euMrv', year: 2025, alsoRegimes });
    expect((await post(['nope'])).status).toBe(400);
    expect((await post(['euEts', 'euEts'])).status).toBe(400);
    expect((await post(['fuelEu'])).status).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/reports/jobs',
      payload: { regime: 'euMrv', year: 2025, alsoRegimes: ['euEts'] },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('before the 2024+ template', () => {
  it('a 2023 period is blocked with its reason, and generating it is 409', async () => {
    const c = await euMrvGenerator.candidates(t.db, shipId, 2023);
    expect(c[0]!.status).toBe('blocked');
    expect(c[0]!.reasons).toEqual([{ code: 'report.eu_before_2024', params: { year: 2023, first: 2024 } }]);
    const period = { start: '2023-01-01T00:00:00.000Z', end: '2024-01-01T00:00:00.000Z' };
    await expect(euMrvGenerator.generate(t.db, shipId, period)).rejects.toMatchObject({
      status: 409,
      code: 'report.eu_before_2024',
    });
  });
});
