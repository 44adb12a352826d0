import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appVersions, files } from '../db/schema/index.js';
import type { Lang } from '../i18n/messages.js';
import { deleteFile, replaceFile, type NewFile } from './files.js';
import { duplicate, guardWrite } from './kit/errors.js';
import { containsPattern, pageOf } from './kit/list.js';
import { findById, insertStamped, type Values } from './kit/rows.js';
import { updateVersioned } from './kit/versioned.js';

export type AppVersionRow = typeof appVersions.$inferSelect;
type AppVersionValues = Values<typeof appVersions>;

export const findAppVersion = (db: Db, id: number) => findById<AppVersionRow>(db, appVersions, id);

export async function listAppVersions(
  db: Db,
  q: { newVersion?: string; upType?: string; sysCode?: string; status?: string; page: number; size: number },
) {
  const where = and(
    q.newVersion ? ilike(appVersions.newVersion, containsPattern(q.newVersion)) : undefined,
    q.upType !== undefined ? eq(appVersions.upType, Number(q.upType)) : undefined,
    q.sysCode ? eq(appVersions.sysCode, q.sysCode) : undefined,
    q.status !== undefined ? eq(appVersions.status, Number(q.status)) : undefined,
  );
  return pageOf(db, appVersions, where, q, (limit, offset) =>
    db
      .select()
      .from(appVersions)
      .where(where)
      .orderBy(desc(appVersions.createdAt), desc(appVersions.id))
      .limit(limit)
      .offset(offset),
  );
}

/** The same new version twice for one system answers 409 `duplicate` on `newVersion`. */
const onDuplicate = (lang: Lang) => ({ unique: () => duplicate('newVersion', lang) });

export async function createAppVersion(db: Db, values: AppVersionValues, lang: Lang, now: Date) {
  return guardWrite(() => insertStamped<AppVersionRow>(db, appVersions, values, now), onDuplicate(lang));
}

export const updateAppVersion = (
  db: Db,
  id: number,
  version: number,
  values: Partial<AppVersionValues>,
  lang: Lang,
  now: Date,
) =>
  guardWrite(
    () => updateVersioned<AppVersionRow>(db, appVersions, id, version, values, now),
    onDuplicate(lang),
  );

/** A version and its installer go together. */
export async function deleteAppVersion(db: Db, v: AppVersionRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(appVersions).where(eq(appVersions.id, v.id));
    if (v.fileId) await deleteFile(tx, v.fileId);
  });
}

/** The installer replaces any earlier one of the version. */
export async function attachInstaller(db: Db, v: AppVersionRow, file: NewFile, who: string, now: Date) {
  await replaceFile(db, file, v.fileId, now, (tx, fileId) =>
    tx
      .update(appVersions)
      .set({ fileId, version: sql`${appVersions.version} + 1`, updatedBy: who, updatedAt: now })
      .where(eq(appVersions.id, v.id)),
  );
}

/** Published versions of one system (the clients' update check compares them in code). */
export const publishedVersions = (db: Db, sysCode: string) =>
  db
    .select({
      id: appVersions.id,
      sysCode: appVersions.sysCode,
      upType: appVersions.upType,
      preVersion: appVersions.preVersion,
      newVersion: appVersions.newVersion,
      content: appVersions.content,
      fileId: appVersions.fileId,
      updatedAt: appVersions.updatedAt,
    })
    .from(appVersions)
    .where(and(eq(appVersions.sysCode, sysCode), eq(appVersions.status, 1)));

/** The installer of a published version, for anonymous download; undefined otherwise. */
export async function publishedInstaller(db: Db, id: number) {
  const [row] = await db
    .select({ name: files.name, mime: files.mime, data: files.data })
    .from(appVersions)
    .innerJoin(files, eq(files.id, appVersions.fileId))
    .where(and(eq(appVersions.id, id), eq(appVersions.status, 1)));
  return row;
}
