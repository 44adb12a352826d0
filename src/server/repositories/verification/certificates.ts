import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ships, verificationCertificates } from '../../db/schema/index.js';

export type CertificateRow = typeof verificationCertificates.$inferSelect;

/** Stores a certificate (one per opinion: the opinion id is unique). */
export async function insertCertificate(tx: Db, c: Omit<CertificateRow, 'id' | 'supersededAt'>) {
  await tx.insert(verificationCertificates).values(c);
}

/** Marks the report's standing certificates superseded (a recall or a correction). */
export async function supersedeCertificates(tx: Db, reportId: number, at: Date) {
  await tx
    .update(verificationCertificates)
    .set({ supersededAt: at })
    .where(
      and(eq(verificationCertificates.reportId, reportId), isNull(verificationCertificates.supersededAt)),
    );
}

/** A report's certificates, newest first. */
export async function certificatesOf(db: Db, reportId: number): Promise<CertificateRow[]> {
  return db
    .select()
    .from(verificationCertificates)
    .where(eq(verificationCertificates.reportId, reportId))
    .orderBy(desc(verificationCertificates.id));
}

/** The certificate with this serial and its ship's name and IMO number (the public check). */
export async function certificateBySerial(db: Db, serial: string) {
  const [row] = await db
    .select({
      supersededAt: verificationCertificates.supersededAt,
      regime: verificationCertificates.regime,
      periodStart: verificationCertificates.periodStart,
      periodEnd: verificationCertificates.periodEnd,
      shipName: ships.nameEn,
      imo: ships.imo,
    })
    .from(verificationCertificates)
    .innerJoin(ships, eq(ships.id, verificationCertificates.shipId))
    .where(eq(verificationCertificates.serial, serial));
  return row;
}
