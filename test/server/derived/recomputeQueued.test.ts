import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pendingJobs } from '../../../src/server/jobs/engine.js';
import { storedShip, storedShipYear } from '../../../src/server/repositories/cii/ratingsStore.js';
import { withConfirmedAdjustments } from '../../../src/server/services/cii/adjusted.js';
import { ratingsFor } from '../../../src/server/services/cii/ratings.js';
import { rowOf, shipYearFingerprint } from '../../../src/server/services/cii/store.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { drainJobs } from '../../support/jobs.js';
import { reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * Derived figures follow what they are computed from, not only the ledger: a flag/DOC change, a
 * ship edit that moves its CII type or tonnage, a CII adjustment confirmed, a DCS report locked or
 * unlocked each queue the ship-years whose stored ratings they leave behind, and once the queue
 * is drained the stored ratings equal the ones computed now. The ship is the report API's ship-year
 * (2025, one DCS period) beside its demo years; its 2026 ratings are stored too (a year without
 * legs, rows with reasons), so a change of the ship itself is seen to queue every stored year.
 * Each test starts from a drained queue. Runs on PGlite and PostgreSQL.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let shipId: number;
/** The ship's years with stored ratings once the setup's queue is drained. */
let stored: number[];

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
  shipId = w.ship.id;
  const y2026 = await w.manager.get(`/api/cii/ratings?shipId=${shipId}&year=2026`);
  expect(y2026.status, JSON.stringify(y2026.body)).toBe(200);
  await drainJobs(t);
  stored = [...new Set((await storedShip(t.db, shipId)).map((r) => r.year))].sort();
}, 240_000);
afterAll(async () => t?.close());
beforeEach(() => drainJobs(t));

/** The ship's waiting recomputations, as `year`s (other ships' jobs are not this file's). */
async function queuedYears(): Promise<number[]> {
  const jobs = await pendingJobs(t.db, 'derived-recompute');
  return jobs
    .filter((j) => j.shipId === shipId)
    .map((j) => j.year)
    .sort();
}

const figures = (r: Record<string, unknown>) => {
  const { id: _id, computedAt: _c, createdAt: _a, updatedAt: _u, ...rest } = r;
  return rest;
};

/** Drains the queue, then every stored row of the years equals the one computed now. */
async function drainedAndCurrent(years: number[]) {
  await drainJobs(t);
  expect(await queuedYears()).toEqual([]);
  for (const year of years) {
    const opts = withConfirmedAdjustments(t.db, shipId, year);
    const [periods, fingerprint, stored] = await Promise.all([
      // At the jobs' time: a year still running then is rated year to date.
      ratingsFor(t.db, shipId, year, { ...opts, at: t.clock.now() }),
      shipYearFingerprint(t.db, shipId, year, { ...opts, at: t.clock.now() }),
      storedShipYear(t.db, shipId, year),
    ]);
    const expected = periods.map((p) => figures(rowOf(shipId, year, p, fingerprint, new Date(0))));
    expect(
      stored.map((r) => figures(r)),
      `${year}`,
    ).toEqual(expected);
  }
  return storedShipYear(t.db, shipId, 2025);
}

describe('what queues a recomputation besides the ledger', () => {
  it('starts from current ratings: one rated period in 2025, nothing waiting', async () => {
    expect(stored).toContain(2025);
    expect(stored).toContain(2026);
    expect(await queuedYears()).toEqual([]);
    const rows = await drainedAndCurrent(stored);
    expect(rows.map((r) => [r.source, r.rating !== null])).toEqual([['ledger', true]]);
  });

  it('a flag change recorded, moved and deleted queues every stored year of the ship', async () => {
    const flag = (effectiveDate: string) => ({
      shipId,
      changeType: 'flag',
      newFlagCode: 'PAN',
      effectiveDate,
    });
    const made = await w.admin.post('/api/flagDocChange', flag('2025-07-01T00:00:00Z'));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(await queuedYears()).toEqual(stored);
    // The year is cut in two at the change (no snapshot on 1 Jul: both parts carry a reason).
    expect((await drainedAndCurrent(stored)).map((r) => r.periodEnd.toISOString())).toEqual([
      '2025-07-01T00:00:00.000Z',
      YEAR_2025.end,
    ]);

    const moved = await w.admin.put(`/api/flagDocChange/${made.data.id}`, {
      ...flag('2025-08-01T00:00:00Z'),
      version: made.data.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await queuedYears()).toEqual(stored);
    expect((await drainedAndCurrent(stored)).map((r) => r.periodEnd.toISOString())).toEqual([
      '2025-08-01T00:00:00.000Z',
      YEAR_2025.end,
    ]);

    expect((await w.admin.del(`/api/flagDocChange/${made.data.id}`)).status).toBe(200);
    expect(await queuedYears()).toEqual(stored);
    const rows = await drainedAndCurrent(stored);
    expect(rows.map((r) => [r.periodEnd.toISOString(), r.source, r.rating !== null])).toEqual([
      [YEAR_2025.end, 'ledger', true],
    ]);
  });

  it('a ship edit queues every stored year when its DWT moves, nothing for a new remark', async () => {
    const put = async (over: Record<string, unknown>) => {
      const cur = (await w.admin.get(`/api/fleet/ships/${shipId}`)).data;
      const r = await w.admin.put(`/api/fleet/ships/${shipId}`, { ...cur, ...over, version: cur.version });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return cur as { dwt: number; nameEn: string };
    };
    const before = await put({ remark: 'edited in the test' });
    expect(await queuedYears()).toEqual([]);
    const attained = (await storedShipYear(t.db, shipId, 2025))[0]!.attained!;
    await put({ dwt: before.dwt * 2 });
    expect(await queuedYears()).toEqual(stored);
    const [row] = await drainedAndCurrent(stored);
    expect(row!.dwt).toBe(before.dwt * 2);
    expect(row!.attained).not.toBe(attained);
    await put({ dwt: before.dwt });
    expect(await queuedYears()).toEqual(stored);
    expect((await drainedAndCurrent(stored))[0]!.attained).toBe(attained);
  });

  it('an edit of the ship type dictionary row queues every stored year when the calculation type of the ship moves', async () => {
    const ship = (await w.admin.get(`/api/fleet/ships/${shipId}`)).data as { shipTypeCode: string };
    const list = await w.admin.get(`/api/dict/shipType?keyword=${ship.shipTypeCode}&size=50`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const row = (list.data.items as Record<string, any>[]).find((r) => r.code === ship.shipTypeCode)!;
    const put = async (over: Record<string, unknown>) => {
      const cur = (await w.admin.get(`/api/dict/shipType/${row.id}`)).data;
      const { id: _id, createdAt: _c, updatedAt: _u, status: _s, ...fields } = cur;
      const r = await w.admin.put(`/api/dict/shipType/${row.id}`, {
        ...fields,
        ...over,
        version: cur.version,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return cur as { calcType: string; enName: string };
    };
    const before = await put({ enName: `${row.enName} (renamed)` });
    expect(await queuedYears()).toEqual([]);
    const other = before.calcType === 'bulk_carrier' ? 'general_cargo_ship' : 'bulk_carrier';
    await put({ calcType: other });
    expect(await queuedYears()).toEqual(stored);
    await drainedAndCurrent(stored);
    await put({ calcType: before.calcType, enName: row.enName });
    expect(await queuedYears()).toEqual(stored);
    await drainedAndCurrent(stored);
  });

  it('a CII adjustment queues its ship-year when it is confirmed, not on its way there', async () => {
    const made = await w.manager.post('/api/cii/adjustments', {
      shipId,
      type: 'ice',
      begin: '2025-01-20T00:00:00.000Z',
      end: '2025-01-22T00:00:00.000Z',
      voyageNo: 'V002',
      distanceNm: 400,
      fuels: [{ fuel: 'HFO', tonnes: 60 }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.data.id as number;
    const b = '----recompute';
    const evidence = await t.app.inject({
      method: 'POST',
      url: `/api/cii/adjustments/${id}/evidence`,
      payload: Buffer.concat([
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="file"; filename="ice.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
        Buffer.from(`\r\n--${b}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${b}`, 'x-token': w.manager.token },
    });
    expect(evidence.statusCode, evidence.body).toBe(200);
    const event = async (who: typeof w.manager, type: string) => {
      const cur = await w.admin.get(`/api/cii/adjustments/${id}`);
      const r = await who.post(`/api/cii/adjustments/${id}/events`, { type, version: cur.data.version });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    await event(w.manager, 'lock');
    await event(w.manager, 'submit');
    expect(await queuedYears()).toEqual([]);
    await event(w.auditor, 'confirm');
    expect(await queuedYears()).toEqual([2025]);
    const [row] = await drainedAndCurrent([2025]);
    expect(row!.adjustType).toBe('voyage');
  });

  it('an IMO DCS report queues its ship-year when it is locked and when it is unlocked', async () => {
    await w.lockVoyages();
    const gen = await w.manager.post('/api/reports', { regime: 'imoDcs', shipId, period: YEAR_2025 });
    expect(gen.status, JSON.stringify(gen.body)).toBe(201);
    expect(await queuedYears()).toEqual([]);
    const lock = await w.manager.post(`/api/reports/${gen.data.id}/events`, {
      type: 'lock',
      version: gen.data.version,
    });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    expect(await queuedYears()).toEqual([2025]);
    expect((await drainedAndCurrent([2025])).map((r) => [r.source, r.reportId])).toEqual([
      ['report', gen.data.id],
    ]);
    const unlock = await w.manager.post(`/api/reports/${gen.data.id}/events`, {
      type: 'unlock',
      comment: 'figures to be checked',
      version: lock.data.version,
    });
    expect(unlock.status, JSON.stringify(unlock.body)).toBe(200);
    expect(await queuedYears()).toEqual([2025]);
    expect((await drainedAndCurrent([2025])).map((r) => [r.source, r.reportId])).toEqual([['ledger', null]]);
  });
});
