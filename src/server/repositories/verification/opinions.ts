import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Materiality } from '../../../domain/verification/materiality.js';
import type { Db } from '../../db/client.js';
import { reportVerifications, users } from '../../db/schema/index.js';

/** The opinions of a report, every version, newest first. */
export async function opinionsOf(db: Db, reportId: number) {
  return db
    .select({
      id: reportVerifications.id,
      opinionVersion: reportVerifications.opinionVersion,
      outcome: reportVerifications.outcome,
      statement: reportVerifications.statement,
      materiality: reportVerifications.materiality,
      verifierName: users.username,
      at: reportVerifications.at,
      resetAt: reportVerifications.resetAt,
      resetBy: reportVerifications.resetBy,
      team: reportVerifications.team,
      siteVisit: reportVerifications.siteVisit,
    })
    .from(reportVerifications)
    .leftJoin(users, eq(users.id, reportVerifications.verifierId))
    .where(eq(reportVerifications.reportId, reportId))
    .orderBy(desc(reportVerifications.opinionVersion));
}

/** Stores an opinion as the report's next version. */
export async function insertOpinion(
  tx: Db,
  o: {
    reportId: number;
    outcome: string;
    statement: string | null;
    materiality: Materiality;
    verifierId: number;
    at: Date;
    team?: string | null;
    siteVisit?: string | null;
  },
): Promise<number> {
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${reportVerifications.opinionVersion}), 0) + 1` })
    .from(reportVerifications)
    .where(eq(reportVerifications.reportId, o.reportId))) as [{ next: number }];
  const [{ id }] = await tx
    .insert(reportVerifications)
    .values({ ...o, opinionVersion: Number(next) })
    .returning({ id: reportVerifications.id });
  return id;
}

/** Marks the standing opinion reset by a change of the company (`event`: recall, correct). */
export async function resetOpinion(tx: Db, reportId: number, event: string, at: Date) {
  await tx
    .update(reportVerifications)
    .set({ resetAt: at, resetBy: event })
    .where(and(eq(reportVerifications.reportId, reportId), isNull(reportVerifications.resetAt)));
}
