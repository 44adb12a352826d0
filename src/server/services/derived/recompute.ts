import { CII_SCOPE } from '../../../domain/registry/ciiScope.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { enqueue } from '../../jobs/engine.js';
import type { QueuePayloads } from '../../jobs/queues.js';
import { shipYearsOfShip, shipYearsWithoutRatings } from '../../repositories/cii/ratingsStore.js';
import { ledgerSpanOf } from '../../repositories/ledger/read/lock.js';
import { withConfirmedAdjustments } from '../cii/adjusted.js';
import { currentShipYear } from '../cii/store.js';

export interface ShipYear {
  shipId: number;
  year: number;
}

/**
 * Derived figures follow the ledger (docs/jobs.md §Derived figures). This is the one place that
 * brings a ship-year's stored derived figures up to date: the CII ratings per DCS period (recomputed
 * when their fingerprint moved, so a ship-year that did not change costs one fingerprint). The
 * statistics month and year sums (stat_ship_months, stat_ship_years) are kept by triggers inside
 * the writing transaction and need nothing here; a further summary of a ship-year is refreshed
 * from this function too. Answers whether the ratings were recomputed.
 */
export async function recomputeShipYear(
  db: Db,
  shipId: number,
  year: number,
  at = new Date(),
): Promise<boolean> {
  const { recomputed } = await currentShipYear(
    db,
    shipId,
    year,
    at,
    withConfirmedAdjustments(db, shipId, year),
  );
  return recomputed;
}

/** The `derived-recompute` handler. */
export async function recomputeJob(
  db: Db,
  clock: Clock,
  p: QueuePayloads['derived-recompute'],
): Promise<void> {
  await recomputeShipYear(db, p.shipId, p.year, clock.now());
}

/**
 * Queues ship-years for recomputation, in the caller's transaction, so the job row commits with the
 * change that needs it: every ledger write, delete and upload with what it touched, a ship edit or
 * flag/DOC change (enqueueShipHistory), a CII adjustment confirmed and a DCS report locked or
 * unlocked with their ship-year. Years before the first CII year are not rated; a
 * ship-year already waiting is not queued twice.
 */
export async function enqueueShipYears(db: Db, shipYears: Iterable<ShipYear>): Promise<number> {
  const seen = new Map<string, ShipYear>();
  for (const s of shipYears)
    if (s.year >= CII_SCOPE.firstYear) seen.set(`${s.shipId}:${s.year}`, { shipId: s.shipId, year: s.year });
  return enqueue('derived-recompute', [...seen.values()], { db });
}

/**
 * The ship-years a write touched: every UTC year from each window's start to its end (an open
 * voyage's end is the end of time: no later than next year).
 */
export function shipYearsOf(shipId: number, windows: Iterable<{ start: Date; end: Date }>): ShipYear[] {
  const out: ShipYear[] = [];
  const last = new Date().getUTCFullYear() + 1;
  for (const w of windows)
    for (let y = w.start.getUTCFullYear(); y <= Math.min(w.end.getUTCFullYear(), last); y++)
      out.push({ shipId, year: y });
  return out;
}

/**
 * At start: ship-years with legs and no stored rating (the demo right after its seed, or a
 * database from before ratings followed the ledger) are queued once.
 */
export async function enqueueUnratedShipYears(db: Db): Promise<number> {
  return enqueueShipYears(db, await shipYearsWithoutRatings(db, CII_SCOPE.firstYear));
}

/** Before a voyage or snapshot is deleted as a whole: queues the ship-years its time covers. */
export async function enqueueLedgerSpan(db: Db, entity: 'voyage' | 'snapshot', id: number): Promise<number> {
  const span = await ledgerSpanOf(db, entity, id);
  return span ? enqueueShipYears(db, shipYearsOf(span.shipId, [span])) : 0;
}

/**
 * Queues every ship-year of the ship with stored ratings or legs. A change of the ship itself moves
 * the fingerprint of all of them: its CII type, GT and DWT are read for every year, and the ledger
 * fingerprint of each year covers the ship's whole flag/DOC history (a change cuts only its own
 * year into periods, but the other years' stored rows would still carry a stale fingerprint).
 */
export async function enqueueShipHistory(db: Db, shipId: number): Promise<number> {
  return enqueueShipYears(db, await shipYearsOfShip(db, shipId, CII_SCOPE.firstYear));
}
