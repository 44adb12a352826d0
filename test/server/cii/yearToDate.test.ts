import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * A year still running is rated year to date (docs/cii-ratings.md §2): on its legs so far, as the
 * forecast counts them, stored with its source, marked in the fleet view, and rated from the DCS
 * figures once the year has ended. The ship is the report API's 2025 ship-year; the clock is set
 * inside 2025, then after it.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;

const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
}, 240_000);
afterAll(async () => t?.close());

describe('CII rating of a year still running', () => {
  it('stores the year-to-date rating the forecast shows, marks it in the fleet view, and rates the whole year once it has ended', async () => {
    const shipId = w.ship.id;
    setClock('2025-12-30T08:00:00Z');
    const refresh = await w.manager.post('/api/cii/ratings/refresh', { year: 2025, shipId });
    expect(refresh.status, JSON.stringify(refresh.body)).toBe(200);
    expect(refresh.data.recomputed).toBe(1);
    const running = (await w.manager.get(`/api/cii/ratings?shipId=${shipId}&year=2025`)).data.periods;
    expect(running).toHaveLength(1);
    expect(running[0]).toMatchObject({ source: 'yearToDate', reason: null });
    expect(running[0].rating).toMatch(/^[A-E]$/);
    const forecast = await w.admin.get(`/api/cii/forecast?shipId=${shipId}&year=2025`);
    expect(forecast.status, JSON.stringify(forecast.body)).toBe(200);
    const ytd = forecast.data.forecast.ytd;
    expect(running[0].distanceNm).toBeCloseTo(ytd.distanceNm, 6);
    expect(running[0].attained).toBeCloseTo(ytd.cii.attained, 9);
    expect(running[0].rating).toBe(ytd.cii.rating);
    const fleet = (await w.manager.get('/api/cii/ratings/fleet?to=2025')).data;
    const row = fleet.ships.find((s: { shipId: number }) => s.shipId === shipId);
    expect(row).toMatchObject({ yearToDate: [2025], ratings: { 2025: running[0].rating } });
    // Risk, trend and the plan duty wait for the year's attained rating.
    expect(row.risk.latest).toBeNull();
    const page = (await w.manager.get(`/api/cii/ships/${shipId}`)).data;
    expect(page.history.find((h: { year: number }) => h.year === 2025).rating).toBe(running[0].rating);
    expect(page.risk.latest).toBeNull();

    // The year has ended: the same ledger now gives the DCS period's rating.
    setClock('2026-03-02T08:00:00Z');
    const ended = await w.manager.get(`/api/cii/ratings?shipId=${shipId}&year=2025`);
    expect(ended.data.recomputed).toBe(true);
    expect(ended.data.periods).toHaveLength(1);
    expect(ended.data.periods[0]).toMatchObject({
      source: 'ledger',
      periodStart: YEAR_2025.start,
      periodEnd: YEAR_2025.end,
    });
    const after = (await w.manager.get('/api/cii/ratings/fleet?to=2025')).data;
    const done = after.ships.find((s: { shipId: number }) => s.shipId === shipId);
    expect(done.yearToDate).toEqual([]);
    expect(done.risk.latest).toEqual({ year: 2025, rating: ended.data.periods[0].rating });
  });
});
