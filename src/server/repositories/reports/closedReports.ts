import { and, asc, inArray } from 'drizzle-orm';
import { CLOSED_STATUSES, type Regime, type ReportStatus } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema/index.js';

export interface ClosedReport {
  id: number;
  regime: Regime;
  shipId: number;
  year: number;
  status: ReportStatus;
  periodStart: Date;
  periodEnd: Date;
}

/**
 * The locked, submitted and confirmed reports of these ships: the periods no ledger write may touch.
 * Read `for share`, so a report being unlocked or returned in a racing transaction is seen as it ends.
 */
export async function closedReportsOf(db: Db, shipIds: readonly number[]): Promise<ClosedReport[]> {
  if (shipIds.length === 0) return [];
  return db
    .select({
      id: reports.id,
      regime: reports.regime,
      shipId: reports.shipId,
      year: reports.year,
      status: reports.status,
      periodStart: reports.periodStart,
      periodEnd: reports.periodEnd,
    })
    .from(reports)
    .where(and(inArray(reports.shipId, [...shipIds]), inArray(reports.status, [...CLOSED_STATUSES])))
    .orderBy(asc(reports.periodStart), asc(reports.id))
    .for('share') as Promise<ClosedReport[]>;
}
