import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { CiiAdjustTerm, CiiAdjustType } from '../../../domain/cii/adjustments.js';
import type { LedgerEpisode } from '../../../domain/cii/proposals.js';
import type { IceClass } from '../../../domain/registry/ciiG5.js';
import { fuelClassOf } from '../../../domain/ledger/fuels.js';
import type { FuelAmount } from '../../../domain/registry/fuels.js';
import type { LedgerFuelCode } from '../../../domain/schemas/voyageData.js';
import type { ReportStatus } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { ciiAdjustments, episodeFuels, files, voyageEpisodes, voyages } from '../../db/schema/index.js';
import type { NewFile } from '../files.js';

/** CII adjustments and corrections (docs/cii-adjustments.md §1); the SQL of server/cii/adjustments. */

export type CiiAdjustmentRow = typeof ciiAdjustments.$inferSelect & {
  evidenceName: string | null;
  evidenceMime: string | null;
  evidenceSize: number | null;
};

/** The editable content of a row (what a form sends). */
export interface CiiAdjustmentValues {
  type: CiiAdjustType;
  kind: 'adjustment' | 'correction';
  beginAt: Date;
  endAt: Date;
  voyageNo: string | null;
  episodeRef: string | null;
  distanceNm: number;
  fuels: FuelAmount[];
  iceClass: IceClass | null;
  factor: number | null;
  remark: string;
}

const select = (db: Db) =>
  db
    .select({
      ...getTableColumns(ciiAdjustments),
      evidenceName: files.name,
      evidenceMime: files.mime,
      evidenceSize: files.size,
    })
    .from(ciiAdjustments)
    .leftJoin(files, eq(files.id, ciiAdjustments.evidenceFileId));

/** A period's rows of one ship, optionally one kind, oldest first: those beginning in [from, to). */
export async function adjustmentsOf(
  db: Db,
  shipId: number,
  span: { from: Date; to: Date },
  opts: { kind?: string; status?: ReportStatus[] } = {},
): Promise<CiiAdjustmentRow[]> {
  const rows = await select(db)
    .where(
      and(
        eq(ciiAdjustments.shipId, shipId),
        gte(ciiAdjustments.beginAt, span.from),
        lt(ciiAdjustments.beginAt, span.to),
        opts.kind ? eq(ciiAdjustments.kind, opts.kind) : undefined,
        opts.status ? inArray(ciiAdjustments.status, opts.status) : undefined,
      ),
    )
    .orderBy(asc(ciiAdjustments.beginAt), asc(ciiAdjustments.id));
  return rows as CiiAdjustmentRow[];
}

export async function findAdjustment(db: Db, id: number): Promise<CiiAdjustmentRow | undefined> {
  const [row] = await select(db).where(eq(ciiAdjustments.id, id));
  return row as CiiAdjustmentRow | undefined;
}

/** The row under `select … for update` (server/workflow/transition.ts). */
export async function lockAdjustment(tx: Db, id: number): Promise<CiiAdjustmentRow | undefined> {
  const [row] = await select(tx).where(eq(ciiAdjustments.id, id)).for('update', { of: ciiAdjustments });
  return row as CiiAdjustmentRow | undefined;
}

export async function insertAdjustment(
  tx: Db,
  shipId: number,
  v: CiiAdjustmentValues,
  by: number,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(ciiAdjustments)
    .values({ shipId, ...v, status: 'draft', createdBy: by, createdAt: at, updatedAt: at })
    .returning({ id: ciiAdjustments.id });
  return row!.id;
}

export async function updateAdjustment(tx: Db, id: number, v: CiiAdjustmentValues, at: Date) {
  await tx
    .update(ciiAdjustments)
    .set({ ...v, version: sql`${ciiAdjustments.version} + 1`, updatedAt: at })
    .where(eq(ciiAdjustments.id, id));
}

export async function writeAdjustmentStatus(tx: Db, id: number, status: string, at: Date) {
  await tx
    .update(ciiAdjustments)
    .set({ status, version: sql`${ciiAdjustments.version} + 1`, updatedAt: at })
    .where(eq(ciiAdjustments.id, id));
}

/** Stores the evidence bytes and points the row at them; the document it replaces goes. */
export async function replaceEvidence(tx: Db, id: number, file: NewFile, at: Date): Promise<void> {
  const [row] = await tx
    .select({ previous: ciiAdjustments.evidenceFileId })
    .from(ciiAdjustments)
    .where(eq(ciiAdjustments.id, id));
  const fileId = randomUUID();
  await tx
    .insert(files)
    .values({ id: fileId, ...file, size: file.data.length, createdAt: at, updatedAt: at });
  await tx
    .update(ciiAdjustments)
    .set({ evidenceFileId: fileId, version: sql`${ciiAdjustments.version} + 1`, updatedAt: at })
    .where(eq(ciiAdjustments.id, id));
  if (row?.previous) await tx.delete(files).where(eq(files.id, row.previous));
}

/** The evidence document's bytes, or undefined when the row has none. */
export async function evidenceOf(db: Db, id: number) {
  const [row] = await db
    .select({ name: files.name, mime: files.mime, data: files.data })
    .from(ciiAdjustments)
    .innerJoin(files, eq(files.id, ciiAdjustments.evidenceFileId))
    .where(eq(ciiAdjustments.id, id));
  return row ? { ...row, data: Buffer.from(row.data) } : undefined;
}

/** The G5 content of a stored row. */
export const termOf = (r: typeof ciiAdjustments.$inferSelect): CiiAdjustTerm => ({
  type: r.type as CiiAdjustType,
  fuels: r.fuels,
  distanceNm: r.distanceNm,
  iceClass: (r.iceClass as IceClass | null) ?? null,
  factor: r.factor,
});

/** The ledger's episodes of one ship overlapping [from, to), with their voyage number and fuels. */
export async function episodesOf(
  db: Db,
  shipId: number,
  span: { from: Date; to: Date },
): Promise<LedgerEpisode[]> {
  const rows = await db
    .select({
      id: voyageEpisodes.id,
      refCode: voyageEpisodes.refCode,
      kind: voyageEpisodes.kind,
      beginAt: voyageEpisodes.beginAt,
      endAt: voyageEpisodes.endAt,
      distanceNm: voyageEpisodes.distanceNm,
      voyageNo: voyages.voyageNo,
    })
    .from(voyageEpisodes)
    .leftJoin(voyages, eq(voyages.id, voyageEpisodes.voyageId))
    .where(
      and(
        eq(voyageEpisodes.shipId, shipId),
        lt(voyageEpisodes.beginAt, span.to),
        gte(voyageEpisodes.endAt, span.from),
      ),
    )
    .orderBy(asc(voyageEpisodes.beginAt));
  if (!rows.length) return [];
  const fuels = await db
    .select()
    .from(episodeFuels)
    .where(
      inArray(
        episodeFuels.episodeId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({
    refCode: r.refCode,
    voyageNo: r.voyageNo,
    kind: r.kind as 'ice' | 'rescue',
    begin: r.beginAt.toISOString(),
    end: r.endAt.toISOString(),
    distanceNm: r.distanceNm,
    fuels: fuels
      .filter((f) => f.episodeId === r.id)
      // The ledger stores dictionary codes (11 = HFO …); G5 counts per fuel class.
      .map((f) => ({ fuel: fuelClassOf(f.fuelCode as LedgerFuelCode), consumedT: f.consumedT })),
  }));
}

/** Episode references of the ship already recorded by a live (not cancelled) row. */
export async function recordedEpisodes(db: Db, shipId: number): Promise<Set<string>> {
  const rows = await db
    .select({ ref: ciiAdjustments.episodeRef })
    .from(ciiAdjustments)
    .where(and(eq(ciiAdjustments.shipId, shipId), ne(ciiAdjustments.status, 'cancelled')));
  return new Set(rows.flatMap((r) => (r.ref ? [r.ref] : [])));
}
