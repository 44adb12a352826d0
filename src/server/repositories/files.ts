import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { files } from '../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

/** An upload already checked by its route (size, type sniffed from the bytes). */
export interface NewFile {
  ownerUserId: number;
  kind: string;
  mime: string;
  name: string;
  data: Buffer;
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [f] = await db.select().from(files).where(eq(files.id, id));
  return f;
}

/**
 * Stores a file and lets `link` point its owner row at it, in one transaction; the file it
 * replaces (`previous`) goes with it, so no unreferenced upload is left behind. Answers the new id.
 */
export async function replaceFile(
  db: Db,
  file: NewFile,
  previous: string | null | undefined,
  now: Date,
  link: (tx: Db, fileId: string) => Promise<unknown>,
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(files).values({ id, ...file, size: file.data.length, createdAt: now, updatedAt: now });
    await link(tx, id);
    if (previous) await tx.delete(files).where(eq(files.id, previous));
  });
  return id;
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
