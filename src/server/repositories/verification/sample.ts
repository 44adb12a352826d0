import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { SampleRecord } from '../../../domain/verification/sample.js';
import type { Db } from '../../db/client.js';
import { recordFuels, reportSampleChecks, users, voyageRecords } from '../../db/schema/index.js';

/**
 * The ledger records of a ship overlapping a report's period, as the sample draws them: the
 * record's kind, and its fuels joined in code order ('' for a record with none), so a record with
 * two fuels forms a stratum of its own mix.
 */
export async function sampleRecords(db: Db, shipId: number, from: Date, to: Date): Promise<SampleRecord[]> {
  const rows = await db
    .select({
      ref: voyageRecords.refCode,
      legKind: voyageRecords.kind,
      fuel: sql<string>`coalesce(string_agg(${recordFuels.fuelCode}, '+' order by ${recordFuels.fuelCode}), '')`,
    })
    .from(voyageRecords)
    .leftJoin(recordFuels, eq(recordFuels.recordId, voyageRecords.id))
    .where(
      and(
        eq(voyageRecords.shipId, shipId),
        lt(voyageRecords.arrivalAt, to),
        gt(voyageRecords.departureAt, from),
      ),
    )
    .groupBy(voyageRecords.id)
    .orderBy(asc(voyageRecords.refCode));
  return rows.map((r) => ({ ref: r.ref, legKind: r.legKind, fuel: r.fuel }));
}

/** Which of these reference codes name a record of the ship in the report's period (as the sample reads it). */
export async function periodRecordRefs(
  db: Db,
  shipId: number,
  from: Date,
  to: Date,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ ref: voyageRecords.refCode })
    .from(voyageRecords)
    .where(
      and(
        eq(voyageRecords.shipId, shipId),
        lt(voyageRecords.arrivalAt, to),
        gt(voyageRecords.departureAt, from),
        inArray(voyageRecords.refCode, [...codes]),
      ),
    );
  return new Set(rows.map((r) => r.ref));
}

export async function sampleChecks(db: Db, reportId: number, seed: string) {
  return db
    .select({
      ref: reportSampleChecks.refCode,
      note: reportSampleChecks.note,
      attachmentId: reportSampleChecks.attachmentId,
      checkedBy: users.username,
      at: reportSampleChecks.at,
    })
    .from(reportSampleChecks)
    .leftJoin(users, eq(users.id, reportSampleChecks.checkedBy))
    .where(and(eq(reportSampleChecks.reportId, reportId), eq(reportSampleChecks.seed, seed)));
}

/** Marks a drawn record checked (again: the newer evidence replaces the older). */
export async function upsertSampleCheck(
  tx: Db,
  c: {
    reportId: number;
    seed: string;
    refCode: string;
    note: string | null;
    attachmentId: number | null;
    checkedBy: number;
    at: Date;
  },
) {
  await tx
    .insert(reportSampleChecks)
    .values(c)
    .onConflictDoUpdate({
      target: [reportSampleChecks.reportId, reportSampleChecks.seed, reportSampleChecks.refCode],
      set: { note: c.note, attachmentId: c.attachmentId, checkedBy: c.checkedBy, at: c.at },
    });
}
