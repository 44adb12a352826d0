import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Regime } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { reports, ships, stateHistory } from '../../db/schema/index.js';
import { shipScope, type ShipScopeUser } from '../../scope/ships.js';
import { runPrepared } from '../kit/prepared.js';

/**
 * The latest way into a draft of each report, when it was sent back: the verifier's return or the
 * authority's request for amendment (`by` says which).
 */
export interface ReturnRow {
  reportId: number;
  comment: string | null;
  at: Date;
  by: 'verifier' | 'authority';
}

/** The events that send a report back to the company with a reason. */
const SENT_BACK = ['return', 'requestAmendment'];
const byOf = (event: string) => (event === 'requestAmendment' ? 'authority' : 'verifier');

/**
 * The history rows that brought a report into a draft from another state (generate, unlock,
 * recall, return). The latest one says why the draft is there: a report is returned when it is a
 * return. Regenerating or correcting the draft afterwards (draft → draft) keeps it returned until
 * it leaves the draft again.
 */
const intoDraft = and(
  eq(stateHistory.entity, 'report'),
  eq(stateHistory.toState, 'draft'),
  ne(stateHistory.fromState, 'draft'),
);

/** The verifier's returns still in force, by report id (callers pass drafts). */
export async function returnsOf(db: Db, reportIds: readonly number[]): Promise<Map<number, ReturnRow>> {
  const out = new Map<number, ReturnRow>();
  if (reportIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([stateHistory.entityId], {
      entityId: stateHistory.entityId,
      event: stateHistory.event,
      comment: stateHistory.comment,
      at: stateHistory.at,
    })
    .from(stateHistory)
    .where(and(intoDraft, inArray(stateHistory.entityId, reportIds.map(String))))
    .orderBy(stateHistory.entityId, desc(stateHistory.id));
  for (const r of rows)
    if (SENT_BACK.includes(r.event))
      out.set(Number(r.entityId), {
        reportId: Number(r.entityId),
        comment: r.comment,
        at: r.at,
        by: byOf(r.event),
      });
  return out;
}

/** Returned drafts of the regimes given inside the user's scope, newest return first. */
export async function returnedDrafts(db: Db, user: ShipScopeUser, regimes: Regime[], limit: number) {
  if (regimes.length === 0) return [];
  const last = db
    .select({ event: stateHistory.event, comment: stateHistory.comment, at: stateHistory.at })
    .from(stateHistory)
    .where(and(intoDraft, eq(stateHistory.entityId, sql`${reports.id}::text`)))
    .orderBy(desc(stateHistory.id))
    .limit(1)
    .as('last');
  return runPrepared(
    db
      .select({
        id: reports.id,
        regime: reports.regime,
        shipName: ships.nameEn,
        year: reports.year,
        comment: last.comment,
        at: last.at,
      })
      .from(reports)
      .innerJoin(ships, eq(ships.id, reports.shipId))
      .innerJoinLateral(last, sql`true`)
      .where(
        and(
          shipScope(user),
          eq(reports.status, 'draft'),
          inArray(reports.regime, regimes),
          inArray(last.event, SENT_BACK),
        ),
      )
      .orderBy(desc(last.at), desc(reports.id))
      .limit(limit),
  );
}
