import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voyages } from '../../../src/server/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, companyPayload, imo, shipPayload, type Client } from '../../support/fleet/fleetHelpers.js';
import { callVoyageData } from '../../support/ledger/ledgerWriteFixtures.js';
import { YEAR_2025, yearLedger } from '../../support/reports/reportsApiFixtures.js';

/**
 * Completeness names every blocker (docs/reports.md §2): the candidate check lists the period's
 * unlocked voyages as a blocker of Lock, the bulk lock locks them (a history row each, one
 * transaction), and then Lock passes. For every subset of locked voyages, Lock refuses exactly when
 * the candidate's blockers are not empty, and for the reason they name.
 */
let t: TestApp;
let admin: Client;
let ship: { id: number; imo: string };

const candidate = async () => {
  const r = await admin.get(`/api/reports/candidates?regime=imoDcs&shipId=${ship.id}&year=2025`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.data as Array<Record<string, any>>).find((p) => p.start === YEAR_2025.start)!;
};
const shipVoyages = () =>
  t.db.select().from(voyages).where(eq(voyages.shipId, ship.id)).orderBy(asc(voyages.voyageNo));
const setLocks = async (locked: Set<string>) => {
  for (const v of await shipVoyages()) {
    const want = locked.has(v.voyageNo) ? 'locked' : 'unlocked';
    if (v.status !== want)
      expect(
        (await admin.post(`/api/voyages/${v.id}/lock`, { event: want === 'locked' ? 'lock' : 'unlock' }))
          .status,
      ).toBe(200);
  }
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  const company = await admin.post(
    '/api/fleet/companies',
    companyPayload({ code: 'BLOCK', imoNumber: '5777777' }),
  );
  expect(company.status, JSON.stringify(company.body)).toBe(200);
  const no = imo('945678');
  const s = await admin.post(
    '/api/fleet/ships',
    shipPayload(company.data.id, { imo: no, registrationNo: 'REG-BLOCK', nameEn: 'BLOCK VESSEL' }),
  );
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  ship = { id: s.data.id, imo: no };
  const w = await callVoyageData(t.app, 'POST', yearLedger(no), { 'x-token': admin.token });
  expect(w.status, w.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('completeness lists what Lock refuses for', () => {
  it('for every set of locked voyages, Lock refuses iff the blockers are not empty', async () => {
    const g = await admin.post('/api/reports', { regime: 'imoDcs', shipId: ship.id, period: YEAR_2025 });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    const id = g.data.id;
    const nos = (await shipVoyages()).map((v) => v.voyageNo);
    expect(nos).toEqual(['V001', 'V002']);
    // Every subset, the fully locked one last (a passing Lock ends the walk).
    for (const locked of [[], ['V001'], ['V002'], ['V001', 'V002']]) {
      await setLocks(new Set(locked));
      const c = await candidate();
      const open = nos.filter((n) => !locked.includes(n));
      expect(c.unlockedVoyages.map((v: { voyageNo: string }) => v.voyageNo)).toEqual(open);
      const version = (await admin.get(`/api/reports/${id}`)).data.version;
      const lock = await admin.post(`/api/reports/${id}/events`, { type: 'lock', version });
      if (c.blockers.length) {
        expect([lock.status, lock.body.code]).toEqual([409, c.blockers[0].code]);
        expect(lock.body.params.voyages).toBe(open.join(', '));
      } else expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    }
    const unlock = await admin.post(`/api/reports/${id}/events`, {
      type: 'unlock',
      version: (await admin.get(`/api/reports/${id}`)).data.version,
      comment: 'recheck',
    });
    expect(unlock.status).toBe(200);
  });

  it('bulk lock locks the named voyages with a history row each, then Lock passes', async () => {
    await setLocks(new Set());
    const c = await candidate();
    expect(c.blockers).toEqual([
      { code: 'report.voyages_unlocked', params: { voyages: 'V001, V002', count: 2 } },
    ]);
    const ids = c.unlockedVoyages.map((v: { id: number }) => v.id);
    const bulk = await admin.post('/api/ledger/voyages/lock-bulk', {
      voyageIds: ids,
      comment: 'period complete',
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.data).toEqual({ locked: ids, alreadyLocked: [] });
    for (const v of await shipVoyages()) {
      expect(v.status).toBe('locked');
      const history = (await admin.get(`/api/voyages/${v.id}/history`)).data;
      expect(history[0]).toMatchObject({
        event: 'lock',
        fromState: 'unlocked',
        toState: 'locked',
        comment: 'period complete',
      });
    }
    expect((await candidate()).blockers).toEqual([]);
    const again = await admin.post('/api/ledger/voyages/lock-bulk', { voyageIds: ids });
    expect(again.data).toEqual({ locked: [], alreadyLocked: ids });
    const id = c.reportId;
    const version = (await admin.get(`/api/reports/${id}`)).data.version;
    const lock = await admin.post(`/api/reports/${id}/events`, { type: 'lock', version });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
  });

  it('bulk lock is all or nothing: a voyage outside the scope or unknown locks none', async () => {
    const r = await admin.post('/api/ledger/voyages/lock-bulk', { voyageIds: [999_999] });
    expect(r.status).toBe(404);
    expect((await admin.post('/api/ledger/voyages/lock-bulk', { voyageIds: [] })).status).toBe(400);
  });
});
