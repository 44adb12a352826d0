import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * Whether a report met its deadline is decided by when it was first submitted, at a fixed clock:
 * a 2025 IMO DCS report (due at the end of 31 March 2026) filed on 28 November 2026 is late by
 * 242 days, in the report, the list and the hub, and stays late after a return and a resubmission.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
const FILED = Date.parse('2026-11-28T09:30:00Z');

beforeAll(async () => {
  t = await createTestApp();
  // The sessions are opened at the filing day, so the clock never has to jump past their idle time.
  t.clock.advance(FILED - t.clock.now().getTime());
  w = await reportWorld(t);
}, 120_000);
afterAll(() => t.close());

const event = (c: typeof w.manager, id: number, type: string, version: number, comment?: string) =>
  c.post(`/api/reports/${id}/events`, { type, version, comment });

describe('deadline state from the submission date', () => {
  it('an unsubmitted 2025 report is overdue on 28 Nov 2026; filed that day it is late by 242 days for good', async () => {
    const made = await w.manager.post('/api/reports', {
      regime: 'imoDcs',
      shipId: w.ship.id,
      period: YEAR_2025,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    expect([made.body.data.deadlineState, made.body.data.submittedAt]).toEqual(['overdue', null]);

    await w.lockVoyages();
    const locked = await event(w.manager, id, 'lock', made.body.data.version);
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    const submitted = await event(w.manager, id, 'submit', locked.body.data.version);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data).toMatchObject({
      deadline: '2026-04-01T00:00:00.000Z',
      deadlineState: 'late',
      daysLate: 242,
      submittedAt: new Date(FILED).toISOString(),
    });

    // The list and the hub read the same.
    const list = (await w.manager.get('/api/reports?regime=imoDcs&year=2025')).body.data.items as Array<{
      id: number;
      deadlineState: string;
      daysLate: number | null;
    }>;
    expect(list.find((r) => r.id === id)).toMatchObject({ deadlineState: 'late', daysLate: 242 });
    const hub = (await w.manager.get('/api/reports/hub?year=2025&regime=imoDcs&size=100')).body.data
      .items as Array<{
      reportId: number | null;
      deadlineState: string;
      daysLate: number | null;
    }>;
    expect(hub.find((r) => r.reportId === id)).toMatchObject({ deadlineState: 'late', daysLate: 242 });

    // Returned by the verifier and filed again ten minutes later: the first filing still decides.
    const returned = await event(w.auditor, id, 'return', submitted.body.data.version, 'fuel totals differ');
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.data).toMatchObject({ status: 'draft', deadlineState: 'late', daysLate: 242 });
    t.clock.advance(10 * 60_000);
    const relocked = await event(w.manager, id, 'lock', returned.body.data.version);
    const again = await event(w.manager, id, 'submit', relocked.body.data.version);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({
      deadlineState: 'late',
      daysLate: 242,
      submittedAt: new Date(FILED).toISOString(),
    });

    // The history keeps both submissions with their instants.
    const history = (await w.auditor.get(`/api/reports/${id}/history`)).body.data as Array<{
      event: string;
      at: string;
    }>;
    expect(history.filter((h) => h.event === 'submit').map((h) => h.at)).toEqual([
      new Date(FILED + 10 * 60_000).toISOString(),
      new Date(FILED).toISOString(),
    ]);
  });
});
