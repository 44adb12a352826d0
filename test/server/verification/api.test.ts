import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIALITY } from '../../../src/domain/registry/materiality.js';
import { reports, stateHistory } from '../../../src/server/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { bareClient, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { outsideReport, reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * The verification API (docs/verification.md §5) on an IMO DCS report: every route answers 401
 * without a session, 403 without a report page, 404 for a report outside the caller's ships, 400
 * for bad input; the verifier's acts are refused to the company and the company's to the verifier;
 * a satisfactory opinion is refused while uncorrected misstatements exceed materiality; an opinion
 * is a version, reset by a change of the company; findings keep their history; the sample is
 * reproducible and its checks need evidence.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let bare: Client;
let id: number;
let outsideId: number;
const CO2 = 'reports.dcs.co2';

const report = async (c: Client = w.manager) => (await c.get(`/api/reports/${id}`)).body.data;
const event = async (c: Client, type: string, comment?: string) => {
  const r = await report();
  return c.post(`/api/reports/${id}/events`, { type, version: r.version, comment });
};
const opinion = async (c: Client, outcome: string, statement?: string, extra: object = {}) => {
  const r = await report();
  return c.post(`/api/reports/${id}/verification/opinion`, {
    outcome,
    statement,
    version: r.version,
    ...extra,
  });
};
const overview = async (c: Client = w.auditor) => (await c.get(`/api/reports/${id}/verification`)).body.data;
/** Lock (the voyages first) and submit: the report is in verification. */
const submit = async () => {
  await w.lockVoyages();
  expect((await event(w.manager, 'lock')).status).toBe(200);
  expect((await event(w.manager, 'submit')).status).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
  bare = await bareClient(t, w.admin, 'verification_bare');
  const g = await w.manager.post('/api/reports', { regime: 'imoDcs', shipId: w.ship.id, period: YEAR_2025 });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  id = g.body.data.id;
  outsideId = await outsideReport(t, w, id);
  await t.db.update(reports).set({ status: 'submitted' }).where(eq(reports.id, outsideId));
}, 120_000);
afterAll(() => t.close());

const ROUTES = (rid: number) =>
  [
    ['GET', `/api/reports/${rid}/verification`],
    ['POST', `/api/reports/${rid}/verification/opinion`],
    ['GET', `/api/reports/${rid}/verification/findings`],
    ['POST', `/api/reports/${rid}/verification/findings`],
    ['POST', `/api/reports/${rid}/verification/findings/1/answer`],
    ['GET', `/api/reports/${rid}/verification/findings/1/history`],
    ['GET', `/api/reports/${rid}/verification/sample`],
    ['POST', `/api/reports/${rid}/verification/sample/checks`],
  ] as const;

describe('every route', () => {
  it.each(ROUTES(1))('no session: %s %s is 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });

  it('no report page: 403', async () => {
    for (const [method, url] of ROUTES(id)) {
      const res = method === 'GET' ? await bare.get(url) : await bare.post(url, {});
      expect(res.status, url).toBe(403);
    }
  });

  it('a report outside the caller ships: 404, before any other check', async () => {
    const valid: Record<string, object> = {
      opinion: { outcome: 'satisfactory', version: 1 },
      findings: { kind: 'improvement', description: 'x' },
      answer: { answer: 'accept', version: 1 },
      checks: { seed: 's', size: 1, ref: 'R1', note: 'seen' },
    };
    for (const [method, url] of ROUTES(outsideId)) {
      const body = Object.entries(valid).find(([k]) => url.endsWith(k))?.[1] ?? {};
      // The manager's scope excludes the ship; the manager's own acts and the verifier's alike.
      const res = method === 'GET' ? await w.manager.get(url) : await w.manager.post(url, body);
      expect(res.status, url).toBe(404);
    }
  });
});

describe('bad input: 400 with the field named', () => {
  it.each([
    ['opinion', { outcome: 'great', version: 1 }, 'outcome'],
    ['opinion', { outcome: 'notVerified', version: 1 }, 'statement'],
    ['opinion', { outcome: 'satisfactoryWithComments', statement: ' ', version: 1 }, 'statement'],
    ['opinion', { outcome: 'satisfactory' }, 'version'],
    ['findings', { kind: 'typo', description: 'x' }, 'kind'],
    ['findings', { kind: 'misstatement', description: 'x', amount: 'ten' }, 'amount'],
    ['findings', { kind: 'misstatement', description: 'x', refs: [{ kind: 'leg', id: -1 }] }, 'refs.0.id'],
    ['findings/1/answer', { answer: 'dispute', version: 1 }, 'reason'],
    ['sample/checks', { seed: 's', size: 3, ref: 'R1' }, 'note'],
    ['sample/checks', { seed: 'a b', size: 3, ref: 'R1', note: 'x' }, 'seed'],
  ] as const)('POST %s %j', async (path, body, field) => {
    const res = await w.auditor.post(`/api/reports/${id}/verification/${path}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(Object.keys(res.body.fields)).toContain(field);
  });
  it('GET sample with a bad size or seed', async () => {
    expect((await w.auditor.get(`/api/reports/${id}/verification/sample?size=0`)).status).toBe(400);
    expect((await w.auditor.get(`/api/reports/${id}/verification/sample?seed=%20`)).status).toBe(400);
  });
  it('the events route refuses verify: the opinion has its own route', async () => {
    const res = await event(w.auditor, 'verify');
    expect([res.status, Object.keys(res.body.fields)]).toEqual([400, ['type']]);
  });
});

describe('the verification stage', () => {
  let findingId = 0;

  it('a draft admits no opinion and no finding (409)', async () => {
    const o = await opinion(w.auditor, 'satisfactory');
    expect([o.status, o.body.code]).toEqual([409, 'illegal_transition']);
    const f = await w.auditor.post(`/api/reports/${id}/verification/findings`, {
      kind: 'improvement',
      description: 'x',
    });
    expect([f.status, f.body.code]).toEqual([409, 'verification.not_in_verification']);
  });

  it('once submitted, the verifier may give an opinion, the company may not (403)', async () => {
    await submit();
    expect((await report(w.auditor)).allowedEvents).toEqual(
      expect.arrayContaining(['verify', 'confirm', 'return']),
    );
    expect((await report()).allowedEvents).not.toContain('verify');
    const o = await opinion(w.manager, 'satisfactory');
    expect([o.status, o.body.code]).toEqual([403, 'forbidden']);
    const f = await w.manager.post(`/api/reports/${id}/verification/findings`, {
      kind: 'improvement',
      description: 'x',
    });
    expect(f.status).toBe(403);
  });

  it('a misstatement must name a line of the report (400)', async () => {
    const res = await w.auditor.post(`/api/reports/${id}/verification/findings`, {
      kind: 'misstatement',
      description: 'BDN missing',
      figureKey: 'reports.nope',
      amount: 3,
    });
    expect([res.status, res.body.code, res.body.params]).toEqual([
      400,
      'verification.finding_invalid',
      { field: 'figure' },
    ]);
  });

  it("a finding names records of the report's ledger: unknown reference codes are refused (400), nothing stored", async () => {
    const res = await w.auditor.post(`/api/reports/${id}/verification/findings`, {
      kind: 'improvement',
      description: 'Keep the BDNs with the log',
      refs: [
        { kind: 'record', ref: 'R1' },
        { kind: 'record', ref: 'NOT-A-RECORD' },
        { kind: 'record', ref: 'ZZ9' },
      ],
    });
    expect([res.status, res.body.code, res.body.params]).toEqual([
      400,
      'verification.unknown_refs',
      { refs: 'NOT-A-RECORD, ZZ9' },
    ]);
    expect(res.body.message).toMatch(/NOT-A-RECORD, ZZ9/);
    expect((await overview()).findings).toEqual([]);
  });

  it('a misstatement above materiality: computed from the report figures, and satisfactory is refused', async () => {
    const co2 = (await report()).totals.find((x: { key: string }) => x.key === CO2).value as number;
    const amount = co2 * MATERIALITY.imoDcs.level * 1.5;
    const res = await w.auditor.post(`/api/reports/${id}/verification/findings`, {
      kind: 'misstatement',
      description: 'HFO of call R2 counted twice',
      figureKey: CO2,
      amount,
      refs: [
        { kind: 'record', ref: 'R2' },
        { kind: 'record', ref: 'R2' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    findingId = res.body.data.id;
    const v = await overview();
    // Read back with the record it names, once.
    expect(v.findings[0].refs).toEqual([{ kind: 'record', ref: 'R2' }]);
    expect(v.level).toEqual(MATERIALITY.imoDcs);
    expect(v.materiality.figures[0]).toMatchObject({ key: CO2, reported: co2, unit: 't', material: true });
    expect(v.materiality.figures[0].uncorrected).toBeCloseTo(amount, 6);
    expect(v.findings).toMatchObject([{ id: findingId, unit: 't', state: 'open', corrected: false }]);

    for (const outcome of ['satisfactory', 'satisfactoryWithComments']) {
      const en = await opinion(w.auditor, outcome, 'Sampled records agree');
      expect([en.status, en.body.code], outcome).toEqual([409, 'verification.material']);
      expect(en.body.message).toMatch(/exceed materiality/);
      const zh = await opinion(w.auditor, outcome, 'Sampled records agree', { i18n: '1' });
      expect(zh.body.message).toMatch(/重要性水平/);
    }
    // Confirm is the satisfactory opinion in one step: refused as well.
    const c = await event(w.auditor, 'confirm');
    expect([c.status, c.body.code]).toEqual([409, 'verification.material']);
    expect((await report()).status).toBe('submitted');
  });

  it('the company answers: a dispute needs a reason, an accepted correction clears materiality; history kept with the notes', async () => {
    const f = (await overview(w.manager)).findings[0];
    const url = `/api/reports/${id}/verification/findings/${findingId}/answer`;
    expect((await w.auditor.post(url, { answer: 'accept', version: f.version })).status).toBe(403);
    const d = await w.manager.post(url, {
      answer: 'dispute',
      reason: 'BDN 7 is in the annex',
      version: f.version,
    });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    expect(d.body.data[0]).toMatchObject({
      state: 'disputed',
      corrected: false,
      answerReason: 'BDN 7 is in the annex',
    });
    const stale = await w.manager.post(url, { answer: 'accept', corrected: true, version: f.version });
    expect([stale.status, stale.body.code]).toEqual([409, 'conflict']);
    const a = await w.manager.post(url, {
      answer: 'accept',
      corrected: true,
      reason: ' BDN 7 added to the HFO total ',
      version: f.version + 1,
    });
    expect(a.body.data[0]).toMatchObject({ state: 'accepted', corrected: true, answerReason: null });
    expect((await overview()).materiality.material).toBe(false);
    const h = (await w.auditor.get(`/api/reports/${id}/verification/findings/${findingId}/history`)).body
      .data;
    expect(
      h.map((x: { event: string; role: string; comment: string | null }) => [x.event, x.role, x.comment]),
    ).toEqual([
      ['recorded', 'class_society', null],
      ['disputed', 'ship_manager', 'BDN 7 is in the annex'],
      // The note given with an acceptance stays in the history (the finding's reason is a dispute's).
      ['accepted', 'ship_manager', 'BDN 7 added to the HFO total'],
    ]);
    expect((await w.auditor.get(`/api/reports/${id}/verification/findings/999999/history`)).status).toBe(404);
  });

  it('the opinion with comments: verified, stored as a version, in the state history', async () => {
    const o = await opinion(w.auditor, 'satisfactoryWithComments', 'Flow meter calibration overdue');
    expect(o.status, JSON.stringify(o.body)).toBe(200);
    expect([o.body.data.status, o.body.data.substate]).toEqual(['verified', 'satisfactoryWithComments']);
    const v = await overview();
    expect(v.opinions).toMatchObject([
      {
        opinionVersion: 1,
        outcome: 'satisfactoryWithComments',
        statement: 'Flow meter calibration overdue',
        resetAt: null,
      },
    ]);
    const rows = await t.db
      .select()
      .from(stateHistory)
      .where(
        and(
          eq(stateHistory.entity, 'report'),
          eq(stateHistory.entityId, String(id)),
          eq(stateHistory.event, 'verify'),
        ),
      );
    expect(rows.map((r) => [r.fromState, r.toState, r.role])).toEqual([
      ['submitted', 'verified', 'class_society'],
    ]);
    // The verifier's inbox keeps it until it is confirmed.
    const inbox = (await w.auditor.get('/api/reports/inbox?size=100')).body.data.items;
    expect(inbox.find((x: { id: number }) => x.id === id)).toMatchObject({ status: 'verified' });
    // No finding while verified; a second opinion is illegal.
    const f = await w.auditor.post(`/api/reports/${id}/verification/findings`, {
      kind: 'improvement',
      description: 'x',
    });
    expect(f.body.code).toBe('verification.not_in_verification');
    expect((await opinion(w.auditor, 'satisfactory')).body.code).toBe('illegal_transition');
    // The company may not confirm (403); the verifier could.
    expect((await event(w.manager, 'confirm')).status).toBe(403);
  });

  it('a recall by the company resets the opinion; "not verified" returns the report with the reasons', async () => {
    expect((await event(w.manager, 'recall')).status).toBe(200);
    let v = await overview();
    expect([v.status, v.opinion]).toEqual(['draft', null]);
    expect(v.opinions[0]).toMatchObject({ opinionVersion: 1, resetBy: 'recall' });
    expect(v.opinions[0].resetAt).not.toBeNull();
    expect((await event(w.manager, 'lock')).status).toBe(200);
    expect((await event(w.manager, 'submit')).status).toBe(200);
    const nv = await opinion(w.auditor, 'notVerified', 'Scope limitation: logbooks not provided');
    expect([nv.status, nv.body.data.status]).toEqual([200, 'draft']);
    v = await overview();
    expect(v.opinions.map((o: { outcome: string }) => o.outcome)).toEqual([
      'notVerified',
      'satisfactoryWithComments',
    ]);
    const history = (await w.manager.get(`/api/reports/${id}/history`)).body.data;
    expect(history[0]).toMatchObject({ event: 'verify', comment: 'Scope limitation: logbooks not provided' });
  });

  it('confirm straight from verification stores the opinion "satisfactory"; answers close with the report', async () => {
    expect((await event(w.manager, 'lock')).status).toBe(200);
    expect((await event(w.manager, 'submit')).status).toBe(200);
    const c = await event(w.auditor, 'confirm');
    expect([c.status, c.body.data.status]).toEqual([200, 'confirmed']);
    const v = await overview();
    expect(v.opinions[0]).toMatchObject({ opinionVersion: 3, outcome: 'satisfactory', resetAt: null });
    const f = v.findings[0];
    const a = await w.manager.post(`/api/reports/${id}/verification/findings/${f.id}/answer`, {
      answer: 'accept',
      version: f.version,
    });
    expect([a.status, a.body.code]).toEqual([409, 'verification.closed']);
  });
});

describe('the sample', () => {
  it('is the same for the same seed, drawn from the ledger of the period, stratified', async () => {
    const url = `/api/reports/${id}/verification/sample?seed=audit-1&size=3`;
    const a = (await w.auditor.get(url)).body.data;
    const b = (await w.manager.get(url)).body.data;
    expect(a.refs).toEqual(b.refs);
    expect(a.refs.length).toBeGreaterThanOrEqual(Math.min(3, a.strata.length));
    for (const s of a.strata) expect(s.drawn.length).toBeGreaterThanOrEqual(1);
    const all = (await w.auditor.get(`/api/reports/${id}/verification/sample?seed=audit-1&size=200`)).body
      .data;
    for (const r of a.refs) expect(all.refs).toContain(r);
    expect(all.refs).toEqual(expect.arrayContaining(['R1', 'R2', 'R3']));
    expect(all.refs).not.toContain('outside');
  });

  it('a drawn record is checked with evidence by the verifier; others are refused', async () => {
    const s = (await w.auditor.get(`/api/reports/${id}/verification/sample?seed=audit-1&size=2`)).body.data;
    const ref = s.refs[0];
    const url = `/api/reports/${id}/verification/sample/checks`;
    expect((await w.manager.post(url, { seed: 'audit-1', size: 2, ref, note: 'BDN seen' })).status).toBe(403);
    const notDrawn = await w.auditor.post(url, { seed: 'audit-1', size: 2, ref: 'NOT-A-RECORD', note: 'x' });
    expect([notDrawn.status, notDrawn.body.code]).toEqual([400, 'verification.not_in_sample']);
    const noAttachment = await w.auditor.post(url, { seed: 'audit-1', size: 2, ref, attachmentId: 999999 });
    expect(noAttachment.status).toBe(400);
    const ok = await w.auditor.post(url, { seed: 'audit-1', size: 2, ref, note: 'BDN 12 matches the ROB' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.checks).toMatchObject([
      { ref, note: 'BDN 12 matches the ROB', checkedBy: 'demo_class' },
    ]);
    const again = (await w.manager.get(`/api/reports/${id}/verification/sample?seed=audit-1&size=2`)).body
      .data;
    expect(again.checks).toHaveLength(1);
  });
});
