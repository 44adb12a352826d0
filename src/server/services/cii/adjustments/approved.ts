import { sumCorrections, type CiiAdjustTerm } from '../../../../domain/cii/adjustments.js';
import type { CiiCorrections } from '../../../../domain/cii/corrections.js';
import type { Db } from '../../../db/client.js';
import { adjustmentsOf, termOf } from '../../../repositories/cii/adjustments.js';

/** A DCS period [start, end), as instants or ISO strings. */
export interface CiiPeriodBounds {
  start: Date | string;
  end: Date | string;
}

const spanOf = (p: CiiPeriodBounds) => ({ from: new Date(p.start), to: new Date(p.end) });

/** The confirmed records of a ship beginning in the period, with their ids, oldest first. */
export async function confirmedTermsFor(
  db: Db,
  shipId: number,
  period: CiiPeriodBounds,
): Promise<Array<{ id: number; term: CiiAdjustTerm }>> {
  const rows = await adjustmentsOf(db, shipId, spanOf(period), { status: ['confirmed'] });
  return rows.map((r) => ({ id: r.id, term: termOf(r) }));
}

/**
 * The G5 terms of a period: every CONFIRMED adjustment and correction of the ship whose begin
 * falls in [start, end), summed (docs/cii-adjustments.md §3). Undefined when there is none, so the
 * rating is the uncorrected one. Drafts, submitted, returned and cancelled records never count.
 * Plugged into the ratings as `ratingsFor(db, shipId, year, { correctionsFor })`.
 */
export async function approvedCorrectionsFor(
  db: Db,
  shipId: number,
  period: CiiPeriodBounds,
): Promise<CiiCorrections | undefined> {
  return sumCorrections((await confirmedTermsFor(db, shipId, period)).map((t) => t.term));
}
