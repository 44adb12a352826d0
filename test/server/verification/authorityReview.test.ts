import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportVerifications, roles, shipAuthorities, users } from '../../../src/server/db/schema/index.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../support/app.js';
import { client } from '../../support/fleet/fleetHelpers.js';
import { bareClient, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * The authority's review (docs/verification.md §8) over the API: the demo authority (MSA-SH) reviews
 * the confirmed IMO DCS report of a ship mapped to it. It accepts (200, a history row with its
 * role) or asks for amendments with a comment (back to the draft, the opinion reset); the company
 * and the verifier may not send its events (403), nor may it send them outside `confirmed` (409);
 * an authority of another code sees nothing of the report (404). Its queue lists the confirmed
 * reports of its ships, oldest first; 401 without a session, 403 for other roles.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let other: Client;
let bare: Client;
let id: number;
const QUEUE = '/api/verification/authority-queue';

const report = async (c: Client = w.manager, rid = id) => (await c.get(`/api/reports/${rid}`)).body.data;
const event = async (c: Client, type: string, comment?: string, rid = id) => {
  const r = await report(w.admin, rid);
  return c.post(`/api/reports/${rid}/events`, { type, version: r.version, comment });
};
const ok = async (c: Client, type: string, comment?: string) => {
  const res = await event(c, type, comment);
  expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
};
/** Lock (voyages first), submit, the opinion "satisfactory with comments", confirm: waits for review. */
async function toConfirmed() {
  await w.lockVoyages();
  await ok(w.manager, 'lock');
  await ok(w.manager, 'submit');
  const r = await report();
  const o = await w.auditor.post(`/api/reports/${id}/verification/opinion`, {
    outcome: 'satisfactoryWithComments',
    statement: 'The ice-class fuel should be shown apart next year.',
    version: r.version,
  });
  expect(o.status, JSON.stringify(o.body)).toBe(200);
  await ok(w.auditor, 'confirm');
}
const history = async () =>
  ((await w.admin.get(`/api/reports/${id}/history`)).body.data as Array<Record<string, unknown>>).filter(
    (h) => h.reportId === id,
  );

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
  bare = await bareClient(t, w.admin, 'authority_bare');
  await t.db
    .insert(shipAuthorities)
    .values({ shipId: w.ship.id, authorityCode: 'MSA-SH' })
    .onConflictDoNothing();
  // An authority user of another code: the users API sets no authority, so the code is written here.
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'authority'));
  const made = await w.admin.post('/api/system/users', {
    username: 'authority_other',
    nameZh: '其他主管机关',
    nameEn: 'Other authority',
    roleIds: [role!.id],
    password: DEMO_PASSWORD,
  });
  expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
  await t.db.update(users).set({ authorityCode: 'MSA-GZ' }).where(eq(users.username, 'authority_other'));
  other = await client(t.app, 'authority_other');
  const g = await w.manager.post('/api/reports', { regime: 'imoDcs', shipId: w.ship.id, period: YEAR_2025 });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  id = g.body.data.id;
}, 120_000);
afterAll(() => t.close());

describe('the authority review events', () => {
  it('no session: 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reports/${id}/events`,
      payload: { type: 'accept', version: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('accept on a report not yet confirmed: 409 illegal_transition, by the authority too', async () => {
    const res = await event(w.authority, 'accept');
    expect([res.status, res.body.code]).toEqual([409, 'illegal_transition']);
    await toConfirmed();
    // The queue now holds it; the offered events are the authority's two.
    expect((await report(w.authority)).allowedEvents.sort()).toEqual(['accept', 'requestAmendment']);
  });

  it('the company and the verifier may not accept nor ask for amendments: 403', async () => {
    for (const c of [w.manager, w.auditor])
      for (const type of ['accept', 'requestAmendment']) {
        const res = await event(c, type, 'not mine to send');
        expect([res.status, res.body.code], type).toEqual([403, 'forbidden']);
      }
    expect((await report()).status).toBe('confirmed');
  });

  it('an authority of another code: 404 on the report and its events', async () => {
    expect((await other.get(`/api/reports/${id}`)).status).toBe(404);
    const res = await other.post(`/api/reports/${id}/events`, { type: 'accept', version: 1 });
    expect(res.status).toBe(404);
  });

  it('a request for amendment needs its comment: 400 as for every comment-bound event, nothing changes', async () => {
    const res = await event(w.authority, 'requestAmendment');
    expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
    const blank = await event(w.authority, 'requestAmendment', '   ');
    expect([blank.status, blank.body.code]).toEqual([400, 'validation_failed']);
    expect((await report()).status).toBe('confirmed');
  });

  it('with a comment: back to the company as a draft, the opinion reset, the history kept', async () => {
    const dto = await ok(
      w.authority,
      'requestAmendment',
      'Show the ice-class fuel apart, as the verifier asked.',
    );
    expect(dto.status).toBe('draft');
    const [row] = await history();
    expect(row).toMatchObject({
      from: 'confirmed',
      event: 'requestAmendment',
      to: 'draft',
      role: 'authority',
      comment: 'Show the ice-class fuel apart, as the verifier asked.',
    });
    const opinions = await t.db
      .select()
      .from(reportVerifications)
      .where(eq(reportVerifications.reportId, id));
    expect(opinions.length).toBeGreaterThan(0);
    expect(opinions.every((o) => o.resetAt !== null)).toBe(true);
    expect(opinions.find((o) => o.resetBy === 'requestAmendment')).toBeDefined();
    // The company reads why on the report, as for the verifier's return, said as the authority's.
    expect((await report(w.manager)).returned).toMatchObject({
      comment: 'Show the ice-class fuel apart, as the verifier asked.',
      by: 'authority',
    });
    // No longer waiting for the authority.
    const queue = (await w.authority.get(QUEUE)).body.data as Array<{ reportId: number }>;
    expect(queue.map((q) => q.reportId)).not.toContain(id);
  });

  it('the company amends and resubmits; the verifier confirms again; the authority accepts (200)', async () => {
    await toConfirmed();
    const dto = await ok(w.authority, 'accept');
    expect([dto.status, dto.allowedEvents]).toEqual(['accepted', []]);
    const [row] = await history();
    expect(row).toMatchObject({ from: 'confirmed', event: 'accept', to: 'accepted', role: 'authority' });
    // Accepted is closed: the review events again are 409; the company's correction still supersedes.
    const again = await event(w.authority, 'accept');
    expect([again.status, again.body.code]).toEqual([409, 'illegal_transition']);
    expect((await report(w.manager)).allowedEvents).toContain('correct');
    // The standing opinion stays (only the amendment's reset and the earlier version are reset).
    const standing = await t.db
      .select()
      .from(reportVerifications)
      .where(eq(reportVerifications.reportId, id));
    expect(standing.filter((o) => o.resetAt === null)).toHaveLength(1);
  });
});

describe('GET /api/verification/authority-queue', () => {
  it('no session: 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: QUEUE })).statusCode).toBe(401);
  });

  it('no report page: 403; the company and the verifier: 403', async () => {
    for (const c of [bare, w.manager, w.auditor]) expect((await c.get(QUEUE)).status).toBe(403);
  });

  it('lists the confirmed reports of its ships, oldest first, with ship, regime, period, opinion', async () => {
    await ok(w.manager, 'correct', 'a correction after acceptance');
    const next = (await report(w.manager)).supersededBy as number;
    id = next;
    await toConfirmed();
    const res = await w.authority.get(QUEUE);
    expect(res.status).toBe(200);
    const items = res.body.data as Array<Record<string, unknown>>;
    expect(items.map((q) => q.reportId)).toEqual([id]);
    expect(items[0]).toMatchObject({
      regime: 'imoDcs',
      shipId: w.ship.id,
      year: 2025,
      period: YEAR_2025,
      reportVersion: 2,
      opinion: 'satisfactoryWithComments',
    });
    expect(Date.parse(items[0]!.confirmedAt as string)).not.toBeNaN();
    // The administrator sees it too (every ship); an authority of another code sees none of it.
    expect(
      ((await w.admin.get(QUEUE)).body.data as Array<{ reportId: number }>).map((q) => q.reportId),
    ).toContain(id);
    const others = await other.get(QUEUE);
    expect([others.status, others.body.data]).toEqual([200, []]);
  });

  it('oldest confirmation first', async () => {
    // A second confirmed report of the ship under the authority, confirmed later (EU MRV, same year).
    const g = await w.manager.post('/api/reports', { regime: 'euMrv', shipId: w.ship.id, period: YEAR_2025 });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    const first = id;
    id = g.body.data.id;
    await toConfirmed();
    const items = (await w.authority.get(QUEUE)).body.data as Array<{
      reportId: number;
      confirmedAt: string;
    }>;
    expect(items.map((q) => q.reportId)).toEqual([first, id]);
    expect(Date.parse(items[0]!.confirmedAt)).toBeLessThanOrEqual(Date.parse(items[1]!.confirmedAt));
  });
});
