import { and, asc, eq, gte, lt, lte, or } from 'drizzle-orm';
import { SNAPSHOT_TOLERANCE_MS, type LedgerSnapshot } from '../../../../domain/ledger/index.js';
import type { LedgerFuelCode } from '../../../../domain/schemas/voyageData.js';
import type { Db } from '../../../db/client.js';
import {
  recordBunkers,
  recordSludge,
  recordTransfers,
  robSnapshots,
  snapshotFuels,
  voyageRecords,
} from '../../../db/schema/index.js';
import { isLedgerFuel } from './shared.js';

/** A bunker, transfer or sludge line with its own time, of a fuel of the ledger's list. */
export interface TimedLine {
  recordId: number;
  fuel: LedgerFuelCode;
  tonnes: number;
  at: Date;
}

/** A snapshot near a bound with its ROB lines of the ledger's fuels. */
export type WindowSnapshot = LedgerSnapshot & { fuels: { fuel: LedgerFuelCode; robT: number }[] };

/** What the snapshot rule reads of a period besides the legs and the records. */
export interface PeriodWindow {
  /** The snapshots within the tolerance of either bound (`snapshotAt` picks the nearest). */
  snapshots: WindowSnapshot[];
  bunkers: (TimedLine & { bdnNo: string | null })[];
  transfers: TimedLine[];
  sludge: TimedLine[];
}

/**
 * The ledger's period window of a ship for [from, to): the snapshots within ±tolerance of each
 * bound, and the bunker, transfer and sludge lines whose own time lies inside the period, each by
 * record and line. The ledger's period totals and the report generators read the same window, so
 * the two agree. A fuel code outside the ledger's list is left out, never guessed.
 */
export async function periodWindow(db: Db, shipId: number, from: Date, to: Date): Promise<PeriodWindow> {
  const tol = SNAPSHOT_TOLERANCE_MS;
  const timed = (table: typeof recordTransfers | typeof recordSludge) =>
    db
      .select({ recordId: table.recordId, fuelCode: table.fuelCode, tonnes: table.tonnes, at: table.at })
      .from(table)
      .innerJoin(voyageRecords, eq(voyageRecords.id, table.recordId))
      .where(and(eq(voyageRecords.shipId, shipId), gte(table.at, from), lt(table.at, to)))
      .orderBy(asc(table.recordId), asc(table.lineNo));
  const near = (t: Date) =>
    and(gte(robSnapshots.at, new Date(t.getTime() - tol)), lte(robSnapshots.at, new Date(t.getTime() + tol)));
  const [bunkers, transfers, sludge, snaps] = await Promise.all([
    db
      .select({
        recordId: recordBunkers.recordId,
        fuelCode: recordBunkers.fuelCode,
        tonnes: recordBunkers.tonnes,
        at: recordBunkers.at,
        bdnNo: recordBunkers.bdnNo,
      })
      .from(recordBunkers)
      .innerJoin(voyageRecords, eq(voyageRecords.id, recordBunkers.recordId))
      .where(and(eq(voyageRecords.shipId, shipId), gte(recordBunkers.at, from), lt(recordBunkers.at, to)))
      .orderBy(asc(recordBunkers.recordId), asc(recordBunkers.lineNo)),
    timed(recordTransfers),
    timed(recordSludge),
    db
      .select({
        id: robSnapshots.id,
        refCode: robSnapshots.refCode,
        at: robSnapshots.at,
        fuelCode: snapshotFuels.fuelCode,
        robT: snapshotFuels.robT,
      })
      .from(robSnapshots)
      .leftJoin(snapshotFuels, eq(snapshotFuels.snapshotId, robSnapshots.id))
      .where(and(eq(robSnapshots.shipId, shipId), or(near(from), near(to)))),
  ]);
  const known = <T extends { fuelCode: string }>(rows: T[]) =>
    rows.flatMap(({ fuelCode, ...r }) => (isLedgerFuel(fuelCode) ? [{ ...r, fuel: fuelCode }] : []));
  const bySnap = new Map<number, WindowSnapshot>();
  for (const s of snaps) {
    let snap = bySnap.get(s.id);
    if (!snap) bySnap.set(s.id, (snap = { refCode: s.refCode, time: s.at.getTime(), fuels: [] }));
    if (s.fuelCode && isLedgerFuel(s.fuelCode)) snap.fuels.push({ fuel: s.fuelCode, robT: s.robT! });
  }
  return {
    snapshots: [...bySnap.values()],
    bunkers: known(bunkers),
    transfers: known(transfers),
    sludge: known(sludge),
  };
}
