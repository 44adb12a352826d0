import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UkErcClaimDto, UkErcInput, UkErcKind } from '../../domain/schemas/ukErc.js';
import type { Db } from '../db/client.js';
import { files, ships, ukEmissionReductionClaims as erc } from '../db/schema/index.js';
import { replaceFile, type NewFile } from './files.js';

/** UK emissions reduction claims (docs/reports-uk-and-cross-regime.md §3.2) and their evidence files. */

const cols = {
  id: erc.id,
  companyId: erc.companyId,
  shipId: erc.shipId,
  shipImo: ships.imo,
  shipName: ships.nameEn,
  year: erc.year,
  kind: erc.kind,
  amountT: erc.amountT,
  batchNo: erc.batchNo,
  remark: erc.remark,
  version: erc.version,
  evidenceFileId: erc.evidenceFileId,
  evidenceName: files.name,
  evidenceMime: files.mime,
  evidenceSize: files.size,
};

interface Row {
  id: number;
  companyId: number;
  shipId: number;
  shipImo: string | null;
  shipName: string;
  year: number;
  kind: string;
  amountT: number;
  batchNo: string | null;
  remark: string | null;
  version: number;
  evidenceFileId: string | null;
  evidenceName: string | null;
  evidenceMime: string | null;
  evidenceSize: number | null;
}

const dtoOf = (r: Row): UkErcClaimDto => ({
  id: r.id,
  companyId: r.companyId,
  shipId: r.shipId,
  shipImo: r.shipImo,
  shipName: r.shipName,
  year: r.year,
  kind: r.kind as UkErcKind,
  amountT: r.amountT,
  batchNo: r.batchNo,
  remark: r.remark,
  evidence:
    r.evidenceFileId && r.evidenceName && r.evidenceMime
      ? { name: r.evidenceName, mime: r.evidenceMime, size: r.evidenceSize ?? 0 }
      : null,
  version: r.version,
});

const base = (db: Db) =>
  db
    .select(cols)
    .from(erc)
    .innerJoin(ships, eq(ships.id, erc.shipId))
    .leftJoin(files, eq(files.id, erc.evidenceFileId));

/** The company's claims of the year, by ship then id. */
export async function ukErcClaimsOf(db: Db, companyId: number, year: number): Promise<UkErcClaimDto[]> {
  const rows = await base(db)
    .where(and(eq(erc.companyId, companyId), eq(erc.year, year)))
    .orderBy(asc(ships.imo), asc(erc.id));
  return rows.map(dtoOf);
}

export async function findUkErcClaim(db: Db, id: number): Promise<UkErcClaimDto | undefined> {
  const [row] = await base(db).where(eq(erc.id, id));
  return row ? dtoOf(row) : undefined;
}

export async function insertUkErcClaim(
  db: Db,
  input: UkErcInput,
  userId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(erc)
    .values({ ...input, createdBy: userId, createdAt: now, updatedAt: now })
    .returning({ id: erc.id });
  return row!.id;
}

/** Updates when `version` is the stored one; answers false when another write came first. */
export async function updateUkErcClaim(
  db: Db,
  id: number,
  input: UkErcInput,
  version: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(erc)
    .set({ ...input, version: sql`${erc.version} + 1`, updatedAt: now })
    .where(and(eq(erc.id, id), eq(erc.version, version)))
    .returning({ id: erc.id });
  return rows.length === 1;
}

/** Deletes the claim and its evidence file together. */
export async function deleteUkErcClaim(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(erc).where(eq(erc.id, id)).returning({ fileId: erc.evidenceFileId });
    if (row?.fileId) await tx.delete(files).where(eq(files.id, row.fileId));
  });
}

/** Stores the evidence file and points the claim at it; the file it replaces goes. */
export async function setUkErcEvidence(
  db: Db,
  id: number,
  file: NewFile,
  previous: string | null,
  now: Date,
) {
  return replaceFile(db, file, previous, now, (tx, fileId) =>
    tx
      .update(erc)
      .set({ evidenceFileId: fileId, version: sql`${erc.version} + 1`, updatedAt: now })
      .where(eq(erc.id, id)),
  );
}

export async function ukErcEvidenceFileId(db: Db, id: number): Promise<string | null | undefined> {
  const [row] = await db.select({ fileId: erc.evidenceFileId }).from(erc).where(eq(erc.id, id));
  return row ? row.fileId : undefined;
}

/** Σ of the company's claims of the year on these ships (the AER's ships), tCO2. */
export async function ukErcTotal(
  db: Db,
  companyId: number,
  year: number,
  shipIds: number[],
): Promise<number> {
  if (shipIds.length === 0) return 0;
  const [row] = await db
    .select({ t: sql<string | number | null>`sum(${erc.amountT})` })
    .from(erc)
    .where(and(eq(erc.companyId, companyId), eq(erc.year, year), inArray(erc.shipId, shipIds)));
  return Number(row?.t ?? 0);
}
