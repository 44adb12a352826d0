import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documentFiles, documents, files } from '../db/schema/index.js';
import { ATTACHMENT_MAX_FILES, type DocState } from '../../domain/schemas/documents.js';
import { AppError, conflict, notFound } from '../http/errors.js';
import { containsPattern, pageOf } from './kit/list.js';
import { runPrepared } from './kit/prepared.js';
import { insertStamped, type Values } from './kit/rows.js';
import { statusStore } from './kit/statusStore.js';

/**
 * Documents and notices and their attachments (docs/documents-and-portal.md §1). Only a draft is
 * changed; only published rows are read by the public, the dashboard and the library — each of
 * those reads filters on `status` here, so a route cannot forget it.
 */
export type DocumentRow = typeof documents.$inferSelect;
type DocumentValues = Values<typeof documents>;
export interface AttachmentRow {
  documentId: number;
  fileId: string;
  name: string;
  size: number;
  mime: string;
}

const PUBLISHED: DocState = 'published';

export async function findDocument(db: Db, id: number): Promise<DocumentRow> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  if (!row) throw notFound();
  return row;
}

/** The attachments of some documents, in upload order (no file bytes). */
export async function attachmentsOf(db: Db, ids: number[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      documentId: documentFiles.documentId,
      fileId: documentFiles.fileId,
      name: documentFiles.name,
      size: files.size,
      mime: files.mime,
    })
    .from(documentFiles)
    .innerJoin(files, eq(files.id, documentFiles.fileId))
    .where(inArray(documentFiles.documentId, ids))
    .orderBy(asc(documentFiles.documentId), asc(documentFiles.position));
}

/** Rows with their `attachments` list. */
async function withAttachments<T extends { id: number }>(db: Db, rows: T[]) {
  const all = await attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, attachments: all.filter((a) => a.documentId === r.id) }));
}

export async function documentWithAttachments(db: Db, id: number) {
  const [row] = await withAttachments(db, [await findDocument(db, id)]);
  return row;
}

export interface DocumentQuery {
  name?: string;
  number?: string;
  docType?: string;
  status?: string;
  page: number;
  size: number;
}

/** The back-office list; `publishedOnly` for the read-only library (`/docMng/list2`). */
export async function listDocuments(db: Db, q: DocumentQuery, publishedOnly = false) {
  const where = and(
    q.name ? ilike(documents.name, containsPattern(q.name)) : undefined,
    q.number ? ilike(documents.number, containsPattern(q.number)) : undefined,
    q.docType ? eq(documents.docType, Number(q.docType)) : undefined,
    publishedOnly ? eq(documents.status, PUBLISHED) : q.status ? eq(documents.status, q.status) : undefined,
  );
  const page = await pageOf(db, documents, where, q, (limit, offset) =>
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.updatedAt), desc(documents.id))
      .limit(limit)
      .offset(offset),
  );
  return { items: await withAttachments(db, page.items), total: page.total };
}

export const createDocument = (db: Db, values: DocumentValues, now: Date) =>
  insertStamped<DocumentRow>(db, documents, { ...values, status: 'draft' }, now);

/**
 * The row locked for a change that only a draft allows (edit, attachments): 404 when missing,
 * 409 `conflict` for a stale version, 409 `document_not_draft` otherwise.
 */
async function lockDraft(tx: Db, id: number, version?: number): Promise<DocumentRow> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
  if (!row) throw notFound();
  if (version !== undefined && row.version !== version) throw conflict();
  if (row.status !== 'draft') throw new AppError(409, 'document_not_draft');
  return row;
}

const bump = (tx: Db, id: number, who: string, now: Date, values: Partial<DocumentValues> = {}) =>
  tx
    .update(documents)
    .set({ ...values, updatedBy: who, updatedAt: now, version: sql`${documents.version} + 1` })
    .where(eq(documents.id, id))
    .returning()
    .then((r) => r[0]);

export const updateDocument = (
  db: Db,
  id: number,
  version: number,
  values: Partial<DocumentValues>,
  who: string,
  now: Date,
) =>
  db.transaction(async (tx) => {
    await lockDraft(tx, id, version);
    return bump(tx, id, who, now, values);
  });

/** A draft or an invalid document goes with its files; a published one must be invalidated first. */
export const deleteDocument = (db: Db, id: number, version: number | undefined) =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
    if (!row) throw notFound();
    if (version !== undefined && row.version !== version) throw conflict();
    if (row.status === PUBLISHED) throw new AppError(409, 'document_published');
    const fileIds = (await tx.select().from(documentFiles).where(eq(documentFiles.documentId, id))).map(
      (f) => f.fileId,
    );
    await tx.delete(documents).where(eq(documents.id, id));
    if (fileIds.length) await tx.delete(files).where(inArray(files.id, fileIds));
  });

export interface NewAttachment {
  ownerUserId: number;
  name: string;
  mime: string;
  data: Buffer;
}

/**
 * Adds one file to a draft, under the document's row lock so two uploads cannot both be the
 * eleventh: 409 `attachment_limit` past 10 files, 409 `attachment_name_taken` for a second file
 * of the same name (downloads name the file by document id and name).
 */
export const addAttachment = (db: Db, id: number, file: NewAttachment, who: string, now: Date) =>
  db.transaction(async (tx) => {
    await lockDraft(tx, id);
    const present = await tx.select().from(documentFiles).where(eq(documentFiles.documentId, id));
    if (present.length >= ATTACHMENT_MAX_FILES) throw new AppError(409, 'attachment_limit');
    if (present.some((f) => f.name === file.name)) throw new AppError(409, 'attachment_name_taken');
    const fileId = randomUUID();
    await tx.insert(files).values({
      id: fileId,
      ownerUserId: file.ownerUserId,
      kind: 'document',
      mime: file.mime,
      name: file.name,
      size: file.data.length,
      data: file.data,
      createdAt: now,
      updatedAt: now,
    });
    const position = Math.max(0, ...present.map((f) => f.position)) + 1;
    await tx
      .insert(documentFiles)
      .values({ documentId: id, fileId, name: file.name, position, createdAt: now, updatedAt: now });
    return bump(tx, id, who, now);
  });

export const removeAttachment = (db: Db, id: number, fileId: string, who: string, now: Date) =>
  db.transaction(async (tx) => {
    await lockDraft(tx, id);
    const gone = await tx
      .delete(documentFiles)
      .where(and(eq(documentFiles.documentId, id), eq(documentFiles.fileId, fileId)))
      .returning();
    if (gone.length === 0) throw notFound();
    await tx.delete(files).where(eq(files.id, fileId));
    return bump(tx, id, who, now);
  });

/**
 * One attachment with its bytes, named by document id and file id or file name; `publishedOnly`
 * for every reader outside the document screen. Undefined when there is no such pair.
 */
export async function findAttachment(
  db: Db,
  documentId: number | undefined,
  key: { fileId: string } | { name: string },
  publishedOnly: boolean,
) {
  const [row] = await db
    .select({ name: documentFiles.name, mime: files.mime, data: files.data })
    .from(documentFiles)
    .innerJoin(files, eq(files.id, documentFiles.fileId))
    .innerJoin(documents, eq(documents.id, documentFiles.documentId))
    .where(
      and(
        documentId !== undefined ? eq(documentFiles.documentId, documentId) : undefined,
        'fileId' in key ? eq(documentFiles.fileId, key.fileId) : eq(documentFiles.name, key.name),
        publishedOnly ? eq(documents.status, PUBLISHED) : undefined,
      ),
    );
  return row;
}

/** What leaves the back office: the public fields of published documents, newest first. */
const publicColumns = {
  id: documents.id,
  name: documents.name,
  number: documents.number,
  docType: documents.docType,
  title: documents.title,
  content: documents.content,
  language: documents.language,
  publishedAt: documents.publishedAt,
};

export async function publishedDocuments(db: Db, q: { docType?: number; page: number; size: number }) {
  const where = and(
    eq(documents.status, PUBLISHED),
    q.docType ? eq(documents.docType, q.docType) : undefined,
  );
  const page = await pageOf(db, documents, where, q, (limit, offset) =>
    db
      .select(publicColumns)
      .from(documents)
      .where(where)
      .orderBy(desc(documents.publishedAt), desc(documents.id))
      .limit(limit)
      .offset(offset),
  );
  return { items: await withAttachments(db, page.items), total: page.total };
}

/**
 * The dashboard's document part in one read: the latest `n` published documents of each type, and
 * those of `noticeType` with their attachments (the carousel). The notices' part of the ranking is
 * the carousel's first page (published last first, then the higher id), so one statement gives
 * both instead of a page, its unused total and the ranking.
 */
export async function dashboardDocuments(db: Db, n: number, noticeType: number) {
  const latest = await latestPerType(db, n);
  const notices = await withAttachments(
    db,
    latest.filter((d) => d.docType === noticeType).map(({ rank: _r, ...d }) => d),
  );
  return { notices, latest };
}

/** The latest `n` published documents of each type (dashboard tiles, the legacy system). */
export async function latestPerType(db: Db, n: number) {
  const ranked = db
    .select({
      ...publicColumns,
      rank: sql<number>`row_number() over (partition by ${documents.docType} order by ${documents.publishedAt} desc, ${documents.id} desc)`.as(
        'rank',
      ),
    })
    .from(documents)
    .where(eq(documents.status, PUBLISHED))
    .as('ranked');
  return runPrepared(
    db
      .select()
      .from(ranked)
      .where(sql`${ranked.rank} <= ${n}`)
      .orderBy(asc(ranked.docType), asc(ranked.rank)),
  );
}

/** Published documents with a given number in a language (or for both): the certification text. */
export async function publishedByNumber(db: Db, number: string) {
  return db
    .select(publicColumns)
    .from(documents)
    .where(and(eq(documents.status, PUBLISHED), eq(documents.number, number)))
    .orderBy(desc(documents.publishedAt));
}

/**
 * The document chart's stored state: the `status` column. Publishing also stamps `published_at`,
 * which orders the carousel and the portal lists.
 */
const base = statusStore<string>('document', documents, (s) => s, String);
export const documentStates = {
  ...base,
  write: async (tx: Db, id: number, to: Parameters<typeof base.write>[2], at: Date) => {
    await base.write(tx, id, to, at);
    if (to === PUBLISHED) await tx.update(documents).set({ publishedAt: at }).where(eq(documents.id, id));
  },
};
