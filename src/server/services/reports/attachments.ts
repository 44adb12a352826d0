import type { AttachmentKind, ReportAttachmentDto } from '../../../domain/reports/attachments.js';
import { deadlineOf } from '../../../domain/reports/deadline.js';
import {
  lifecycleValueOf,
  reportActorOf,
  reportLifecycleMachine,
} from '../../../machines/workflow/reportLifecycleMachine.js';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import { reportError } from '../../i18n/reportMessages.js';
import type { NewFile } from '../../repositories/files.js';
import {
  attachmentOfFile,
  attachmentsOf,
  deleteAttachment,
  findAttachment,
  insertAttachment,
} from '../../repositories/reportAttachments.js';
import { lockReport, type ReportRow } from '../../repositories/reports/store.js';
import { mayPress } from '../../../domain/reports/buttons.js';
import { requireReport, type Caller } from './permissions.js';

/**
 * Evidence on a draft report (docs/reports-dcs-cmsa.md §8). Adding or removing one is an edit of
 * the draft, so the lifecycle chart is asked exactly as for corrections: the event
 * `saveCorrections` must be admitted by the stored state (else 409 `report.not_draft`, whatever
 * the role: a locked or later report never changes), then by the caller's role and buttons (403).
 * The check runs on the report row locked in the write's transaction, so a concurrent lock cannot
 * slip between the check and the write.
 */

export async function reportAttachments(db: Db, c: Caller, reportId: number): Promise<ReportAttachmentDto[]> {
  await requireReport(db, c, reportId);
  return attachmentsOf(db, reportId);
}

export async function reportAttachment(db: Db, c: Caller, reportId: number, attachmentId: number) {
  await requireReport(db, c, reportId);
  const a = await findAttachment(db, reportId, attachmentId);
  if (!a) throw notFound();
  return a;
}

/**
 * Report evidence addressed by its file id (the generic file route): readable exactly when its
 * report is, by the report's scope and regime, never because the caller uploaded it. A file that
 * is not report evidence, or whose report the caller may not read, is not found.
 */
export async function reportAttachmentByFile(db: Db, c: Caller, fileId: string) {
  const link = await attachmentOfFile(db, fileId);
  if (!link) throw notFound();
  return reportAttachment(db, c, link.reportId, link.id);
}

export async function addReportAttachment(
  db: Db,
  c: Caller,
  reportId: number,
  file: Omit<NewFile, 'ownerUserId' | 'kind'>,
  link: { kind: AttachmentKind; figureKey?: string },
): Promise<ReportAttachmentDto> {
  await requireReport(db, c, reportId);
  const id = await db.transaction(async (tx) => {
    const row = await editableReport(c, tx, reportId);
    if (link.figureKey && !row.totals.some((t) => t.key === link.figureKey))
      throw new AppError(400, 'validation_failed', undefined, { figureKey: 'msg.choice' });
    return insertAttachment(
      tx,
      reportId,
      { ...file, ownerUserId: c.user.userId, kind: 'report_attachment' },
      { kind: link.kind, figureKey: link.figureKey ?? null },
      c.at,
    );
  });
  return (await attachmentsOf(db, reportId)).find((a) => a.id === id)!;
}

export async function removeReportAttachment(
  db: Db,
  c: Caller,
  reportId: number,
  attachmentId: number,
): Promise<void> {
  await requireReport(db, c, reportId);
  await db.transaction(async (tx) => {
    await editableReport(c, tx, reportId);
    if (!(await deleteAttachment(tx, reportId, attachmentId))) throw notFound();
  });
}

/**
 * The report (already found in scope, outside the transaction: PGlite has one connection),
 * locked for the write, whose state and the caller's role admit an edit.
 */
async function editableReport(c: Caller, tx: Db, reportId: number): Promise<ReportRow> {
  const row = await lockReport(tx, reportId);
  if (!row) throw notFound();
  const snapshot = reportLifecycleMachine.resolveState({
    value: { lifecycle: lifecycleValueOf(row.status, false), deadline: 'onTime' },
    context: { regime: row.regime, deadline: deadlineOf(row.regime, row.year) },
  });
  const edit = (role: ReturnType<typeof reportActorOf>) => snapshot.can({ type: 'saveCorrections', role });
  if (!edit('admin')) throw reportError(409, 'report.not_draft', c.lang);
  if (!mayPress(c.user, row.regime, 'saveCorrections') || !edit(reportActorOf(c.user.roleCode)))
    throw forbidden();
  return row;
}
