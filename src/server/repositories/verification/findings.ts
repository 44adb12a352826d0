import { and, asc, eq, sql } from 'drizzle-orm';
import type { Finding, LedgerRef } from '../../../domain/verification/findings.js';
import type { Db } from '../../db/client.js';
import { reportFindingEvents, reportFindings, users } from '../../db/schema/index.js';

/** A finding's columns as the rows answer them (the carried findings add where they were closed). */
export const findingColumns = {
  id: reportFindings.id,
  reportId: reportFindings.reportId,
  kind: reportFindings.kind,
  description: reportFindings.description,
  figureKey: reportFindings.figureKey,
  amount: reportFindings.amount,
  unit: reportFindings.unit,
  rule: reportFindings.rule,
  refs: reportFindings.refs,
  corrected: reportFindings.corrected,
  state: reportFindings.state,
  answerReason: reportFindings.answerReason,
  version: reportFindings.version,
  createdAt: reportFindings.createdAt,
  updatedAt: reportFindings.updatedAt,
};
export type FindingRow = Finding & { reportId: number; version: number; createdAt: Date; updatedAt: Date };

export async function findingsOf(db: Db, reportId: number): Promise<FindingRow[]> {
  return (await db
    .select(findingColumns)
    .from(reportFindings)
    .where(eq(reportFindings.reportId, reportId))
    .orderBy(asc(reportFindings.id))) as FindingRow[];
}

/** One finding of the report under `for update`; undefined when it is not the report's. */
export async function lockFinding(tx: Db, reportId: number, id: number): Promise<FindingRow | undefined> {
  const [row] = await tx
    .select(findingColumns)
    .from(reportFindings)
    .where(and(eq(reportFindings.id, id), eq(reportFindings.reportId, reportId)))
    .for('update');
  return row as FindingRow | undefined;
}

export async function insertFinding(
  tx: Db,
  f: {
    reportId: number;
    kind: string;
    description: string;
    figureKey: string | null;
    amount: number | null;
    unit: string | null;
    rule: string | null;
    refs: LedgerRef[];
    corrected: boolean;
    createdBy: number;
    at: Date;
  },
): Promise<number> {
  const { at, ...values } = f;
  const [row] = await tx
    .insert(reportFindings)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning({ id: reportFindings.id });
  return row!.id;
}

export async function updateFinding(
  tx: Db,
  id: number,
  set: { state?: string; corrected?: boolean; answerReason?: string | null },
  at: Date,
) {
  await tx
    .update(reportFindings)
    .set({ ...set, updatedAt: at, version: sql`${reportFindings.version} + 1` })
    .where(eq(reportFindings.id, id));
}

export async function insertFindingEvent(
  tx: Db,
  e: {
    findingId: number;
    event: string;
    actorId: number;
    role: string;
    comment: string | null;
    after: object;
    at: Date;
  },
) {
  await tx.insert(reportFindingEvents).values(e);
}

/** A finding's history, oldest first, with who acted. */
/** A finding event's columns as a history row answers them (who by role and user name). */
export const findingEventColumns = {
  event: reportFindingEvents.event,
  role: reportFindingEvents.role,
  actorName: users.username,
  comment: reportFindingEvents.comment,
  after: reportFindingEvents.after,
  at: reportFindingEvents.at,
};

export async function findingHistory(db: Db, findingId: number) {
  return db
    .select(findingEventColumns)
    .from(reportFindingEvents)
    .leftJoin(users, eq(users.id, reportFindingEvents.actorId))
    .where(eq(reportFindingEvents.findingId, findingId))
    .orderBy(asc(reportFindingEvents.id));
}
