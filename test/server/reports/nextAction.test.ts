import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubRow } from '../../../src/domain/reports/types.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import type { Client } from '../../support/fleet/fleetHelpers.js';
import { reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * What each role is told to do next, through the API: the hub's next action per row is the one the
 * reading user's role and functions may take (the verifier and the authority are never told to
 * generate), the report carries it too, and a verifier's return shows with its reason on the
 * report, in the list, on the hub and on the dashboard until the report is submitted again.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let reportId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
}, 120_000);
afterAll(() => t.close());

const hub = async (c: Client): Promise<HubRow[]> => {
  const r = await c.get('/api/reports/hub?year=2025&size=200');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.items;
};
const rowOf = (rows: HubRow[]) => rows.find((h) => h.reportId === reportId && h.regime === 'imoDcs');
const view = async (c: Client) => (await c.get(`/api/reports/${reportId}`)).body.data;
const send = async (c: Client, type: string, comment?: string) => {
  const r = await view(c);
  const res = await c.post(`/api/reports/${reportId}/events`, { type, version: r.version, comment });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('the next action offered per role', () => {
  it('with no report: the manager is told to generate, the verifier and the authority never', async () => {
    const manager = await hub(w.manager);
    expect(manager.length).toBeGreaterThan(0);
    const dcs = manager.filter((h) => h.status === 'none' && h.regime === 'imoDcs');
    expect(dcs.length).toBeGreaterThan(0);
    expect(dcs.every((h) => h.nextAction === 'generate')).toBe(true);
    for (const c of [w.auditor, w.authority]) {
      const rows = await hub(c);
      expect(rows.some((h) => h.nextAction === 'generate')).toBe(false);
    }
    // The server refuses what the screens no longer offer.
    const g = await w.auditor.post('/api/reports', {
      regime: 'imoDcs',
      shipId: w.ship.id,
      period: YEAR_2025,
    });
    expect(g.status).toBe(403);
  });

  it('draft → lock (manager), locked → submit, submitted → verify (verifier only)', async () => {
    const g = await w.manager.post('/api/reports', {
      regime: 'imoDcs',
      shipId: w.ship.id,
      period: YEAR_2025,
    });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    reportId = g.body.data.id;
    expect(g.body.data.nextAction).toBe('lock');
    expect(rowOf(await hub(w.manager))?.nextAction).toBe('lock');
    expect(rowOf(await hub(w.auditor))?.nextAction).toBeNull();
    await w.lockVoyages();
    await send(w.manager, 'lock');
    expect(rowOf(await hub(w.manager))?.nextAction).toBe('submit');
    expect((await view(w.manager)).nextAction).toBe('submit');
    await send(w.manager, 'submit');
    expect(rowOf(await hub(w.manager))?.nextAction).toBeNull();
    expect(rowOf(await hub(w.auditor))?.nextAction).toBe('verify');
    expect((await view(w.auditor)).nextAction).toBe('verify');
  });
});

describe('a returned report says so, with the reason, wherever it is listed', () => {
  const reason = 'BDN totals differ from the ROB';

  it('before a return nothing is flagged', async () => {
    expect((await view(w.manager)).returned).toBeNull();
    expect((await w.manager.get('/api/dashboard/next')).body.data.reportsReturned).toEqual([]);
  });

  it('after the return: report, list, hub and dashboard carry the reason', async () => {
    await send(w.auditor, 'return', reason);
    const report = await view(w.manager);
    expect(report.status).toBe('draft');
    expect(report.returned).toMatchObject({ comment: reason });
    expect(Date.parse(report.returned.at)).not.toBeNaN();

    const list = (await w.manager.get('/api/reports?regime=imoDcs')).body.data.items;
    expect(list.find((x: { id: number }) => x.id === reportId).returned).toMatchObject({ comment: reason });
    expect(rowOf(await hub(w.manager))?.returned).toMatchObject({ comment: reason });

    const next = (await w.manager.get('/api/dashboard/next')).body.data;
    expect(next.reportsReturned).toEqual([
      expect.objectContaining({ id: reportId, regime: 'imoDcs', year: 2025, comment: reason }),
    ]);
    // The verifier fixes nothing: no drafts to finish, no returns to fix on its dashboard.
    const verifier = (await w.auditor.get('/api/dashboard/next')).body.data;
    expect(verifier.reportsReturned).toBeUndefined();
    expect(verifier.reportsOpen).toBeUndefined();
  });

  it('correcting the draft keeps it returned; submitting it again clears the notice', async () => {
    const r = await view(w.manager);
    const saved = await w.manager.put(`/api/reports/${reportId}/corrections`, {
      version: r.version,
      corrections: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await view(w.manager)).returned).toMatchObject({ comment: reason });
    await send(w.manager, 'lock');
    expect((await view(w.manager)).returned).toBeNull();
    await send(w.manager, 'submit');
    expect((await w.manager.get('/api/dashboard/next')).body.data.reportsReturned).toEqual([]);
  });
});
