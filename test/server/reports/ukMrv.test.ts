import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportPeriod } from '../../../src/domain/reports/types.js';
import { UK_PORT_HEADERS, UK_VOYAGE_HEADERS } from '../../../src/domain/ukMrv/index.js';
import { flagDocChanges, ports, shipAuthorities, voyages } from '../../../src/server/db/schema/index.js';
import {
  TN2O_EQ_TOTAL,
  ukAerXml,
  ukXmlPartCount,
} from '../../../src/server/services/reports/exports/ukCompanyAerXml.js';
import { UK_SHEETS, type UkStoredFigures } from '../../../src/server/services/reports/exports/ukMrv.js';
import { ukMrvGenerator } from '../../../src/server/services/reports/generators/ukMrv.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client } from '../../support/fleet/fleetHelpers.js';
import { bareClient, ledgerActors, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, portCall } from '../../support/ledger/ledgerWriteFixtures.js';
import { warmRoutes } from '../../support/warmRoutes.js';

/**
 * The UK MRV / UK ETS report and the cross-regime page on data written through POST
 * /api/voyage-data (docs/reports-uk-and-cross-regime.md §5.2). HFO only, worked by hand:
 * R1 NLRTM → R2 GBFXT (sea 10 t, stay 2) → R3 GBSOU (5, 1) → R4 USNYC (100, 3; stays to 25 Jun 2026)
 * → R5 GBSOU (100, 2; 5 Jul 2026, UK ETS) → R6 GBBEL Northern Ireland (10, 1).
 * 2025 (UK MRV, CO2 3.114 t/t): GBFXT stay 6.228, GBFXT→GBSOU 15.57, GBSOU stay 3.114, GBSOU→USNYC 311.4.
 * 2026: USNYC→GBSOU departs in the gap (0); GBSOU stay 2 × 3.1631, GBSOU→GBBEL 10 × 3.1631 at 50 %,
 * GBBEL stay 3.1631 (CO2e with GWP 28/265).
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerActors>>;
let company: Client;
let bare: Client;
let shipId: number;

const Y2025: ReportPeriod = { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' };
const Y2026: ReportPeriod = { start: '2026-01-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' };

const hfo = (a: number, d: number) => [{ fuel: '1', robArrivalT: a, robDepartureT: d }];
const payload = (s: string) => ({
  records: [
    portCall(s, 'U1', {
      port: 'NLRTM',
      arrival: '2025-03-01T00:00Z',
      departure: '2025-03-02T00:00Z',
      fuels: hfo(1000, 990),
    }),
    portCall(s, 'U2', {
      port: 'GBFXT',
      arrival: '2025-03-03T00:00Z',
      departure: '2025-03-04T00:00Z',
      distanceNm: 200,
      purposes: [1],
      fuels: hfo(980, 978),
    }),
    portCall(s, 'U3', {
      port: 'GBSOU',
      arrival: '2025-03-05T00:00Z',
      departure: '2025-03-06T00:00Z',
      distanceNm: 150,
      fuels: hfo(973, 972),
    }),
    portCall(s, 'U4', {
      port: 'USNYC',
      arrival: '2025-03-15T00:00Z',
      departure: '2026-06-25T00:00Z',
      distanceNm: 3000,
      purposes: [1, 0],
      fuels: hfo(872, 869),
    }),
    portCall(s, 'U5', {
      port: 'GBSOU',
      arrival: '2026-07-05T00:00Z',
      departure: '2026-07-07T00:00Z',
      distanceNm: 3000,
      purposes: [1, 0],
      fuels: hfo(769, 767),
    }),
    portCall(s, 'U6', {
      port: 'GBBEL',
      arrival: '2026-07-10T00:00Z',
      departure: '2026-07-11T00:00Z',
      distanceNm: 400,
      purposes: [1],
      fuels: hfo(757, 756),
    }),
  ],
});

beforeAll(async () => {
  await warmRoutes();
  t = await createTestApp();
  w = await ledgerActors(t);
  company = await client(t.app, 'demo_company');
  bare = await bareClient(t, w.admin, 'uk_bare');
  shipId = w.inScope2.id;
  const res = await callVoyageData(t.app, 'POST', payload(w.inScope2.imo!), { 'x-token': w.manager.token });
  expect(res.status, res.body).toBe(200);
}, 200_000);
afterAll(() => t.close());

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('UK MRV generator', () => {
  it('the dictionary marks Belfast as Northern Ireland (the 50 % rule needs it)', async () => {
    const [bel] = await t.db.select().from(ports).where(eq(ports.code, 'GBBEL'));
    expect([bel?.isUk, bel?.isNorthernIreland]).toEqual([true, true]);
  });

  it('candidates: the calendar year; before 2022 blocked', async () => {
    expect((await ukMrvGenerator.candidates(t.db, shipId, 2025)).map((c) => c.status)).toEqual([
      'generatable',
    ]);
    expect((await ukMrvGenerator.candidates(t.db, shipId, 2021))[0]!.reasons[0]!.code).toBe(
      'report.uk_before_regime',
    );
  });

  it('2025 (UK MRV): voyages and stays by the UK rules, CO2 only, nothing to surrender', async () => {
    const g = await ukMrvGenerator.generate(t.db, shipId, Y2025);
    const f = g.figures as UkStoredFigures;
    expect(f.voyages.map((v) => [v.fromPort, v.toPort, v.share, v.reason.code])).toEqual([
      ['NLRTM', 'GBFXT', 0, 'ukScope.mrvEea'],
      ['GBFXT', 'GBSOU', 1, 'ukScope.mrvDomestic'],
      ['GBSOU', 'USNYC', 1, 'ukScope.mrvDeparts'],
    ]);
    close(f.aggregates.withinUkPorts.total, 6.228 + 3.114);
    close(f.aggregates.betweenUkPorts.total, 15.57);
    close(f.aggregates.ukAndNonEea.total, 311.4);
    close(f.aggregates.totalShipEmissions.total, 336.312);
    expect(f.aggregates.surrenderEmissions.total).toBe(0);
    expect(g.fingerprint).toBe(await ukMrvGenerator.fingerprint(t.db, shipId, Y2025));
  });

  it('2026: the gap voyage is out, the UK ETS surrenders from 1 July with GB↔NI at 50 %', async () => {
    const f = (await ukMrvGenerator.generate(t.db, shipId, Y2026)).figures as UkStoredFigures;
    expect(f.voyages.map((v) => [v.fromPort, v.toPort, v.regime, v.share])).toEqual([
      ['USNYC', 'GBSOU', null, 0],
      ['GBSOU', 'GBBEL', 'ukEts', 0.5],
    ]);
    close(f.aggregates.totalFromVoyagesAndPorts.total, 41.1203);
    close(f.aggregates.lessNiDeduction.total, 15.8155);
    close(f.aggregates.surrenderEmissions.total, 25.3048);
  });

  it('export: the UK template sheets read back with their headers and figures', async () => {
    const g = await ukMrvGenerator.generate(t.db, shipId, Y2026);
    const file = await ukMrvGenerator.exports.xlsx!(
      {
        id: 1,
        regime: 'ukMrv',
        shipId,
        period: Y2026,
        year: 2026,
        status: 'locked',
        reportVersion: 1,
        figures: g.figures,
        totals: g.totals,
        corrections: [
          { key: 'reports.uk.surrenderEmissions', value: 25.3048, correction: 1, reason: 'meter' },
        ],
        paramVersion: g.paramVersion,
        fingerprint: g.fingerprint,
        referenceCode: 'ref',
      },
      'en',
    );
    expect(file.fileName).toMatch(/^UK_\d+_2026-01-01_2026-12-31_en\.xlsx$/);
    const wb = XLSX.read(file.body);
    expect(wb.SheetNames).toEqual([UK_SHEETS.voyages, UK_SHEETS.ports, UK_SHEETS.aggregated]);
    const rows = (name: string) =>
      XLSX.utils.sheet_to_json<(string | number)[]>(wb.Sheets[name]!, { header: 1, defval: '' });
    const v = rows(UK_SHEETS.voyages);
    expect(v[0]).toEqual([...UK_VOYAGE_HEADERS]);
    expect(v.slice(1).map((r) => r.slice(1, 9))).toEqual([
      ['GB', 'GBSOU', '7/7/2026', '00:00:00', 'GB', 'GBBEL', '10/7/2026', '00:00:00'],
    ]);
    expect(v[1]!.slice(9, 11)).toEqual(['FOSSIL', 'HFO']);
    close(Number(v[1]![14]), 10);
    close(Number(v[1]![17]), 31.14);
    const p = rows(UK_SHEETS.ports);
    expect(p[0]).toEqual([...UK_PORT_HEADERS]);
    expect(p.slice(1).map((r) => [r[2], r[12]])).toEqual([
      ['GBSOU', 2],
      ['GBBEL', 1],
    ]);
    const a = rows(UK_SHEETS.aggregated);
    const surrender = a.find((r) => r[0] === 'Surrender emissions (UK ETS)')!;
    close(Number(surrender[4]), 26.3048);
    expect(surrender[5]).toBe(26);
  });
});

describe('UK MRV lifecycle through the API', () => {
  it('generate → lock → submit → verifier returns → regenerate → lock → submit → confirm', async () => {
    const g = await company.post('/api/reports', { regime: 'ukMrv', shipId, period: Y2025 });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    const id = g.body.data.id;
    let r = g.body.data;
    const send = async (c: Client, type: string, extra: object = {}) => {
      const res = await c.post(`/api/reports/${id}/events`, { type, version: r.version, ...extra });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      r = res.body.data;
      return r;
    };
    // The report locks only when the ship's voyages are locked.
    for (const v of await t.db.select().from(voyages).where(eq(voyages.shipId, shipId)))
      if (v.status !== 'locked') {
        const l = await company.post(`/api/voyages/${v.id}/lock`, { event: 'lock', version: v.version });
        expect(l.status, JSON.stringify(l.body)).toBe(200);
      }
    expect((await send(company, 'lock')).status).toBe('locked');
    expect((await send(company, 'submit')).status).toBe('submitted');
    // The company user may not confirm its own report: the verifier's event.
    const own = await company.post(`/api/reports/${id}/events`, { type: 'confirm', version: r.version });
    expect(own.status).toBe(403);
    expect((await send(w.auditor, 'return', { comment: 'port stay missing' })).status).toBe('draft');
    expect((await send(company, 'lock')).status).toBe('locked');
    expect((await send(company, 'submit')).status).toBe('submitted');
    expect((await send(w.auditor, 'confirm')).status).toBe('confirmed');
    const h = (await company.get(`/api/reports/${id}/history`)).body.data as { event: string }[];
    expect(h.map((x) => x.event)).toEqual([
      'confirm',
      'submit',
      'lock',
      'return',
      'submit',
      'lock',
      'generate',
    ]);
    const ex = await company.get(`/api/reports/${id}/export/xlsx?lang=zh`);
    expect(ex.status).toBe(200);
    const sum = await company.get(`/api/reports/${id}/sources?key=reports.uk.betweenUkPorts`);
    expect(sum.status).toBe(200);
    expect(sum.body.data.legs).toHaveLength(1);
  });

  it('the verifier and the authority may not generate a UK report (duty matrix)', async () => {
    // The ship under the authority, so its answer is the duty's 403, not the scope's 404.
    await t.db.insert(shipAuthorities).values({ shipId, authorityCode: 'MSA-SH' }).onConflictDoNothing();
    for (const c of [w.auditor, w.authority]) {
      const g = await c.post('/api/reports', { regime: 'ukMrv', shipId, period: Y2026 });
      expect(g.status).toBe(403);
    }
  });
});

describe('GET /api/reports/cross-regime', () => {
  const url = (id: number | string, year: number | string = 2026) =>
    `/api/reports/cross-regime?shipId=${id}&year=${year}`;

  it('scores the ship-year voyages side by side', async () => {
    const res = await company.get(url(shipId, 2025));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data.rows as {
      fromPort: string;
      toPort: string;
      scores: Record<string, { share: number; reason: { code: string } }>;
    }[];
    expect(
      rows.map((r) => [
        r.fromPort,
        r.toPort,
        r.scores.euMrv!.share,
        r.scores.euEts!.share,
        r.scores.ukMrv!.share,
      ]),
    ).toEqual([
      ['NLRTM', 'GBFXT', 1, 0.5, 0],
      ['GBFXT', 'GBSOU', 0, 0, 1],
      ['GBSOU', 'USNYC', 0, 0, 1],
    ]);
    expect(rows[0]!.scores.ukMrv!.reason.code).toBe('cross.ukScope.mrvEea');
    expect(res.body.data.ship.id).toBe(shipId);
  });

  it('2026: the UK ETS start changes the UK column', async () => {
    const rows = (await w.auditor.get(url(shipId))).body.data.rows as {
      scores: Record<string, { share: number }>;
    }[];
    expect(rows.map((r) => r.scores.ukMrv!.share)).toEqual([0, 0.5]);
  });

  it('400 for a bad ship id or year', async () => {
    const res = await company.get(url('x', 'y'));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['shipId', 'year']));
  });

  it('401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(shipId) });
    expect(res.statusCode).toBe(401);
  });

  it('403 without a report page', async () => {
    expect((await bare.get(url(shipId))).status).toBe(403);
  });

  it('404 for a ship outside the scope', async () => {
    expect((await company.get(url(w.outside.id))).status).toBe(404);
  });
});

/**
 * The company AER (docs/reports-uk-and-cross-regime.md §7.1) of the DOC holder of the written ship:
 * 2025 uses the confirmed ship report above (frozen), 2026 the ledger; another ship of the company
 * taken over on 1 Aug 2026 (a DOC change written here) is a partial year.
 */
describe('GET /api/reports/uk-company-aer', () => {
  let companyId: number;
  let otherCompanyId: number;
  let partialShip: { id: number; imo: string };
  const url = (c: number | string, y: number | string, extra = '') =>
    `/api/reports/uk-company-aer${extra ? '/xml' : ''}?companyId=${c}&year=${y}${extra}`;
  type Ghg = { co2: number; ch4: number; n2o: number; total: number };
  type Ship = Record<string, Ghg> & {
    imo: string;
    allYear: boolean;
    from: string;
    to: string;
    source: { kind: string; status?: string };
    fuelT: Record<string, number>;
  };

  beforeAll(async () => {
    const ship = (await w.admin.get(`/api/fleet/ships/${shipId}`)).data as { docCompanyId: number };
    companyId = ship.docCompanyId;
    otherCompanyId = (
      (await w.admin.get(`/api/fleet/ships/${w.outside.id}`)).data as { docCompanyId: number }
    ).docCompanyId;
    const all = (await w.admin.get('/api/fleet/ships?size=100')).data.items as Array<{
      id: number;
      imo: string | null;
      docCompanyId: number | null;
      gt: number;
    }>;
    const p = all.find((s) => s.docCompanyId === companyId && s.id !== shipId && s.imo && s.gt >= 5000)!;
    partialShip = { id: p.id, imo: p.imo! };
    await t.db.insert(flagDocChanges).values({
      shipId: p.id,
      changeType: 'doc',
      oldCompanyId: otherCompanyId,
      newCompanyId: companyId,
      effectiveDate: new Date('2026-08-01T00:00:00Z'),
      applied: true,
    });
  });

  it('2025: the confirmed ship report is used frozen; totals are the sum of the ships', async () => {
    const res = await company.get(url(companyId, 2025));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(otherCompanyId).not.toBe(companyId);
    const mine = (d.ships as Ship[]).find((s) => s.imo === w.inScope2.imo)!;
    expect(mine.source).toMatchObject({ kind: 'report', status: 'confirmed' });
    expect([mine.allYear, mine.from, mine.to]).toEqual([true, '2025-01-01', '2025-12-31']);
    close(mine.totalShipEmissions!.total, 336.312);
    const sum = (k: string) => (d.ships as Ship[]).reduce((a, s) => a + s[k]!.total, 0);
    close(d.totals.totalEmissions, sum('totalFromVoyagesAndPorts'));
    close(d.totals.surrenderEmissions, sum('surrenderEmissions'));
    expect(d.summary.totalShipEmissions).toBe(Math.round(d.totals.totalShipEmissions));
    expect(d.parts).toBe(1);
  });

  it('2026: ledger figures, GB↔NI deduction, the partial year of a ship taken over on 1 Aug', async () => {
    const d = (await company.get(url(companyId, 2026))).body.data;
    const ships = d.ships as Ship[];
    const mine = ships.find((s) => s.imo === w.inScope2.imo)!;
    expect(mine.source.kind).toBe('ledger');
    close(mine.totalFromVoyagesAndPorts!.total, 41.1203);
    close(mine.lessNiDeduction!.total, 15.8155);
    close(mine.surrenderEmissions!.total, 25.3048);
    const p = ships.find((s) => s.imo === partialShip.imo)!;
    expect([p.allYear, p.from, p.to]).toEqual([false, '2026-08-01', '2026-12-31']);
    close(
      d.totals.lessVoyagesInNorthernIreland,
      ships.reduce((a, s) => a + s.lessNiDeduction!.total, 0),
    );
  });

  it('XML: aggregated data and ship details parse back to the same figures', async () => {
    const d = (await company.get(url(companyId, 2026))).body.data;
    const ships = d.ships as Ship[];
    const parser = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => ['shipEmissions', 'emissions', 'emissionReport'].includes(name),
    });
    const agg = await company.get(url(companyId, 2026, '&kind=aggregated'));
    expect(agg.status).toBe(200);
    expect(agg.raw.headers['content-type']).toContain('application/xml');
    expect(agg.raw.headers['x-parts']).toBe('1');
    const text = agg.raw.body;
    expect(text).toContain('<tn2\u03bfeqTotal>');
    expect(text).not.toContain('<tn2oeqTotal>');
    const doc = parser.parse(text);
    const rows = doc.emissions[0].shipEmissions as Record<string, any>[];
    expect(rows.map((r) => r['@_shipImoNumber'])).toEqual(ships.map((s) => s.imo));
    const gas = (g: Ghg) => ({
      tco2Total: g.co2.toFixed(7),
      tch4eqTotal: g.ch4.toFixed(7),
      [TN2O_EQ_TOTAL]: g.n2o.toFixed(7),
    });
    ships.forEach((s, i) => {
      const a = rows[i]!.annualEmission;
      expect(a.etsEmissionsWithinUkPort).toEqual(gas(s.withinUkPorts!));
      expect(a.etsEmissionsBetweenUkPort).toEqual(gas(s.betweenUkPorts!));
      expect(a.etsEmissionsBetweenUkAndNiPort).toEqual(gas(s.betweenUkAndNi!));
      const fuels = (a.emissions ?? []) as { fuelTypeCode: string; amount: string; fuelOriginCode: string }[];
      expect(fuels.map((f) => f.amount)).toEqual(Object.values(s.fuelT).map((x) => x.toFixed(5)));
      expect(fuels.every((f) => f.fuelOriginCode === 'FOSSIL')).toBe(true);
    });
    // The ship details file (register details, no figures) is tested against its schema in ukAer.test.ts.
  });

  it('XML files split at the ships-per-file limit, every ship in exactly one part', async () => {
    const d = (await company.get(url(companyId, 2026))).body.data;
    const n = (d.ships as Ship[]).length;
    expect(n).toBeGreaterThan(1);
    expect(ukXmlPartCount(d, 1)).toBe(n);
    const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'shipEmissions' });
    const imos = Array.from({ length: n }, (_, i) => {
      const f = ukAerXml(d, 'aggregated', i + 1, 1);
      expect(f.fileName).toMatch(new RegExp(`_part${i + 1}of${n}\\.xml$`));
      const reps = parser.parse(f.body.toString('utf8')).emissions.shipEmissions as Record<string, unknown>[];
      expect(reps).toHaveLength(1);
      return String(reps[0]!['@_shipImoNumber']);
    });
    expect(imos).toEqual((d.ships as Ship[]).map((s) => s.imo));
    expect(() => ukAerXml(d, 'aggregated', n + 1, 1)).toThrow(RangeError);
  });

  it('400 for a bad company, year, kind or a part beyond the files', async () => {
    const res = await company.get(url('x', 1999));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['companyId', 'year']));
    expect((await company.get(url(companyId, 2026, '&kind=pdf'))).body.fields).toHaveProperty('kind');
    const part = await company.get(url(companyId, 2026, '&kind=ships&part=2'));
    expect(part.status).toBe(400);
    expect(part.body.fields.part).toMatch(/1000/);
  });

  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(companyId, 2026) })).statusCode).toBe(401);
  });

  it('403 without the UK report page (a user without rights)', async () => {
    expect((await bare.get(url(companyId, 2026))).status).toBe(403);
    expect((await bare.get(url(companyId, 2026, '&kind=ships'))).status).toBe(403);
  });

  it('404 for a company outside the scope', async () => {
    expect((await company.get(url(otherCompanyId, 2026))).status).toBe(404);
    expect((await company.get(url(otherCompanyId, 2026, '&kind=aggregated'))).status).toBe(404);
    expect((await company.get(url(999_999, 2026))).status).toBe(404);
  });
});
