import { and, eq, sql } from 'drizzle-orm';
import type { EuSourceLine, EuVerifier } from '../../domain/schemas/euParts.js';
import type { Db } from '../db/client.js';
import { euMrvReportParts } from '../db/schema/index.js';

/** Parts B and C of EU MRV reports (docs/reports-eu.md §3.1); the rules live in the service. */

export type EuPartsRow = typeof euMrvReportParts.$inferSelect;

export async function euPartsOf(db: Db, reportId: number): Promise<EuPartsRow | undefined> {
  const [row] = await db.select().from(euMrvReportParts).where(eq(euMrvReportParts.reportId, reportId));
  return row;
}

/**
 * Inserts (version null) or updates the parts when the stored version is still `version`.
 * Answers the new row, or undefined when another save came first (the caller answers 409).
 */
export async function saveEuParts(
  db: Db,
  reportId: number,
  parts: { verifier: EuVerifier | null; sources: EuSourceLine[] },
  version: number | null,
  by: number | null,
  at: Date,
): Promise<EuPartsRow | undefined> {
  if (version === null) {
    const [row] = await db
      .insert(euMrvReportParts)
      .values({ reportId, ...parts, updatedBy: by, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning();
    return row;
  }
  const [row] = await db
    .update(euMrvReportParts)
    .set({
      ...parts,
      updatedBy: by,
      updatedAt: at,
      version: sql`${euMrvReportParts.version} + 1`,
    })
    .where(and(eq(euMrvReportParts.reportId, reportId), eq(euMrvReportParts.version, version)))
    .returning();
  return row;
}
