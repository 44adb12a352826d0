import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCED, createTestApp, type TestApp } from '../../support/app.js';
import { drainJobs } from '../../support/jobs.js';
import { reportWorld } from '../../support/reports/reportsApiFixtures.js';

/**
 * The dashboard's CII tile keeps its fleet summary in the read cache per scope and `cii` revision
 * (migration 0028): a second call reads no stored rating, and a rating the job engine stores shows
 * at the next request. The ship is the report API's ship-year (2025, rated once its queued
 * recomputation runs); the clock is set in late 2025 so the tile's year is the rated one.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
  t.clock.advance(Date.parse('2025-12-30T08:00:00Z') - t.clock.now().getTime());
}, 240_000);
afterAll(async () => t?.close());

const ciiRev = async () =>
  Number(((await t.db.execute(sql`select rev from cache_revs where name = 'cii'`)).rows[0] as any).rev);

/** The tile's figures, and whether the answer came from the cache (a hit counted by this call). */
async function tile() {
  const hits = t.app.deps.readCache.hits;
  const r = await w.manager.get('/api/dashboard/next');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const { ciiYear, ciiRated, ciiByRating, ciiAtRisk } = r.data;
  return { figures: { ciiYear, ciiRated, ciiByRating, ciiAtRisk }, cached: t.app.deps.readCache.hits > hits };
}

describe('dashboard CII tile: kept per scope and cii revision', () => {
  it('answers a second call from the cache, and a rating stored by the job engine at the next request', async () => {
    // The ledger write queued the ship-year; nothing is rated yet.
    const first = await tile();
    expect(first.figures).toMatchObject({ ciiYear: 2025, ciiRated: 0, ciiByRating: {} });
    expect(first.cached).toBe(false);
    const again = await tile();
    expect(again).toEqual({ figures: first.figures, cached: true });

    const before = await ciiRev();
    expect(await drainJobs(t)).toBeGreaterThan(0);
    expect(await ciiRev()).toBeGreaterThan(before);

    // The job wrote outside any request: the instance hears of it by the database's notification.
    await expect.poll(async () => (await tile()).figures.ciiRated, ANNOUNCED).toBe(1);
    const rated = await tile();
    expect(rated.cached).toBe(true);
    expect(Object.values(rated.figures.ciiByRating)).toEqual([1]);
  });

  it('bumps the revision for every statement on the stored ratings, and for nothing else', async () => {
    const before = await ciiRev();
    await t.db.execute(sql`update ships set remark = remark where id = ${w.ship.id}`);
    expect(await ciiRev()).toBe(before);
    await t.db.execute(sql`update cii_ratings set computed_at = computed_at where ship_id = ${w.ship.id}`);
    // Once, though the statement also rebuilds the ship's tile rows (migration 0032).
    expect(await ciiRev()).toBe(before + 1);
    // The tile's rows written directly (psql) move it too.
    await t.db.execute(sql`update ship_cii_years set at_risk = at_risk where ship_id = ${w.ship.id}`);
    expect(await ciiRev()).toBe(before + 2);
  });
});
