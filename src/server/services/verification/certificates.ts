import {
  CERTIFICATE_RULES,
  certificateSerial,
  certificateStands,
  figuresHash,
  normalizeSerial,
  type CertificateCheck,
} from '../../../domain/verification/certificate.js';
import type { Regime } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import type { ReportRow } from '../../repositories/reports/store.js';
import {
  certificateBySerial,
  certificatesOf,
  insertCertificate,
  supersedeCertificates,
} from '../../repositories/verification/certificates.js';
import { requireReport, type Caller } from '../reports/permissions.js';

/** An ISO date of a stored period bound; the end is stored exclusive and shown inclusive. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const inclusiveEnd = (end: Date) => isoDay(new Date(end.getTime() - 1));

/** The figures a certificate of `row` stands for (domain/verification/certificate.ts). */
export const certifiedFigures = (row: ReportRow) => ({
  regime: row.regime,
  imo: row.imo,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  reportVersion: row.reportVersion,
  totals: row.totals.map((t) => ({ key: t.key, value: t.value, unit: t.unit })),
});

/** Issues the certificate of a satisfactory opinion, in the opinion's transaction. */
export async function issueCertificate(tx: Db, row: ReportRow, opinionId: number, at: Date) {
  const hash = figuresHash(certifiedFigures(row));
  await insertCertificate(tx, {
    serial: certificateSerial(row.regime, row.year, opinionId, hash),
    reportId: row.id,
    opinionId,
    regime: row.regime,
    kind: CERTIFICATE_RULES[row.regime].kind,
    shipId: row.shipId,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    figuresHash: hash,
    issuedAt: at,
  });
}

/**
 * After a lifecycle event: a report leaving the statuses a certificate stands on (a recall back
 * to the draft, a correction that supersedes the version) supersedes its certificate.
 */
export async function supersedeOnLeave(tx: Db, reportId: number, from: string, to: string, at: Date) {
  if (certificateStands(from) && !certificateStands(to)) await supersedeCertificates(tx, reportId, at);
}

/** The public check: the state and the ship, period and regime only; anything else is unknown. */
export async function checkCertificate(db: Db, input: string): Promise<CertificateCheck> {
  const serial = normalizeSerial(input);
  const row = serial ? await certificateBySerial(db, serial) : undefined;
  if (!row) return { state: 'unknown' };
  return {
    state: row.supersededAt ? 'superseded' : 'valid',
    ship: { name: row.shipName, imo: row.imo },
    period: { start: isoDay(row.periodStart), end: inclusiveEnd(row.periodEnd) },
    regime: row.regime as Regime,
  };
}

/** A report's certificates for whoever reads the report, newest first. */
export async function reportCertificates(db: Db, c: Caller, id: number) {
  await requireReport(db, c, id);
  return (await certificatesOf(db, id)).map((x) => ({
    serial: x.serial,
    kind: x.kind,
    figuresHash: x.figuresHash,
    issuedAt: x.issuedAt.toISOString(),
    supersededAt: x.supersededAt?.toISOString() ?? null,
    state: x.supersededAt ? ('superseded' as const) : ('valid' as const),
  }));
}
