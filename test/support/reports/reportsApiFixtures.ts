import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ReportPeriod } from '../../../src/domain/reports/types.js';
import { reports, voyages } from '../../../src/server/db/schema/index.js';
import type { TestApp } from '../app.js';
import { insertReport } from '../../../src/server/repositories/reports/store.js';
import { ledgerActors } from '../ledger/ledgerReadFixtures.js';
import { callVoyageData, threeCalls } from '../ledger/ledgerWriteFixtures.js';

/**
 * A ship-year for the report API tests: the three hand-worked calls of ledgerWriteFixtures
 * (Jan–Feb 2025) with ROB snapshots on both bounds of 2025, written through POST /api/voyage-data
 * by the ship manager, so the IMO DCS year 2025 is one generatable period.
 */
export const YEAR_2025: ReportPeriod = { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' };

/**
 * ROB snapshots Y0 and Y1 on both bounds of 2025 for the three calls: HFO (11) 520 t and MDO (3)
 * 101 t on 1 Jan 2025, `end` on 1 Jan 2026 (by default what the three calls leave aboard).
 */
export const yearSnapshots = (imo: string, end = { hfoT: 90, mdoT: 89 }) => [
  {
    refCode: 'Y0',
    ship: imo,
    time: '2025-01-01T00:00Z',
    fuels: [
      { fuel: '11', robT: 520 },
      { fuel: '3', robT: 101 },
    ],
  },
  {
    refCode: 'Y1',
    ship: imo,
    time: '2026-01-01T00:00Z',
    fuels: [
      { fuel: '11', robT: end.hfoT },
      { fuel: '3', robT: end.mdoT },
    ],
  },
];

/** The three calls with ROB snapshots Y0 and Y1 on both bounds of 2025: one generatable DCS year. */
export const yearLedger = (imo: string) => ({ ...threeCalls(imo), snapshots: yearSnapshots(imo) });

export async function reportWorld(t: TestApp) {
  const a = await ledgerActors(t);
  const ship = a.inScope2;
  const payload = yearLedger(ship.imo!);
  const w = await callVoyageData(t.app, 'POST', payload, { 'x-token': a.manager.token });
  expect(w.status, w.body).toBe(200);
  const shipVoyages = await t.db.select().from(voyages).where(eq(voyages.shipId, ship.id));
  /** Locks every voyage of the ship through the API (the report's lock needs them locked). */
  const lockVoyages = async () => {
    for (const v of await t.db.select().from(voyages).where(eq(voyages.shipId, ship.id)))
      if (v.status !== 'locked') {
        const r = await a.manager.post(`/api/voyages/${v.id}/lock`, { event: 'lock', version: v.version });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
  };
  /** Test reset between paths: voyages unlocked, no live report (SQL, outside the API on purpose). */
  const reset = async () => {
    await t.db.update(voyages).set({ status: 'unlocked' }).where(eq(voyages.shipId, ship.id));
    await t.db.update(reports).set({ status: 'cancelled' }).where(eq(reports.shipId, ship.id));
  };
  /** The ship manager's role code, as the history records it. */
  const managerRole = 'ship_manager';
  return { ...a, ship, voyages: shipVoyages, lockVoyages, reset, managerRole };
}

/**
 * A report on the world's ship outside the manager's scope, written as rows (that ship has no
 * ledger to generate from), created by the same user as report `mineId`.
 */
export async function outsideReport(t: TestApp, w: { outside: { id: number } }, mineId: number) {
  const [mine] = await t.db.select().from(reports).where(eq(reports.id, mineId));
  return t.db.transaction((tx) =>
    insertReport(
      tx,
      {
        regime: 'imoDcs',
        shipId: w.outside.id,
        period: YEAR_2025,
        year: 2025,
        reportVersion: 1,
        referenceCode: 'outside',
        supersedesId: null,
        corrections: [],
        flag: null,
        companyName: null,
        createdBy: mine!.createdBy!,
        at: new Date(),
        generated: { figures: {}, totals: [], paramVersion: 'x', fingerprint: 'x' },
      },
      () => new Error('duplicate'),
    ),
  );
}
