import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Regime } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { reports, reportVerifications, ships, stateHistory } from '../../db/schema/index.js';
import { shipScope, type ShipScopeUser } from '../../scope/ships.js';

/**
 * Confirmed reports of the regimes given on the ships in the user's scope, each with when it was
 * last confirmed (its history) and the standing opinion (the newest one not reset), oldest
 * confirmation first: what waits for the authority's review.
 */
export async function confirmedReports(db: Db, user: ShipScopeUser, regimes: Regime[], limit: number) {
  if (regimes.length === 0) return [];
  const confirmed = db
    .select({ at: stateHistory.at })
    .from(stateHistory)
    .where(
      and(
        eq(stateHistory.entity, 'report'),
        eq(stateHistory.entityId, sql`${reports.id}::text`),
        eq(stateHistory.toState, 'confirmed'),
      ),
    )
    .orderBy(desc(stateHistory.id))
    .limit(1)
    .as('confirmed');
  const opinion = db
    .select({ outcome: reportVerifications.outcome })
    .from(reportVerifications)
    .where(and(eq(reportVerifications.reportId, reports.id), isNull(reportVerifications.resetAt)))
    .orderBy(desc(reportVerifications.opinionVersion))
    .limit(1)
    .as('opinion');
  return db
    .select({
      reportId: reports.id,
      regime: reports.regime,
      shipId: reports.shipId,
      shipNameEn: ships.nameEn,
      shipNameZh: ships.nameZh,
      imo: ships.imo,
      year: reports.year,
      periodStart: reports.periodStart,
      periodEnd: reports.periodEnd,
      reportVersion: reports.reportVersion,
      opinion: opinion.outcome,
      // A report confirmed outside the chart (seeded rows) has no history row: its last change.
      confirmedAt: sql<Date>`coalesce(${confirmed.at}, ${reports.updatedAt})`.mapWith(reports.updatedAt),
    })
    .from(reports)
    .innerJoin(ships, eq(ships.id, reports.shipId))
    .leftJoinLateral(confirmed, sql`true`)
    .leftJoinLateral(opinion, sql`true`)
    .where(and(shipScope(user), eq(reports.status, 'confirmed'), inArray(reports.regime, regimes)))
    .orderBy(asc(sql`coalesce(${confirmed.at}, ${reports.updatedAt})`), asc(reports.id))
    .limit(limit);
}
