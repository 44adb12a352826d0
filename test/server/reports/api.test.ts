import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, voyageRecords } from '../../../src/server/db/schema/index.js';
import { REGIMES } from '../../../src/domain/reports/types.js';
import { exportLabel, FUEL_LABELS } from '../../../src/server/i18n/reportExportMessages.js';
import { drainJobs } from '../../support/jobs.js';
import { REPORT_GENERATORS } from '../../../src/server/services/reports/registry.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { bareClient, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { outsideReport, reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * Every report route (docs/reports.md §6): success, bad input, no session (401), no permission
 * (403), a report or ship outside the caller's scope (404); plus the frozen-figures rules (stale
 * draft, regenerate with a diff, corrections on drafts only, a locked report never changes).
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let bare: Client;
let reportId: number;
let outsideReportId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
  bare = await bareClient(t, w.admin, 'report_bare');
  const g = await w.manager.post('/api/reports', { regime: 'imoDcs', shipId: w.ship.id, period: YEAR_2025 });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  reportId = g.body.data.id;
  outsideReportId = await outsideReport(t, w, reportId);
}, 120_000);
afterAll(() => t.close());

const get = async (id = reportId, c = w.manager) => (await c.get(`/api/reports/${id}`)).body.data;

describe('no session: 401 on every route', () => {
  it.each([
    ['GET', '/api/reports/candidates?regime=imoDcs&shipId=1&year=2025'],
    ['POST', '/api/reports'],
    ['GET', '/api/reports'],
    ['GET', '/api/reports/inbox'],
    ['GET', '/api/reports/hub'],
    ['POST', '/api/reports/jobs'],
    ['GET', '/api/reports/jobs/1'],
    ['GET', '/api/reports/1'],
    ['POST', '/api/reports/1/events'],
    ['PUT', '/api/reports/1/corrections'],
    ['POST', '/api/reports/1/regenerate'],
    ['GET', '/api/reports/1/history'],
    ['GET', '/api/reports/1/sources?key=x'],
    ['GET', '/api/reports/1/export/xml'],
  ] as const)('%s %s', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('no permission: 403 for a user without report pages', () => {
  it.each([
    ['get', `/api/reports/candidates?regime=imoDcs&shipId=1&year=2025`],
    ['get', '/api/reports'],
    ['get', '/api/reports/inbox'],
    ['get', '/api/reports/hub'],
    ['get', '/api/reports/1'],
    ['get', '/api/reports/1/history'],
    ['get', '/api/reports/1/export/xml'],
  ] as const)('%s %s', async (m, url) => {
    expect((await bare[m](url)).status).toBe(403);
  });
  it('POST routes', async () => {
    expect((await bare.post('/api/reports', {})).status).toBe(403);
    expect((await bare.post('/api/reports/jobs', { regime: 'imoDcs', year: 2025 })).status).toBe(403);
    expect((await bare.post(`/api/reports/${reportId}/events`, { type: 'lock', version: 1 })).status).toBe(
      403,
    );
    expect(
      (await bare.put(`/api/reports/${reportId}/corrections`, { corrections: [], version: 1 })).status,
    ).toBe(403);
    expect((await bare.post(`/api/reports/${reportId}/regenerate`, { version: 1 })).status).toBe(403);
  });
  it('the verifier may not generate, the company user may not confirm, the manager has no inbox', async () => {
    const g = await w.auditor.post('/api/reports', {
      regime: 'imoDcs',
      shipId: w.ship.id,
      period: YEAR_2025,
    });
    expect(g.status).toBe(403);
    expect((await w.manager.get('/api/reports/inbox')).status).toBe(403);
    const r = await get();
    const c = await w.manager.post(`/api/reports/${reportId}/events`, {
      type: 'confirm',
      version: r.version,
    });
    expect(c.status).toBe(409); // a draft admits confirm for no one
  });
});

describe('candidates and generation', () => {
  it('candidates link the generated period to its report', async () => {
    const res = await w.manager.get(`/api/reports/candidates?regime=imoDcs&shipId=${w.ship.id}&year=2025`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject([{ ...YEAR_2025, status: 'generated', reportId }]);
  });
  it('bad input is 400 with the field named', async () => {
    const res = await w.manager.get(`/api/reports/candidates?regime=nope&shipId=x&year=2025`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['regime', 'shipId']));
    const g = await w.manager.post('/api/reports', {
      regime: 'imoDcs',
      shipId: w.ship.id,
      period: { start: YEAR_2025.end, end: YEAR_2025.start },
    });
    expect([g.status, Object.keys(g.body.fields)]).toEqual([400, ['period.end']]);
  });
  it('a ship outside the scope is 404', async () => {
    const res = await w.manager.get(`/api/reports/candidates?regime=imoDcs&shipId=${w.outside.id}&year=2025`);
    expect(res.status).toBe(404);
    const g = await w.manager.post('/api/reports', {
      regime: 'imoDcs',
      shipId: w.outside.id,
      period: YEAR_2025,
    });
    expect(g.status).toBe(404);
  });
  it('a period twice, or not a candidate, is 409', async () => {
    const again = await w.manager.post('/api/reports', {
      regime: 'imoDcs',
      shipId: w.ship.id,
      period: YEAR_2025,
    });
    expect([again.status, again.body.code, again.body.params]).toEqual([409, 'report.exists', { reportId }]);
    const odd = await w.manager.post('/api/reports', {
      regime: 'imoDcs',
      shipId: w.ship.id,
      period: { start: '2025-02-01T00:00:00Z', end: '2025-03-01T00:00:00Z' },
    });
    expect([odd.status, odd.body.code]).toEqual([409, 'report.period_unknown']);
    // Every regime the lifecycle knows has its generator, so `report.regime_not_supported`
    // is left for a registry without one; none of the API's regimes answers it any more.
    expect(Object.keys(REPORT_GENERATORS).sort()).toEqual([...REGIMES].sort());
  });
});

describe('reading', () => {
  it('one report: frozen figures, parameter set, fingerprint, deadline, allowed events', async () => {
    const r = await get();
    expect(r).toMatchObject({ status: 'draft', substate: 'current', stale: false, diff: null, year: 2025 });
    expect(r.totals.length).toBeGreaterThan(0);
    expect(r.paramVersion).toMatch(/\S/);
    expect(r.fingerprint).toMatch(/\S/);
    expect(r.deadline).toBe('2026-04-01T00:00:00.000Z');
    expect(r.allowedEvents).toEqual(['regenerate', 'saveCorrections', 'lock', 'cancel']);
    expect((await get(reportId, w.auditor)).allowedEvents).toEqual([]);
  });
  it('404 outside the scope, 400 for a bad id', async () => {
    expect((await w.manager.get(`/api/reports/${outsideReportId}`)).status).toBe(404);
    expect((await w.manager.get(`/api/reports/${outsideReportId}/history`)).status).toBe(404);
    expect((await w.manager.get(`/api/reports/abc`)).status).toBe(400);
    expect((await w.admin.get(`/api/reports/${outsideReportId}`)).status).toBe(200);
  });
  it('the list and the hub show only ships in scope; bad filters are 400', async () => {
    const list = await w.manager.get('/api/reports?regime=imoDcs&year=2025');
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((r: { id: number }) => r.id)).toEqual([reportId]);
    expect((await w.admin.get('/api/reports?regime=imoDcs&year=2025')).body.data.total).toBe(2);
    expect((await w.manager.get('/api/reports?status=bogus')).status).toBe(400);
    const hub = await w.manager.get('/api/reports/hub?year=2025&regime=imoDcs');
    expect(hub.status).toBe(200);
    const rows = hub.body.data.items as {
      shipId: number;
      status: string;
      nextAction: string;
      reportId: number;
    }[];
    expect(rows.find((r) => r.shipId === w.ship.id)).toMatchObject({
      status: 'draft',
      nextAction: 'lock',
      reportId,
    });
    expect(rows.some((r) => r.shipId === w.outside.id)).toBe(false);
    expect(rows.filter((r) => r.shipId !== w.ship.id).every((r) => r.status === 'none')).toBe(true);
    expect((await w.manager.get('/api/reports/hub?year=1')).status).toBe(400);
  });
  it('sources: the legs and records behind a total; unknown key 404, missing key 400', async () => {
    const r = await get();
    const withLegs = r.totals.find((x: { sources: { legIds: number[] } }) => x.sources.legIds.length > 0);
    expect(withLegs).toBeDefined();
    const res = await w.manager.get(
      `/api/reports/${reportId}/sources?key=${encodeURIComponent(withLegs.key)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.legs.map((l: { legId: number }) => l.legId).sort()).toEqual(
      [...withLegs.sources.legIds].sort(),
    );
    expect((await w.manager.get(`/api/reports/${reportId}/sources?key=nope`)).status).toBe(404);
    expect((await w.manager.get(`/api/reports/${reportId}/sources`)).status).toBe(400);
    expect((await w.manager.get(`/api/reports/${outsideReportId}/sources?key=x`)).status).toBe(404);
  });
  it('export: a file from the frozen figures; unknown format 404, bad format 400', async () => {
    const res = await w.manager.get(`/api/reports/${reportId}/export/xlsx-standard?lang=en`);
    expect(res.status).toBe(200);
    expect(String(res.raw.headers['content-disposition'])).toMatch(/attachment/);
    // The standard DCS sheet: a row per line, its label in one column and the value in column 3.
    const wb = XLSX.read(res.raw.rawPayload);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, {
      header: 1,
      defval: null,
    });
    const cell = (label: string) => rows.find((row) => row.includes(label))?.[3];
    const totals: { key: string; value: number | null }[] = (await get()).totals;
    const total = (key: string) => totals.find((x) => x.key === key)?.value;
    expect(total('reports.dcs.distance')).toBeGreaterThan(0);
    expect(cell(exportLabel('distance', 'en'))).toBeCloseTo(total('reports.dcs.distance')!, 9);
    expect(cell(exportLabel('hours', 'en'))).toBeCloseTo(total('reports.dcs.hoursUnderway')!, 9);
    const fuels = Object.entries(FUEL_LABELS).filter(([code]) => total(`reports.dcs.fuel.${code}`));
    expect(fuels.length).toBeGreaterThan(0);
    for (const [code, label] of fuels)
      expect(cell(label.en), code).toBeCloseTo(total(`reports.dcs.fuel.${code}`)!, 9);
    expect((await w.manager.get(`/api/reports/${reportId}/export/nope`)).status).toBe(404);
    expect((await w.manager.get(`/api/reports/${reportId}/export/NO_PE!`)).status).toBe(400);
    expect((await w.manager.get(`/api/reports/${outsideReportId}/export/xml`)).status).toBe(404);
  });
});

describe('frozen figures', () => {
  it('corrections: reason required (400), unknown line 409, the value is the frozen total', async () => {
    let r = await get();
    const key = r.totals[0].key;
    const noReason = await w.manager.put(`/api/reports/${reportId}/corrections`, {
      version: r.version,
      corrections: [{ key, value: 1, correction: 2, reason: '' }],
    });
    expect([noReason.status, Object.keys(noReason.body.fields)]).toEqual([400, ['corrections.0.reason']]);
    const unknown = await w.manager.put(`/api/reports/${reportId}/corrections`, {
      version: r.version,
      corrections: [{ key: 'nope', value: 1, correction: 2, reason: 'x' }],
    });
    expect([unknown.status, unknown.body.code]).toEqual([409, 'report.correction_key']);
    const saved = await w.manager.put(`/api/reports/${reportId}/corrections`, {
      version: r.version,
      corrections: [{ key, value: 999_999, correction: 2, reason: 'sounding error' }],
    });
    expect(saved.status).toBe(200);
    r = saved.body.data;
    expect(r.corrections).toEqual([
      { key, value: r.totals[0].value, correction: 2, reason: 'sounding error' },
    ]);
    const stale = await w.manager.put(`/api/reports/${reportId}/corrections`, {
      version: 1,
      corrections: [],
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'conflict']);
  });

  it('a ledger change makes the draft stale with a diff; lock is refused; regenerate answers the diff', async () => {
    const before = await get();
    await t.db
      .update(voyageRecords)
      .set({ payloadHash: 'edited', distanceNm: 3000 })
      .where(eq(voyageRecords.refCode, 'R2'));
    // The figures come from legs: rebuild them as the writer would, via a real write is not needed
    // for staleness (the fingerprint reads the payload hashes).
    const r = await get();
    expect([r.stale, r.substate]).toEqual([true, 'stale']);
    expect(Array.isArray(r.diff)).toBe(true);
    expect(r.allowedEvents).not.toContain('lock');
    await w.lockVoyages();
    const lock = await w.manager.post(`/api/reports/${reportId}/events`, {
      type: 'lock',
      version: r.version,
    });
    expect([lock.status, lock.body.code]).toEqual([409, 'report.stale_lock']);
    const regen = await w.manager.post(`/api/reports/${reportId}/regenerate`, { version: r.version });
    expect(regen.status).toBe(200);
    expect(Array.isArray(regen.body.data.diff)).toBe(true);
    expect(regen.body.data.report).toMatchObject({ stale: false, substate: 'current' });
    expect(regen.body.data.report.fingerprint).not.toBe(before.fingerprint);
  });

  it('parallel regenerates of one draft with the same version: one wins, the others are 409 conflict', async () => {
    const r = await get();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        w.manager.post(`/api/reports/${reportId}/regenerate`, { version: r.version }),
      ),
    );
    const outcomes = answers.map((a) => (a.status === 200 ? '200' : `${a.status} ${a.body.code}`)).sort();
    expect(outcomes).toEqual([
      '200',
      '409 conflict',
      '409 conflict',
      '409 conflict',
      '409 conflict',
      '409 conflict',
    ]);
    expect((await get()).version).toBe(r.version + 1);
  });

  it('a locked report never changes: ledger edits leave it, corrections and regenerate are 409', async () => {
    let r = await get();
    const lock = await w.manager.post(`/api/reports/${reportId}/events`, {
      type: 'lock',
      version: r.version,
    });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    r = lock.body.data;
    await t.db
      .update(voyageRecords)
      .set({ payloadHash: 'edited-again' })
      .where(eq(voyageRecords.refCode, 'R2'));
    const after = await get();
    expect([after.stale, after.fingerprint, after.totals]).toEqual([false, r.fingerprint, r.totals]);
    const c = await w.manager.put(`/api/reports/${reportId}/corrections`, {
      version: r.version,
      corrections: [],
    });
    expect([c.status, c.body.code]).toEqual([409, 'report.not_draft']);
    const g = await w.manager.post(`/api/reports/${reportId}/regenerate`, { version: r.version });
    expect([g.status, g.body.code]).toEqual([409, 'report.not_draft']);
    const noComment = await w.manager.post(`/api/reports/${reportId}/events`, {
      type: 'unlock',
      version: r.version,
    });
    expect([noComment.status, Object.keys(noComment.body.fields)]).toEqual([400, ['comment']]);
  });

  it('submitted reports reach the verifier inbox; the history names actor and role', async () => {
    let r = await get();
    const s = await w.manager.post(`/api/reports/${reportId}/events`, { type: 'submit', version: r.version });
    expect(s.status).toBe(200);
    const inbox = await w.auditor.get('/api/reports/inbox');
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.items.map((x: { id: number }) => x.id)).toEqual([reportId]);
    // The dashboard's tiles count the same: one waiting for the verifier, none left open for the
    // manager; the manager, who may not confirm, gets no inbox figure.
    const verifierNext = (await w.auditor.get('/api/dashboard/next')).body.data;
    expect(verifierNext.verifierInbox).toBe(1);
    const managerNext = (await w.manager.get('/api/dashboard/next')).body.data;
    expect(managerNext).toMatchObject({ reportsOpen: 0 });
    expect(managerNext.verifierInbox).toBeUndefined();
    r = s.body.data;
    const ret = await w.auditor.post(`/api/reports/${reportId}/events`, {
      type: 'return',
      version: r.version,
      comment: 'BDN totals differ',
    });
    expect(ret.status).toBe(200);
    const h = (await w.auditor.get(`/api/reports/${reportId}/history`)).body.data;
    expect(h[0]).toMatchObject({
      event: 'return',
      from: 'submitted',
      to: 'draft',
      role: 'class_society',
      comment: 'BDN totals differ',
    });
    expect(h[0].actorName).toBeTruthy();
    expect(h.map((x: { event: string }) => x.event)).toEqual([
      'return',
      'submit',
      'lock',
      // The parallel regenerates' winner, then the regenerate of the stale draft.
      'regenerate',
      'regenerate',
      'saveCorrections',
      'generate',
    ]);
  });
});

describe('fleet job', () => {
  it('generates every ship in scope in the background, with progress; others may not read it', async () => {
    await t.db.update(reports).set({ status: 'cancelled' }).where(eq(reports.shipId, w.ship.id));
    const start = await w.manager.post('/api/reports/jobs', { regime: 'imoDcs', year: 2025 });
    expect(start.status).toBe(202);
    const id = start.body.data.id;
    await drainJobs(t);
    // Progress is read like a client does: until the job row says it ended.
    let job = await w.manager.get(`/api/reports/jobs/${id}`);
    for (let i = 0; i < 1500 && job.body.data.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = await w.manager.get(`/api/reports/jobs/${id}`);
    }
    expect(job.status).toBe(200);
    expect(job.body.data).toMatchObject({ status: 'done', failed: 0 });
    expect(job.body.data.done).toBe(job.body.data.total);
    expect(job.body.data.total).toBeGreaterThan(0);
    const list = await w.manager.get(`/api/reports?regime=imoDcs&year=2025&status=draft`);
    expect(list.body.data.items.map((x: { shipId: number }) => x.shipId)).toContain(w.ship.id);
    expect((await w.auditor.get(`/api/reports/jobs/${id}`)).status).toBe(404);
    expect((await w.manager.post('/api/reports/jobs', { regime: 'nope', year: 2025 })).status).toBe(400);
    expect((await w.auditor.post('/api/reports/jobs', { regime: 'imoDcs', year: 2025 })).status).toBe(403);
  }, 200_000);
});
