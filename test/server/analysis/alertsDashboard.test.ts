import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { seedLegs, type LegSpec } from '../../support/analysis/analysisFixtures.js';
import { client } from '../../support/fleet/fleetHelpers.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';

/**
 * The dashboard's alerts tile (`alertsRecent` of GET /api/dashboard/next): the alerts list's rule
 * over its default period (the last 90 days before the server's clock, 2026-03-02T08:00Z in tests),
 * in the caller's scope, answered only to users who may list the data assessment.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;

/** Two history legs, two at the average, one burning 50 % more at sea (arrives 2026-02-06). */
const RECENT: LegSpec[] = [
  { dep: '2025-10-01T00:00Z' },
  { dep: '2025-11-01T00:00Z' },
  { dep: '2025-12-05T00:00Z' },
  { dep: '2026-01-05T00:00Z' },
  { dep: '2026-02-05T00:00Z', seaT: 36 },
];
/** Older than 90 days: its alert (the third leg, July 2025) is not recent. */
const OLD: LegSpec[] = [
  { dep: '2025-05-01T00:00Z' },
  { dep: '2025-06-01T00:00Z' },
  { dep: '2025-07-01T00:00Z', seaT: 40 },
];

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  await seedLegs(t.db, a.inScope.id, 'R1', RECENT);
  await seedLegs(t.db, a.inScope2.id, 'R2', OLD);
  // Outside the manager's scope: the same recent alert, seen by the administrator only.
  await seedLegs(t.db, a.outside.id, 'R3', RECENT);
});
afterAll(() => t.close());

const next = async (c: typeof a.manager) => {
  const r = await c.get('/api/dashboard/next');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.data as { alertsRecent?: number };
};

describe('GET /api/dashboard/next: alertsRecent', () => {
  it('counts the alerts of the last 90 days in the caller scope, as the alerts list does', async () => {
    expect((await next(a.manager)).alertsRecent).toBe(1);
    expect((await a.manager.get('/api/alerts')).data.total).toBe(1);
    expect((await next(a.admin)).alertsRecent).toBe(2);
    // The old alert exists: a period that holds it lists it.
    const old = await a.manager.get(`/api/alerts?shipId=${a.inScope2.id}&from=2025-01-01&to=2026-01-01`);
    expect(old.data.items.map((x: { voyageNo: string; where: string }) => [x.voyageNo, x.where])).toEqual([
      ['R2', 'sea'],
    ]);
  });

  it('is not answered to a user who may not list the data assessment', async () => {
    const body = await next(a.authority);
    expect('alertsRecent' in body).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/dashboard/next' })).statusCode).toBe(401);
  });

  it('moves with the clock: 90 days after the alert it is no longer recent', async () => {
    // Last: the earlier sessions expire when the clock moves, so the manager logs in again.
    t.clock.advance(90 * 86_400_000);
    try {
      expect((await next(await client(t.app, 'demo_manager'))).alertsRecent).toBe(0);
    } finally {
      t.clock.advance(-90 * 86_400_000);
    }
  });
});
