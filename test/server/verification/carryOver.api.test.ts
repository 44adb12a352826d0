import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFindings, reports, shipAuthorities, users } from '../../../src/server/db/schema/index.js';
import { insertReport } from '../../../src/server/repositories/reports/store.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client } from '../../support/fleet/fleetHelpers.js';
import { bareClient, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { outsideReport, reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * The improvement report (docs/verification.md §9) on IMO DCS: the 2025 report, verified through
 * the API with a non-conformity, an improvement and a misstatement, and the ship's 2026 report;
 * the non-conformity and the improvement show on 2026 with their origin and history, the
 * misstatement does not; only the verifier closes them there, with a comment, once.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let bare: Client;
let authority: Client;
let originId: number;
let nextId: number;
let outsideId: number;
/** The ship's China MSA 2026 report: a second regime the authority reads (nothing carried there). */
let msaId: number;
const found: Record<'nonConformity' | 'improvement' | 'misstatement', number> = {
  nonConformity: 0,
  improvement: 0,
  misstatement: 0,
};
const YEAR_2026 = { start: '2026-01-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' };

const report = async (rid: number) => (await w.manager.get(`/api/reports/${rid}`)).body.data;
const event = async (c: Client, rid: number, type: string) =>
  c.post(`/api/reports/${rid}/events`, { type, version: (await report(rid)).version });
const carried = (c: Client, rid = nextId) => c.get(`/api/reports/${rid}/verification/carried`);
const close = (c: Client, findingId: number, body: object = { comment: 'Procedure 4.2 revised, seen' }) =>
  c.post(`/api/reports/${nextId}/verification/findings/${findingId}/close`, body);

/** The ship's next-year report, written as rows: the ship's ledger stops at the end of 2025. */
async function nextYearReport(like: number, regime: 'imoDcs' | 'chinaMsa' = 'imoDcs') {
  const [origin] = await t.db.select().from(reports).where(eq(reports.id, like));
  return t.db.transaction((tx) =>
    insertReport(
      tx,
      {
        regime,
        shipId: origin!.shipId,
        period: YEAR_2026,
        year: 2026,
        reportVersion: 1,
        referenceCode: `carryover-${regime}-2026`,
        supersedesId: null,
        corrections: [],
        flag: null,
        companyName: null,
        createdBy: origin!.createdBy!,
        at: new Date(),
        generated: { figures: {}, totals: [], paramVersion: 'x', fingerprint: 'x' },
      },
      () => new Error('duplicate'),
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
  bare = await bareClient(t, w.admin, 'carryover_bare');
  const g = await w.manager.post('/api/reports', { regime: 'imoDcs', shipId: w.ship.id, period: YEAR_2025 });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  originId = g.body.data.id;
  await w.lockVoyages();
  expect((await event(w.manager, originId, 'lock')).status).toBe(200);
  expect((await event(w.manager, originId, 'submit')).status).toBe(200);
  const bodies = {
    nonConformity: {
      kind: 'nonConformity',
      description: 'BDNs not kept aboard 3 years',
      rule: 'MARPOL VI 18.6',
    },
    improvement: { kind: 'improvement', description: 'Reconcile ROB at every port call' },
    // Far below materiality, so the report can still be confirmed.
    misstatement: {
      kind: 'misstatement',
      description: 'Rounding',
      figureKey: 'reports.dcs.co2',
      amount: 0.001,
    },
  };
  for (const [k, body] of Object.entries(bodies)) {
    const r = await w.auditor.post(`/api/reports/${originId}/verification/findings`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    found[k as keyof typeof found] = r.body.data.id;
  }
  const f = (await w.manager.get(`/api/reports/${originId}/verification/findings`)).body.data.find(
    (x: { id: number }) => x.id === found.nonConformity,
  );
  const a = await w.manager.post(`/api/reports/${originId}/verification/findings/${f.id}/answer`, {
    answer: 'accept',
    version: f.version,
  });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  expect((await event(w.auditor, originId, 'confirm')).status).toBe(200);
  nextId = await nextYearReport(originId);
  msaId = await nextYearReport(originId, 'chinaMsa');
  // The ship under the demo authority's code, so the authority reads its MSA reports (and may not act).
  const [auth] = await t.db.select().from(users).where(eq(users.username, 'demo_authority'));
  await t.db
    .insert(shipAuthorities)
    .values({ shipId: w.ship.id, authorityCode: auth!.authorityCode! })
    .onConflictDoNothing();
  // A session opened after the mapping, so the scope it resolves includes the ship.
  authority = await client(t.app, 'demo_authority');
  outsideId = await outsideReport(t, w, originId);
}, 120_000);
afterAll(() => t.close());

describe('every route', () => {
  const routes = (rid: number) =>
    [
      ['GET', `/api/reports/${rid}/verification/carried`],
      ['POST', `/api/reports/${rid}/verification/findings/1/close`],
    ] as const;

  it.each(routes(1))('no session: %s %s is 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });

  it('no report page: 403', async () => {
    for (const [method, url] of routes(nextId)) {
      const res = method === 'GET' ? await bare.get(url) : await bare.post(url, { comment: 'x' });
      expect(res.status, url).toBe(403);
    }
  });

  it('a report outside the caller ships: 404, before any other check', async () => {
    for (const [method, url] of routes(outsideId)) {
      const res = method === 'GET' ? await w.manager.get(url) : await w.manager.post(url, { comment: 'x' });
      expect(res.status, url).toBe(404);
    }
  });

  it('bad input: 400 without a comment, or a blank one, or a bad finding id', async () => {
    for (const body of [{}, { comment: '   ' }, { comment: 7 }]) {
      const res = await close(w.auditor, found.improvement, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['comment']);
    }
    const bad = await w.auditor.post(`/api/reports/${nextId}/verification/findings/abc/close`, {
      comment: 'x',
    });
    expect(bad.status).toBe(400);
  });
});

describe('the improvement report', () => {
  it('next year the non-conformity and the improvement show on the ship report, the misstatement does not', async () => {
    for (const c of [w.auditor, w.manager]) {
      const res = await carried(c);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.map((f: { id: number }) => f.id)).toEqual([
        found.nonConformity,
        found.improvement,
      ]);
    }
    const [nc, imp] = (await carried(w.auditor)).body.data;
    expect(nc).toMatchObject({
      kind: 'nonConformity',
      rule: 'MARPOL VI 18.6',
      state: 'accepted',
      reportId: originId,
      closedInReportId: null,
      origin: { reportId: originId, year: 2025, periodStart: YEAR_2025.start, periodEnd: YEAR_2025.end },
    });
    expect(nc.history.map((e: { event: string; role: string }) => [e.event, e.role])).toEqual([
      ['recorded', 'class_society'],
      ['accepted', 'ship_manager'],
    ]);
    expect(imp).toMatchObject({ kind: 'improvement', state: 'open' });
  });

  it('the 2025 report carries nothing (no 2024 report)', async () => {
    expect((await carried(w.auditor, originId)).body.data).toEqual([]);
  });

  it('the company and the authority may not close (403); the authority reads', async () => {
    expect((await close(w.manager, found.improvement)).status).toBe(403);
    // The authority reviews every regime's reports of its ships: it reads what was carried.
    const dcs = await carried(authority);
    expect(dcs.status).toBe(200);
    expect(dcs.body.data.map((f: { id: number }) => f.id).sort()).toEqual(
      [found.nonConformity, found.improvement].sort(),
    );
    expect((await close(authority, found.nonConformity)).status).toBe(403);
    const msa = await authority.get(`/api/reports/${msaId}/verification/carried`);
    expect([msa.status, msa.body.data]).toEqual([200, []]);
    const res = await authority.post(
      `/api/reports/${msaId}/verification/findings/${found.improvement}/close`,
      {
        comment: 'x',
      },
    );
    expect(res.status).toBe(403);
  });

  it('a finding not carried to this report: 404', async () => {
    expect((await close(w.auditor, found.misstatement)).status).toBe(404);
    expect((await close(w.auditor, 999_999)).status).toBe(404);
    // The origin report's own findings are not carried to the origin report.
    const own = await w.auditor.post(
      `/api/reports/${originId}/verification/findings/${found.improvement}/close`,
      {
        comment: 'x',
      },
    );
    expect(own.status).toBe(404);
  });

  it('the verifier closes with a comment: state closed, the report named, history kept; a second close is 409', async () => {
    const res = await close(w.auditor, found.nonConformity);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const nc = res.body.data.find((f: { id: number }) => f.id === found.nonConformity);
    expect(nc).toMatchObject({ state: 'closed', closedInReportId: nextId });
    expect(nc.history.at(-1)).toMatchObject({
      event: 'close',
      role: 'class_society',
      comment: 'Procedure 4.2 revised, seen',
      after: { state: 'closed', closedInReportId: nextId },
    });
    const again = await close(w.auditor, found.nonConformity);
    expect([again.status, again.body.code]).toEqual([409, 'verification.finding_closed']);
    const zh = await close(w.auditor, found.nonConformity, { comment: 'x', i18n: '1' });
    expect(zh.body.message).toBe('该发现项已关闭');
    // Still listed on the report it was closed on, closed.
    const list = (await carried(w.manager)).body.data;
    expect(list.map((f: { id: number; state: string }) => [f.id, f.state])).toEqual([
      [found.nonConformity, 'closed'],
      [found.improvement, 'open'],
    ]);
  });

  it('a closed finding takes no more answers from the company, even on a report still open (409)', async () => {
    // The origin back in verification (a state a recall and resubmission could leave it in).
    await t.db.update(reports).set({ status: 'submitted' }).where(eq(reports.id, originId));
    const [row] = await t.db.select().from(reportFindings).where(eq(reportFindings.id, found.nonConformity));
    const a = await w.manager.post(
      `/api/reports/${originId}/verification/findings/${found.nonConformity}/answer`,
      {
        answer: 'dispute',
        reason: 'x',
        version: row!.version,
      },
    );
    expect([a.status, a.body.code]).toEqual([409, 'verification.finding_closed']);
    await t.db.update(reports).set({ status: 'confirmed' }).where(eq(reports.id, originId));
  });

  it('once the next report has its opinion, nothing more is closed on it (409)', async () => {
    await t.db.update(reports).set({ status: 'verified' }).where(eq(reports.id, nextId));
    const res = await close(w.auditor, found.improvement);
    expect([res.status, res.body.code]).toEqual([409, 'verification.carried_past']);
    await t.db.update(reports).set({ status: 'draft' }).where(eq(reports.id, nextId));
  });

  it('an origin with no live version (superseded, its correction gone) carries nothing', async () => {
    // The origin's replacement by a later version of 2025 (rows, as a correction leaves them).
    await t.db.update(reports).set({ status: 'superseded' }).where(eq(reports.id, originId));
    expect((await carried(w.auditor)).body.data).toEqual([]);
    await t.db.update(reports).set({ status: 'confirmed' }).where(eq(reports.id, originId));
    const [row] = await t.db.select().from(reportFindings).where(eq(reportFindings.id, found.improvement));
    expect(row!.state).toBe('open');
  });
});
