import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidatePeriod } from '../../../src/domain/reports/types.js';
import { reports, shipEquipment } from '../../../src/server/db/schema/index.js';
import { auth, createTestApp, type TestApp } from '../../support/app.js';
import { bareClient, ledgerActors, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, threeCalls } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * Parts B and C of an EU MRV report (docs/reports-eu.md §3.1): PUT/GET /api/reports/:id/eu-parts
 * on a draft generated from the three hand-worked calls (Singapore → Rotterdam is an EU voyage),
 * and the xlsx export that prints them.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let bare: Client;
let id = 0;

const PARTS = {
  verifier: {
    name: 'Nordic Verification A/S',
    address: 'Havnegade 1, 1058 København K',
    accreditationNumber: 'DANAK 7508',
    accreditationBody: 'DANAK',
  },
  sources: [
    { source: 'mainEngines', methods: ['A'], uncertaintyPct: 2.5 },
    { source: 'boilers', methods: ['A', 'C'], uncertaintyPct: 5 },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin, 'euparts_bare');
  const w = await callVoyageData(t.app, 'POST', threeCalls(a.inScope!.imo!), { 'x-token': a.manager.token });
  expect(w.status, w.body).toBe(200);
  // The ship's equipment: main engine, boiler, inert gas generator and a propeller (not a source).
  await t.db.delete(shipEquipment).where(eq(shipEquipment.shipId, a.inScope!.id));
  await t.db.insert(shipEquipment).values(
    (['propeller', 'inert_gas', 'boiler', 'main_engine'] as const).map((kind) => ({
      shipId: a.inScope!.id,
      kind,
      boardSn: `${kind}-1`,
      attrs: {},
    })),
  );
  const c = await a.manager.get(`/api/reports/candidates?regime=euMrv&shipId=${a.inScope!.id}&year=2025`);
  const period = (c.data as CandidatePeriod[]).find((p) => p.status === 'generatable')!;
  const g = await a.manager.post('/api/reports', { regime: 'euMrv', shipId: a.inScope!.id, period });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  id = g.data.id;
}, 120_000);
afterAll(() => t.close());

const url = () => `/api/reports/${id}/eu-parts`;

describe('PUT/GET /api/reports/:id/eu-parts', () => {
  it('a new draft has no parts; the export says they are not filled in', async () => {
    const r = await a.manager.get(url());
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      reportId: id,
      verifier: null,
      sources: [],
      version: null,
      complete: false,
      suggestedSources: ['mainEngines', 'boilers', 'inertGasGenerators'],
    });
    const res = await a.manager.get(`/api/reports/${id}/export/xlsx?lang=en`);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(res.raw.rawPayload).Sheets.Report!, {
      header: 1,
      defval: null,
    });
    const partB = rows.findIndex((x) => x[0] === 'Part B — Verifier');
    expect(rows[partB + 1]![0]).toBe('Not filled in');
  });

  it('saves parts B and C on a draft (version 1, then 2), reads them back', async () => {
    const s = await a.manager.put(url(), { ...PARTS, version: null });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.data).toMatchObject({ ...PARTS, version: 1, complete: true });
    const stale = await a.manager.put(url(), { ...PARTS, version: null });
    expect(stale.status).toBe(409);
    const s2 = await a.manager.put(url(), {
      ...PARTS,
      verifier: { ...PARTS.verifier, address: '' },
      version: 1,
    });
    expect(s2.status, JSON.stringify(s2.body)).toBe(200);
    expect(s2.data.version).toBe(2);
    const back = await a.manager.put(url(), { ...PARTS, version: 2 });
    expect(back.data.version).toBe(3);
    expect((await a.manager.get(url())).data).toMatchObject({ ...PARTS, version: 3, suggestedSources: [] });
  });

  it('exports xlsx zh/en with "Part B — Verifier" and "Part C — Monitoring methods"', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const res = await a.manager.get(`/api/reports/${id}/export/xlsx?lang=${lang}`);
      expect(res.status).toBe(200);
      const wb = XLSX.read(res.raw.rawPayload);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets.Report!, { header: 1, defval: null });
      const at = (label: string) => rows.findIndex((r) => r[0] === label);
      const partB = at(lang === 'en' ? 'Part B — Verifier' : 'B 部分：核查机构');
      const partC = at(lang === 'en' ? 'Part C — Monitoring methods' : 'C 部分：监测方法');
      expect(partB).toBeGreaterThan(0);
      expect(partC).toBeGreaterThan(partB);
      expect(rows.slice(partB, partC).some((r) => r[1] === 'DANAK 7508')).toBe(true);
      const boilers = rows.find((r) => r[0] === (lang === 'en' ? 'Boilers' : '锅炉'))!;
      expect(boilers[2]).toBe(5);
      expect(String(boilers[1])).toContain(lang === 'en' ? 'C: flow meters' : 'C：流量计');
    }
  });

  it('400: method outside A–D, uncertainty above 100 %, accreditation number missing (zh/en)', async () => {
    const bad = async (body: unknown) => {
      const r = await a.manager.put(url(), body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      return JSON.stringify(r.body);
    };
    await bad({ ...PARTS, sources: [{ source: 'mainEngines', methods: ['E'], uncertaintyPct: 1 }] });
    expect(
      await bad({ ...PARTS, sources: [{ source: 'mainEngines', methods: ['A'], uncertaintyPct: 101 }] }),
    ).toContain('100');
    await bad({ ...PARTS, sources: [{ source: 'mainEngines', methods: ['A'], uncertaintyPct: -1 }] });
    await bad({ ...PARTS, sources: [{ source: 'rudder', methods: ['A'], uncertaintyPct: 1 }] });
    await bad({ ...PARTS, verifier: { ...PARTS.verifier, accreditationNumber: ' ' } });
    const zh = await t.app.inject({
      method: 'PUT',
      url: url(),
      payload: { ...PARTS, verifier: { name: 'X' } },
      headers: { ...auth(a.manager.token), 'accept-language': 'zh' },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.body).toContain('必填项');
  });

  it('401 without a session, 403 without the EU page, 404 a report outside the scope', async () => {
    const anon = await t.app.inject({ method: 'PUT', url: url(), payload: PARTS });
    expect(anon.statusCode).toBe(401);
    expect((await bare.put(url(), PARTS)).status).toBe(403);
    expect((await bare.get(url())).status).toBe(403);
    // The auditor reads EU reports but holds no generate button: reads, may not write.
    const aud = await a.auditor.put(url(), { ...PARTS, version: 3 });
    expect(aud.status, JSON.stringify(aud.body)).toBe(403);
    await t.db.update(reports).set({ shipId: a.outside.id }).where(eq(reports.id, id));
    try {
      expect((await a.manager.put(url(), { ...PARTS, version: 3 })).status).toBe(404);
      expect((await a.manager.get(url())).status).toBe(404);
      expect((await a.admin.get(url())).status).toBe(200);
    } finally {
      await t.db.update(reports).set({ shipId: a.inScope!.id }).where(eq(reports.id, id));
    }
  });

  it('409 once the report is locked (parts stay readable and printed)', async () => {
    await t.db.update(reports).set({ status: 'locked' }).where(eq(reports.id, id));
    const r = await a.manager.put(url(), { ...PARTS, version: 3 });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('report.not_draft');
    expect((await a.manager.get(url())).data.version).toBe(3);
  });
});
