import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AttachmentKind, ReportAttachmentDto } from '../../domain/reports/attachments.js';
import type { Db } from '../db/client.js';
import { files, reportAttachments } from '../db/schema/index.js';
import type { NewFile } from './files.js';

/** Report evidence (docs/reports-dcs-cmsa.md §8); the bytes are a `files` row, as a ship photo's. */

const meta = {
  id: reportAttachments.id,
  reportId: reportAttachments.reportId,
  kind: reportAttachments.kind,
  figureKey: reportAttachments.figureKey,
  uploadedBy: reportAttachments.uploadedBy,
  createdAt: reportAttachments.createdAt,
  fileId: files.id,
  name: files.name,
  mime: files.mime,
  size: files.size,
};

interface MetaRow {
  id: number;
  reportId: number;
  kind: string;
  figureKey: string | null;
  uploadedBy: number | null;
  createdAt: Date;
  name: string;
  mime: string;
  size: number;
}

const dtoOf = (r: MetaRow): ReportAttachmentDto => ({
  id: r.id,
  reportId: r.reportId,
  kind: r.kind as AttachmentKind,
  figureKey: r.figureKey,
  name: r.name,
  mime: r.mime,
  size: r.size,
  uploadedBy: r.uploadedBy,
  uploadedAt: r.createdAt.toISOString(),
});

/** The attachments of one report, oldest first, without their bytes. */
export async function attachmentsOf(db: Db, reportId: number): Promise<ReportAttachmentDto[]> {
  const rows = await db
    .select(meta)
    .from(reportAttachments)
    .innerJoin(files, eq(files.id, reportAttachments.fileId))
    .where(eq(reportAttachments.reportId, reportId))
    .orderBy(asc(reportAttachments.id));
  return rows.map(dtoOf);
}

/** One attachment of this report with its bytes; another report's id finds nothing. */
export async function findAttachment(db: Db, reportId: number, attachmentId: number) {
  const [row] = await db
    .select({ ...meta, data: files.data })
    .from(reportAttachments)
    .innerJoin(files, eq(files.id, reportAttachments.fileId))
    .where(and(eq(reportAttachments.reportId, reportId), eq(reportAttachments.id, attachmentId)));
  return row ? { ...dtoOf(row), data: Buffer.from(row.data) } : undefined;
}

/** The report and attachment a stored file belongs to, if it is report evidence. */
export async function attachmentOfFile(db: Db, fileId: string) {
  const [row] = await db
    .select({ reportId: reportAttachments.reportId, id: reportAttachments.id })
    .from(reportAttachments)
    .where(eq(reportAttachments.fileId, fileId));
  return row;
}

/** Stores the bytes and the attachment row (call inside the transaction that checked the report). */
export async function insertAttachment(
  tx: Db,
  reportId: number,
  file: NewFile,
  link: { kind: AttachmentKind; figureKey: string | null },
  now: Date,
): Promise<number> {
  const fileId = randomUUID();
  await tx
    .insert(files)
    .values({ id: fileId, ...file, size: file.data.length, createdAt: now, updatedAt: now });
  const [row] = await tx
    .insert(reportAttachments)
    .values({ reportId, fileId, ...link, uploadedBy: file.ownerUserId, createdAt: now, updatedAt: now })
    .returning({ id: reportAttachments.id });
  return row!.id;
}

/** Removes the attachment and its bytes; false when this report has no such attachment. */
export async function deleteAttachment(tx: Db, reportId: number, attachmentId: number): Promise<boolean> {
  const [row] = await tx
    .delete(reportAttachments)
    .where(and(eq(reportAttachments.reportId, reportId), eq(reportAttachments.id, attachmentId)))
    .returning({ fileId: reportAttachments.fileId });
  if (!row) return false;
  await tx.delete(files).where(eq(files.id, row.fileId));
  return true;
}
