import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  etsPriceScenarios,
  flagDocChanges,
  ships,
  voyages,
} from '../../../src/server/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, type Client } from '../../support/fleet/fleetHelpers.js';
import { bareClient } from '../../support/ledger/ledgerReadFixtures.js';
import { euRoundTrip, threeShipsOfOneDoc } from '../../support/euMrv/roundTrip.js';
import { expectEveryRoute } from '../../support/reports/routeStatus.js';
import { callVoyageData } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * EU MRV company level and EU ETS price scenarios on both databases (docs/reports-eu.md §4.1–4.2,
 * §6.3). Three ships of one DOC company write the same 2025 HFO round trip: Rotterdam → Hamburg
 * (intra-EEA, 20 t; stay 10 t), → New York (outbound, 200 t, ETS 50 %; stay outside the EEA 10 t),
 * → Rotterdam (inbound, 140 t, ETS 50 %; stay 5 t). Per full year: MRV CO2 = 375 t × 3.114 =
 * 1167.75 t; ETS (CO2 only in 2025) = (20 + 10 + 100 + 70 + 5) × 3.114 = 638.37 t; allowances × 0.7
 * = 446.859. The third ship came to the company on 25 Jan 2025 (change of company): its partial
 * period holds the inbound voyage and the Rotterdam stay only: MRV 145 × 3.114 = 451.53 t, ETS
 * 75 × 3.114 = 233.55 t, allowances 163.485. The first ship's report is submitted with a +10 t CO2
 * correction, so its row comes from the report (1177.75), the others from the ledger.
 */
let t: TestApp;
let company: Client;
let verifier: Client;
let bare: Client;
let fleet: { id: number; imo: string }[];
let companyId: number;
let otherCompanyId: number;
let lonelyCompanyId: number;
let reportId: number;

const roundTrip = (ship: string) => euRoundTrip(ship, { refPrefix: 'C', fuel: '1' });
const YEAR = { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await client(t.app, 'admin');
  company = await client(t.app, 'demo_company');
  verifier = await client(t.app, 'demo_class');
  bare = await bareClient(t, admin, 'eu_company_bare');
  const { three } = await threeShipsOfOneDoc(t, company);
  fleet = three.slice(0, 3).map((s) => ({ id: s.id, imo: s.imo! }));
  companyId = three[0]!.docCompanyId!;
  const all = await t.db.select({ id: companies.id }).from(companies);
  otherCompanyId = all.find((c) => c.id !== companyId)!.id;
  const [lonely] = await t.db
    .insert(companies)
    .values({ imoNumber: '7654321', nameZh: '无船公司', nameEn: 'No ships Ltd', code: 'ETSCO-LONELY' })
    .returning({ id: companies.id });
  lonelyCompanyId = lonely!.id;
  await t.db.insert(flagDocChanges).values({
    shipId: fleet[2]!.id,
    changeType: 'doc',
    oldCompanyId: otherCompanyId,
    newCompanyId: companyId,
    effectiveDate: new Date('2025-01-25T00:00Z'),
    applied: true,
  });
  for (const s of fleet) {
    const w = await callVoyageData(t.app, 'POST', roundTrip(s.imo), { 'x-token': admin.token });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
  }
  // The first ship's EU MRV report: a +10 t CO2 correction, then locked and submitted.
  const shipId = fleet[0]!.id;
  const g = await company.post('/api/reports', { regime: 'euMrv', shipId, period: YEAR });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  reportId = g.data.id;
  const cur = async () => (await company.get(`/api/reports/${reportId}`)).data;
  const c = await company.put(`/api/reports/${reportId}/corrections`, {
    corrections: [{ key: 'reports.euMrv.co2.total', value: 1167.75, correction: 10, reason: 'meter drift' }],
    version: (await cur()).version,
  });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  for (const v of await t.db.select().from(voyages).where(eq(voyages.shipId, shipId))) {
    const r = await company.post(`/api/voyages/${v.id}/lock`, { event: 'lock', version: v.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  for (const type of ['lock', 'submit']) {
    const r = await company.post(`/api/reports/${reportId}/events`, { type, version: (await cur()).version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
}, 120_000);
afterAll(() => t?.close());

describe('EU ETS price scenarios', () => {
  let id: number;
  it('add, list, change with the version, stale version 409, delete', async () => {
    const a = await company.post('/api/eu-ets/scenarios', {
      companyId,
      name: 'Base',
      priceEur: 70.5,
      note: 'Q4 forward',
    });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.data).toMatchObject({ companyId, name: 'Base', priceEur: 70.5, note: 'Q4 forward', version: 1 });
    id = a.data.id;
    const b = await company.post('/api/eu-ets/scenarios', { companyId, name: 'High', priceEur: 100 });
    expect(b.status).toBe(201);
    const l = await company.get(`/api/eu-ets/scenarios?companyId=${companyId}`);
    expect(l.data.map((s: { name: string }) => s.name)).toEqual(['Base', 'High']);
    const u = await company.put(`/api/eu-ets/scenarios/${id}`, {
      name: 'Base',
      priceEur: 72.25,
      note: null,
      version: 1,
    });
    expect([u.status, u.data.priceEur, u.data.version]).toEqual([200, 72.25, 2]);
    const stale = await company.put(`/api/eu-ets/scenarios/${id}`, { name: 'Base', priceEur: 1, version: 1 });
    expect(stale.status).toBe(409);
    expect((await company.del(`/api/eu-ets/scenarios/${b.data.id}?version=9`)).status).toBe(409);
    expect((await company.del(`/api/eu-ets/scenarios/${b.data.id}?version=1`)).status).toBe(200);
    expect((await company.del(`/api/eu-ets/scenarios/${b.data.id}?version=1`)).status).toBe(404);
  });

  it('a name taken in the company (any case) is 422, worded in zh and en', async () => {
    for (const [lang, text] of [
      ['zh', '该公司已有同名的价格情景'],
      ['en', 'The company already has a price scenario with this name.'],
    ]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/eu-ets/scenarios',
        payload: { companyId, name: 'base', priceEur: 50 },
        headers: { 'x-token': company.token, 'accept-language': lang! },
      });
      expect(r.statusCode).toBe(422);
      expect(r.json()).toMatchObject({ code: 'ets.scenario_name_taken', fields: { name: text } });
    }
    const other = await company.post('/api/eu-ets/scenarios', { companyId, name: 'Other', priceEur: 60 });
    const r = await company.put(`/api/eu-ets/scenarios/${other.data.id}`, {
      name: 'BASE',
      priceEur: 60,
      version: 1,
    });
    expect(r.status).toBe(422);
    expect((await company.del(`/api/eu-ets/scenarios/${other.data.id}?version=1`)).status).toBe(200);
  });
});

describe('EU MRV company level', () => {
  it('per ship: report figures where submitted, else the ledger; partial period of the new company', async () => {
    const r = await company.get(`/api/eu-mrv/company-level?companyId=${companyId}&year=2025`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.data;
    const byShip = (id: number) => d.rows.filter((x: { shipId: number }) => x.shipId === id);
    const [s1] = byShip(fleet[0]!.id);
    expect(s1.source).toEqual({ kind: 'report', reportId, status: 'submitted' });
    expect(s1.co2).toBeCloseTo(1177.75, 6);
    expect(s1.surrender).toBeCloseTo(446.859, 6);
    const [s2] = byShip(fleet[1]!.id);
    expect([s2.source, s2.partial]).toEqual([{ kind: 'ledger' }, false]);
    expect(s2.co2).toBeCloseTo(1167.75, 6);
    expect(s2.etsSubjectT).toBeCloseTo(638.37, 6);
    expect(s2.surrender).toBeCloseTo(446.859, 6);
    const s3 = byShip(fleet[2]!.id);
    expect(s3).toHaveLength(1);
    expect([s3[0].partial, s3[0].period.start]).toEqual([true, '2025-01-25T00:00:00.000Z']);
    expect(s3[0].co2).toBeCloseTo(451.53, 6);
    expect(s3[0].etsSubjectT).toBeCloseTo(233.55, 6);
    expect(s3[0].surrender).toBeCloseTo(163.485, 6);
    // The company's other ships wrote no 2025 voyages: their rows are zero.
    const others = d.rows.filter((x: { shipId: number }) => !fleet.some((s) => s.id === x.shipId));
    for (const o of others) expect(o.co2).toBe(0);
    expect(d.totals.co2).toBeCloseTo(1177.75 + 1167.75 + 451.53, 6);
    expect(d.totals.surrender).toBeCloseTo(446.859 * 2 + 163.485, 6);
    expect(d.allowances).toBe(d.totals.surrender);
    expect(
      d.costs.map((c: { name: string; costEur: number }) => [c.name, Math.round(c.costEur * 1000) / 1000]),
    ).toEqual([['Base', Math.round((446.859 * 2 + 163.485) * 72.25 * 1000) / 1000]]);
    expect(d.deadline).toBe('2026-03-31');
  });

  it('the partial period before the change is the previous company’s', async () => {
    const r = await verifier.get(`/api/eu-mrv/company-level?companyId=${otherCompanyId}&year=2025`);
    expect(r.status).toBe(200);
    const s3 = r.data.rows.filter((x: { shipId: number }) => x.shipId === fleet[2]!.id);
    expect(s3).toHaveLength(1);
    expect(s3[0].period.end).toBe('2025-01-25T00:00:00.000Z');
    expect(s3[0].co2).toBeCloseTo((20 + 10 + 200) * 3.114, 6);
  });

  it('xlsx in zh and en, read back', async () => {
    for (const [lang, head, ledger] of [
      ['en', 'Ship', 'Voyage ledger (live)'],
      ['zh', '船名', '航次台账（实时）'],
    ] as const) {
      const x = await company.get(
        `/api/eu-mrv/company-level/export?companyId=${companyId}&year=2025&lang=${lang}`,
      );
      expect(x.status).toBe(200);
      const book = XLSX.read(x.raw.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
        header: 1,
      });
      expect(rows[5]![0]).toBe(head);
      const s1 = rows.find((r) => r[1] === fleet[0]!.imo)!;
      expect(s1[4]).toContain(`#${reportId}`);
      expect(s1[5] as number).toBeCloseTo(1177.75, 6);
      expect(rows.find((r) => r[1] === fleet[1]!.imo)![4]).toBe(ledger);
      const scen = rows.findIndex((r) => r[0] === 'Base');
      expect(rows[scen]![1]).toBe(72.25);
    }
  });
});

describe('company level and scenario routes: 400, 401, 403, scope', () => {
  const routes = () =>
    [
      ['GET', `/api/eu-ets/scenarios?companyId=${companyId}`],
      ['POST', '/api/eu-ets/scenarios', { companyId, name: 'x', priceEur: 1 }],
      ['PUT', '/api/eu-ets/scenarios/1', { name: 'x', priceEur: 1, version: 1 }],
      ['DELETE', '/api/eu-ets/scenarios/1?version=1'],
      ['GET', `/api/eu-mrv/company-level?companyId=${companyId}&year=2025`],
      ['GET', `/api/eu-mrv/company-level/export?companyId=${companyId}&year=2025`],
      ['GET', '/api/eu-mrv/company-level/companies'],
    ] as const;

  it('no session is 401', async () => {
    await expectEveryRoute(t.app, routes(), 401);
  });

  it('a user without the EU page is 403; the verifier reads but may not write', async () => {
    await expectEveryRoute(t.app, routes(), 403, { 'x-token': bare.token });
    expect((await verifier.get(`/api/eu-ets/scenarios?companyId=${companyId}`)).status).toBe(200);
    expect((await verifier.post('/api/eu-ets/scenarios', { companyId, name: 'v', priceEur: 1 })).status).toBe(
      403,
    );
  });

  it('bad input is 400 with the field named', async () => {
    for (const [body, field] of [
      [{ companyId, name: 'z', priceEur: 0 }, 'priceEur'],
      [{ companyId, name: 'z', priceEur: -5 }, 'priceEur'],
      [{ companyId, name: 'z', priceEur: '70' }, 'priceEur'],
      [{ companyId, name: ' ', priceEur: 70 }, 'name'],
      [{ companyId: 'a', name: 'z', priceEur: 70 }, 'companyId'],
    ] as const) {
      const r = await company.post('/api/eu-ets/scenarios', body);
      expect([r.status, Object.keys(r.body.fields ?? {})]).toEqual([400, [field]]);
    }
    expect((await company.put('/api/eu-ets/scenarios/1', { name: 'z', priceEur: 1 })).status).toBe(400);
    expect((await company.del('/api/eu-ets/scenarios/1')).status).toBe(400);
    expect((await company.get(`/api/eu-mrv/company-level?companyId=${companyId}&year=2023`)).status).toBe(
      400,
    );
    expect((await company.get('/api/eu-mrv/company-level?companyId=x&year=2025')).status).toBe(400);
    expect(
      (await company.get(`/api/eu-mrv/company-level/export?companyId=${companyId}&year=2025&lang=fr`)).status,
    ).toBe(400);
  });

  it('the company choices are the DOC holders of the caller’s ships only', async () => {
    const r = await company.get('/api/eu-mrv/company-level/companies');
    expect(r.status).toBe(200);
    const ids = r.data.map((c: { id: number }) => c.id);
    expect(ids).toContain(companyId);
    expect(ids).not.toContain(lonelyCompanyId);
    const docs = new Set((await t.db.select({ d: ships.docCompanyId }).from(ships)).map((s) => s.d));
    for (const id of ids) expect(docs.has(id)).toBe(true);
  });

  it('a company outside the scope is 404, and so is its scenario', async () => {
    const [s] = await t.db
      .insert(etsPriceScenarios)
      .values({ companyId: lonelyCompanyId, name: 'Theirs', priceEur: 80 })
      .returning();
    expect((await company.get(`/api/eu-ets/scenarios?companyId=${lonelyCompanyId}`)).status).toBe(404);
    expect(
      (await company.get(`/api/eu-mrv/company-level?companyId=${lonelyCompanyId}&year=2025`)).status,
    ).toBe(404);
    expect(
      (await company.post('/api/eu-ets/scenarios', { companyId: lonelyCompanyId, name: 'x', priceEur: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await company.put(`/api/eu-ets/scenarios/${s!.id}`, { name: 'x', priceEur: 1, version: 1 })).status,
    ).toBe(404);
    expect((await company.del(`/api/eu-ets/scenarios/${s!.id}?version=1`)).status).toBe(404);
    const [still] = await t.db.select().from(etsPriceScenarios).where(eq(etsPriceScenarios.id, s!.id));
    expect(still!.priceEur).toBe(80);
  });
});
