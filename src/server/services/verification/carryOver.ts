import { carriedFindings, closeProblem, previousReport } from '../../../domain/verification/carryOver.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/errors.js';
import { verificationError } from '../../i18n/verificationMessages.js';
import { lockReport, type ReportRow } from '../../repositories/reports/store.js';
import {
  carriedKindsOf,
  historiesOf,
  lockFindingRow,
  markClosed,
  shipReportsOf,
} from '../../repositories/verification/carryOver.js';
import { insertFindingEvent } from '../../repositories/verification/findings.js';
import { requireReport, type Caller } from '../reports/permissions.js';
import { requireVerifier } from './access.js';

/**
 * The improvement report (docs/verification.md §9): the findings of the previous period carried to a
 * report, each with its origin report's period and its history; the verifier closes them there.
 */
async function carriedTo(db: Db, row: ReportRow) {
  const reports = await shipReportsOf(db, row.regime, row.shipId, row.year - 1, row.year);
  const origin = previousReport(row, reports);
  if (!origin) return { origin: null, findings: [] };
  const findings = carriedFindings(row, reports, await carriedKindsOf(db, origin.id));
  return { origin, findings };
}

async function withHistory(db: Db, row: ReportRow) {
  const { origin, findings } = await carriedTo(db, row);
  if (!origin) return [];
  const events = await historiesOf(
    db,
    findings.map((f) => f.id),
  );
  return findings.map((f) => ({
    ...f,
    origin: {
      reportId: origin.id,
      year: origin.year,
      periodStart: origin.periodStart,
      periodEnd: origin.periodEnd,
      reportVersion: origin.reportVersion,
      status: origin.status,
    },
    history: events.filter((e) => e.findingId === f.id).map(({ findingId: _, ...e }) => e),
  }));
}

/** `GET …/verification/carried`: whoever reads the report. */
export async function carriedFor(db: Db, c: Caller, id: number) {
  const row = await requireReport(db, c, id);
  return withHistory(db, row);
}

/**
 * `POST …/findings/:findingId/close`: the verifier closes a finding carried to this report, with a
 * comment, while the report is a draft, locked or in verification (CLOSABLE_ON). 404 for a finding
 * not carried here; 409 when it is closed already or the report is past its verification.
 */
export async function closeCarried(db: Db, c: Caller, id: number, findingId: number, comment: string) {
  await requireVerifier(db, c, id);
  await db.transaction(async (tx) => {
    const row = (await lockReport(tx, id))!;
    const carried = (await carriedTo(tx, row)).findings.find((f) => f.id === findingId);
    if (!carried) throw notFound();
    const locked = (await lockFindingRow(tx, findingId))!;
    const problem = closeProblem(locked, row.status, comment);
    if (problem === 'closed') throw verificationError(409, 'verification.finding_closed', c.lang);
    if (problem === 'reportPast') throw verificationError(409, 'verification.carried_past', c.lang);
    if (problem === 'comment')
      throw new AppError(400, 'validation_failed', undefined, { comment: 'msg.required' });
    await markClosed(tx, findingId, id, c.at);
    await insertFindingEvent(tx, {
      findingId,
      event: 'close',
      actorId: c.user.userId,
      role: c.user.roleCode,
      comment: comment.trim(),
      after: { state: 'closed', closedInReportId: id },
      at: c.at,
    });
  });
  return carriedFor(db, c, id);
}
