import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Regime } from '../../../src/domain/reports/types.js';
import { reportFindings, reports, verifierAppointments } from '../../../src/server/db/schema/index.js';
import { insertReport } from '../../../src/server/repositories/reports/store.js';
import { DEMO_PASSWORD } from '../../support/app.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, type Client } from '../../support/fleet/fleetHelpers.js';
import { bareClient, ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';

/**
 * Accreditations, appointments and the verifier's inbox (docs/verification.md §10): every route
 * answers 401 without a session and 403 without its function; an administrator records and ends
 * accreditations; a company user appoints for the ships in its scope only (404 outside), and only
 * an accredited verifier (422, in the caller's language); a change ends the old appointment; the
 * verifier's inbox lists the reports on its appointed ship and regime pairs by due date, with open
 * findings and the overdue flag.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let company: Client;
let bare: Client;
let verifier2: Client;
let classId: number;
let class2Id: number;
let companyUserId: number;
let myShip: { id: number };
let myShip2: { id: number };

const ACC = '/api/verification/accreditations';
const APP = '/api/verification/appointments';
const INBOX = '/api/verification/inbox';

const accreditation = (verifierId: number, regime: Regime, over: object = {}) => ({
  verifierId,
  regime,
  body: 'CNAS',
  number: `CNAS-VB-${verifierId}-${regime}`,
  validFrom: '2025-01-01',
  validTo: '2027-12-31',
  ...over,
});

/** A report row in `status` on a ship (a fixture: the inbox reads rows, not how they came). */
async function reportOn(shipId: number, regime: Regime, status: string, year = 2025) {
  const id = await t.db.transaction((tx) =>
    insertReport(
      tx,
      {
        regime,
        shipId,
        period: { start: `${year}-01-01T00:00:00.000Z`, end: `${year + 1}-01-01T00:00:00.000Z` },
        year,
        reportVersion: 1,
        referenceCode: `appointments-${shipId}-${regime}-${year}`,
        supersedesId: null,
        corrections: [],
        flag: null,
        companyName: null,
        createdBy: companyUserId,
        at: new Date(),
        generated: { figures: {}, totals: [], paramVersion: 'x', fingerprint: 'x' },
      },
      () => new Error('duplicate'),
    ),
  );
  await t.db.update(reports).set({ status }).where(eq(reports.id, id));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  company = await client(t.app, 'demo_company');
  bare = await bareClient(t, a.admin, 'appointments_bare');
  const roles = (await a.admin.get('/api/system/roles?size=100')).data.items as Array<{
    id: number;
    code: string;
  }>;
  const created = await a.admin.post('/api/system/users', {
    username: 'appointments_verifier2',
    nameZh: '核查员二',
    nameEn: 'Verifier Two',
    roleIds: [roles.find((r) => r.code === 'class_society')!.id],
    password: DEMO_PASSWORD,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  verifier2 = await client(t.app, 'appointments_verifier2');
  const users = (await a.admin.get('/api/system/users?size=100')).data.items as Array<{
    id: number;
    username: string;
  }>;
  const idOf = (u: string) => users.find((x) => x.username === u)!.id;
  classId = idOf('demo_class');
  class2Id = idOf('appointments_verifier2');
  companyUserId = idOf('demo_company');
  const mine = (await company.get('/api/fleet/ships?size=100')).data.items as Array<{ id: number }>;
  [myShip, myShip2] = mine;
}, 120_000);
afterAll(() => t.close());

const ROUTES = [
  ['GET', ACC],
  ['POST', ACC],
  ['POST', `${ACC}/1/end`],
  ['GET', '/api/verification/verifiers'],
  ['GET', APP],
  ['POST', APP],
  ['GET', INBOX],
] as const;

describe('every route', () => {
  it.each(ROUTES)('no session: %s %s is 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });

  it('no function: 403', async () => {
    for (const [method, url] of ROUTES) {
      const res = method === 'GET' ? await bare.get(url) : await bare.post(url, {});
      expect(res.status, url).toBe(403);
    }
  });

  it('each role only its own acts: 403 otherwise', async () => {
    // The company appoints but records no accreditation and has no inbox.
    expect((await company.post(ACC, accreditation(classId, 'euMrv'))).status).toBe(403);
    expect((await company.post(`${ACC}/1/end`)).status).toBe(403);
    expect((await company.get(INBOX)).status).toBe(403);
    // The verifier reads its inbox but appoints nobody and records nothing.
    expect(
      (await a.auditor.post(APP, { shipId: myShip.id, regime: 'euMrv', verifierId: classId })).status,
    ).toBe(403);
    expect((await a.auditor.post(ACC, accreditation(classId, 'euMrv'))).status).toBe(403);
    expect((await a.auditor.get(APP)).status).toBe(403);
    // The authority does none of it.
    expect((await a.authority.get(INBOX)).status).toBe(403);
    expect((await a.authority.get(APP)).status).toBe(403);
  });
});

describe('accreditations', () => {
  it('the administrator records one for a verifier (201), listed to those who appoint', async () => {
    const r = await a.admin.post(ACC, accreditation(classId, 'euMrv'));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await a.admin.post(ACC, accreditation(class2Id, 'euMrv', { validTo: null }))).status).toBe(201);
    expect((await a.admin.post(ACC, accreditation(classId, 'imoDcs'))).status).toBe(201);
    const list = await company.get(`${ACC}?regime=euMrv&current=true`);
    expect(list.status).toBe(200);
    expect(list.data.items.map((x: { verifierId: number }) => x.verifierId).sort()).toEqual(
      [classId, class2Id].sort(),
    );
    expect(list.data.items[0]).toMatchObject({ regime: 'euMrv', body: 'CNAS', endedAt: null });
    const verifiers = await a.admin.get('/api/verification/verifiers');
    expect(verifiers.data.items.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([classId, class2Id]),
    );
    expect(verifiers.data.items.map((u: { id: number }) => u.id)).not.toContain(companyUserId);
  });

  it('bad input: 400 with the field named', async () => {
    const cases: Array<[object, string]> = [
      [accreditation(classId, 'euMrv', { body: ' ' }), 'body'],
      [accreditation(classId, 'euMrv', { validFrom: '2025-02-30' }), 'validFrom'],
      [accreditation(classId, 'euMrv', { validTo: '2024-12-31' }), 'validTo'],
      [accreditation(classId, 'nowhere' as Regime), 'regime'],
      [{ ...accreditation(classId, 'euMrv'), verifierId: 'x' }, 'verifierId'],
    ];
    for (const [body, field] of cases) {
      const r = await a.admin.post(ACC, body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(JSON.stringify(r.body), field).toContain(field);
    }
    expect((await a.admin.get(`${ACC}?current=maybe`)).status).toBe(400);
  });

  it('a user who is not a verifier holds none: 422, in the caller’s language', async () => {
    const r = await a.admin.post(ACC, accreditation(companyUserId, 'euMrv'));
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('verification.not_verifier');
    expect(r.body.message).toMatch(/not a verifier/);
    const zh = await t.app.inject({
      method: 'POST',
      url: ACC,
      payload: accreditation(companyUserId, 'euMrv'),
      headers: { 'x-token': a.admin.token, 'accept-language': 'zh-CN' },
    });
    expect(zh.statusCode).toBe(422);
    expect(zh.json().message).toMatch(/不是核查方/);
  });

  it('ending: 200 once, 409 again, 404 unknown; an ended one no longer counts', async () => {
    const r = await a.admin.post(ACC, accreditation(class2Id, 'fuelEu'));
    const id = r.data.id;
    expect((await a.admin.post(`${ACC}/${id}/end`)).status).toBe(200);
    expect((await a.admin.post(`${ACC}/${id}/end`)).status).toBe(409);
    expect((await a.admin.post(`${ACC}/999999/end`)).status).toBe(404);
    expect((await a.admin.post(`${ACC}/x/end`)).status).toBe(400);
    const current = await a.admin.get(`${ACC}?regime=fuelEu&current=true`);
    expect(current.data.items).toEqual([]);
    const all = await a.admin.get(`${ACC}?regime=fuelEu`);
    expect(all.data.items[0].endedAt).not.toBeNull();
    const refused = await company.post(APP, { shipId: myShip.id, regime: 'fuelEu', verifierId: class2Id });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('verification.not_accredited');
  });
});

describe('appointments', () => {
  it('the company appoints an accredited verifier for its ship and regime', async () => {
    const r = await company.post(APP, { shipId: myShip.id, regime: 'euMrv', verifierId: classId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.changed).toBe(true);
    // The same verifier again changes nothing.
    expect(
      (await company.post(APP, { shipId: myShip.id, regime: 'euMrv', verifierId: classId })).data.changed,
    ).toBe(false);
    const list = await company.get(APP);
    expect(list.status).toBe(200);
    expect(list.data.items).toEqual([
      expect.objectContaining({
        shipId: myShip.id,
        regime: 'euMrv',
        verifierId: classId,
        verifierName: 'demo_class',
      }),
    ]);
  });

  it('refuses a verifier not accredited for the regime (422, zh and en) and a non-verifier', async () => {
    const body = { shipId: myShip.id, regime: 'ukMrv', verifierId: classId };
    const en = await company.post(APP, body);
    expect(en.status).toBe(422);
    expect(en.body.code).toBe('verification.not_accredited');
    expect(en.body.message).toMatch(/holds no accreditation for this regime valid on 2026-03-02/);
    const zh = await t.app.inject({
      method: 'POST',
      url: APP,
      payload: body,
      headers: { 'x-token': company.token, 'accept-language': 'zh' },
    });
    expect(zh.statusCode).toBe(422);
    expect(zh.json().message).toMatch(/没有在 2026-03-02 有效的该制度核查资质/);
    const notVerifier = await company.post(APP, {
      shipId: myShip.id,
      regime: 'euMrv',
      verifierId: companyUserId,
    });
    expect(notVerifier.status).toBe(422);
    expect(notVerifier.body.code).toBe('verification.not_verifier');
    expect((await company.post(APP, { shipId: myShip.id, regime: 'euMrv', verifierId: 999999 })).status).toBe(
      422,
    );
  });

  it('an accreditation not yet valid today does not count', async () => {
    await a.admin.post(ACC, accreditation(classId, 'chinaMsa', { validFrom: '2026-06-01' }));
    const r = await company.post(APP, { shipId: myShip.id, regime: 'chinaMsa', verifierId: classId });
    expect(r.status).toBe(422);
  });

  it('a ship outside the company’s scope: 404; bad input: 400', async () => {
    const out = await company.post(APP, { shipId: a.outside.id, regime: 'euMrv', verifierId: classId });
    expect(out.status).toBe(404);
    for (const body of [
      { shipId: myShip.id, regime: 'euMrv' },
      { shipId: 'one', regime: 'euMrv', verifierId: classId },
      { shipId: myShip.id, regime: 'mars', verifierId: classId },
    ]) {
      const r = await company.post(APP, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await company.get(`${APP}?shipId=abc`)).status).toBe(400);
    // The outside ship's appointments are not listed to the company either.
    await a.admin.post(APP, { shipId: a.outside.id, regime: 'euMrv', verifierId: classId });
    const mine = await company.get(APP);
    expect(mine.data.items.map((x: { shipId: number }) => x.shipId)).not.toContain(a.outside.id);
  });

  it('a change ends the old appointment and keeps it as history', async () => {
    const r = await company.post(APP, { shipId: myShip.id, regime: 'euMrv', verifierId: class2Id });
    expect(r.status).toBe(200);
    expect(r.data.changed).toBe(true);
    const rows = await t.db
      .select()
      .from(verifierAppointments)
      .where(and(eq(verifierAppointments.shipId, myShip.id), eq(verifierAppointments.regime, 'euMrv')));
    expect(rows).toHaveLength(2);
    expect(rows.filter((x) => x.endedAt === null).map((x) => x.verifierId)).toEqual([class2Id]);
    const list = (await company.get(`${APP}?shipId=${myShip.id}&regime=euMrv`)).data.items;
    expect(list).toEqual([expect.objectContaining({ verifierId: class2Id })]);
    // Back to demo_class for the inbox below.
    expect(
      (await company.post(APP, { shipId: myShip.id, regime: 'euMrv', verifierId: classId })).status,
    ).toBe(200);
    const current = await t.db
      .select()
      .from(verifierAppointments)
      .where(and(eq(verifierAppointments.shipId, myShip.id), isNull(verifierAppointments.endedAt)));
    expect(current.map((x) => x.verifierId)).toEqual([classId]);
  });
});

describe('the verifier’s inbox', () => {
  it('lists the appointed pairs’ reports in verification, by due date, with open findings', async () => {
    await company.post(APP, { shipId: myShip2.id, regime: 'imoDcs', verifierId: classId });
    const eu = await reportOn(myShip.id, 'euMrv', 'submitted');
    const dcs = await reportOn(myShip2.id, 'imoDcs', 'verified');
    // Not in the inbox: a draft on an appointed pair, a report of a regime not appointed.
    await reportOn(myShip.id, 'euMrv', 'draft', 2024);
    await reportOn(myShip2.id, 'euMrv', 'submitted');
    await t.db.insert(reportFindings).values([
      { reportId: eu, kind: 'improvement', description: 'open one', state: 'open' },
      { reportId: eu, kind: 'improvement', description: 'open two', state: 'open' },
      { reportId: eu, kind: 'improvement', description: 'answered', state: 'accepted' },
    ]);
    const r = await a.auditor.get(INBOX);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.items.map((x: { id: number }) => x.id)).toEqual([eu, dcs]);
    expect(r.data.items[0]).toMatchObject({
      regime: 'euMrv',
      due: '2026-03-31',
      openFindings: 2,
      overdue: false,
    });
    expect(r.data.items[1]).toMatchObject({
      regime: 'imoDcs',
      due: '2026-05-31',
      openFindings: 0,
      overdue: false,
    });
    expect(r.data.total).toBe(2);
    // Another verifier's inbox holds none of them; paging and bad paging.
    expect((await verifier2.get(INBOX)).data.items).toEqual([]);
    expect(
      (await a.auditor.get(`${INBOX}?page=2&size=1`)).data.items.map((x: { id: number }) => x.id),
    ).toEqual([dcs]);
    expect((await a.auditor.get(`${INBOX}?size=0`)).status).toBe(400);
  });

  it('a changed appointment moves the report to the new verifier’s inbox', async () => {
    await a.admin.post(ACC, accreditation(class2Id, 'imoDcs'));
    expect(
      (await company.post(APP, { shipId: myShip2.id, regime: 'imoDcs', verifierId: class2Id })).status,
    ).toBe(200);
    expect((await a.auditor.get(INBOX)).data.items.map((x: { regime: string }) => x.regime)).toEqual([
      'euMrv',
    ]);
    expect((await verifier2.get(INBOX)).data.items.map((x: { regime: string }) => x.regime)).toEqual([
      'imoDcs',
    ]);
    // Past the EU due day the EU report is overdue (sessions lapse over the month: sign in again).
    t.clock.advance(Date.parse('2026-04-01T00:00:00Z') - t.clock.now().getTime());
    const later = await (await client(t.app, 'demo_class')).get(INBOX);
    expect(later.data.items.map((x: { overdue: boolean }) => x.overdue)).toEqual([true]);
  });
});
