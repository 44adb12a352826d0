import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  CARRIED_KINDS,
  type CarryFinding,
  type PeriodReport,
} from '../../../domain/verification/carryOver.js';
import type { Finding, FindingState } from '../../../domain/verification/findings.js';
import type { Regime } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { reportFindingEvents, reportFindings, reports, users } from '../../db/schema/index.js';
import { findingColumns, findingEventColumns } from './findings.js';

/** What the carry rule reads (domain/verification/carryOver.ts): every SQL statement of it. */

/** The ship's reports of a regime in the years `from`..`to`, every status (the rule picks). */
export async function shipReportsOf(db: Db, regime: Regime, shipId: number, from: number, to: number) {
  return (await db
    .select({
      id: reports.id,
      regime: reports.regime,
      shipId: reports.shipId,
      year: reports.year,
      periodStart: reports.periodStart,
      periodEnd: reports.periodEnd,
      status: reports.status,
      reportVersion: reports.reportVersion,
    })
    .from(reports)
    .where(
      and(
        eq(reports.regime, regime),
        eq(reports.shipId, shipId),
        gte(reports.year, from),
        lte(reports.year, to),
      ),
    )) as PeriodReport[];
}

export type CarriedRow = Finding & CarryFinding & { version: number; createdAt: Date; updatedAt: Date };

/** The non-conformities and improvements of one report, closed or not, in id order. */
export async function carriedKindsOf(db: Db, reportId: number): Promise<CarriedRow[]> {
  return (await db
    .select({ ...findingColumns, closedInReportId: reportFindings.closedInReportId })
    .from(reportFindings)
    .where(and(eq(reportFindings.reportId, reportId), inArray(reportFindings.kind, [...CARRIED_KINDS])))
    .orderBy(asc(reportFindings.id))) as CarriedRow[];
}

/** Locks one finding row (its state is what a close decides on). */
export async function lockFindingRow(
  tx: Db,
  id: number,
): Promise<{ id: number; state: FindingState } | undefined> {
  const [row] = await tx
    .select({ id: reportFindings.id, state: reportFindings.state })
    .from(reportFindings)
    .where(eq(reportFindings.id, id))
    .for('update');
  return row as { id: number; state: FindingState } | undefined;
}

export async function markClosed(tx: Db, id: number, closedInReportId: number, at: Date) {
  await tx
    .update(reportFindings)
    .set({
      state: 'closed',
      closedInReportId,
      updatedAt: at,
      version: sql`${reportFindings.version} + 1`,
    })
    .where(eq(reportFindings.id, id));
}

/** The histories of several findings in one read, oldest event first. */
export async function historiesOf(db: Db, findingIds: number[]) {
  if (findingIds.length === 0) return [];
  return db
    .select({ findingId: reportFindingEvents.findingId, ...findingEventColumns })
    .from(reportFindingEvents)
    .leftJoin(users, eq(users.id, reportFindingEvents.actorId))
    .where(inArray(reportFindingEvents.findingId, findingIds))
    .orderBy(asc(reportFindingEvents.id));
}
