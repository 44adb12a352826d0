import { drawSample } from '../../../domain/verification/sample.js';
import type { Db } from '../../db/client.js';
import { verificationError } from '../../i18n/verificationMessages.js';
import { findAttachment } from '../../repositories/reportAttachments.js';
import { sampleChecks, sampleRecords, upsertSampleCheck } from '../../repositories/verification/sample.js';
import type { ReportRow } from '../../repositories/reports/store.js';
import { requireReport, type Caller } from '../reports/permissions.js';
import { requireVerifier } from './access.js';

/** Without a seed the report's reference code draws it: the same sample on every visit. */
const DEFAULT_SIZE = 10;
const seedOf = (row: ReportRow, seed?: string) => seed ?? row.referenceCode.replace(/[^A-Za-z0-9_.:-]/g, '-');

async function draw(db: Db, row: ReportRow, seed: string, size: number) {
  const records = await sampleRecords(db, row.shipId, row.periodStart, row.periodEnd);
  return drawSample(records, size, seed);
}

/** The sample of a report's records with what was checked (docs/verification.md §4). */
export async function reportSample(db: Db, c: Caller, id: number, q: { seed?: string; size?: number }) {
  const row = await requireReport(db, c, id);
  const seed = seedOf(row, q.seed);
  const sample = await draw(db, row, seed, q.size ?? DEFAULT_SIZE);
  return { ...sample, checks: await sampleChecks(db, id, seed) };
}

/** The verifier marks a drawn record checked, with a note or one of the report's attachments. */
export async function checkSampleRecord(
  db: Db,
  c: Caller,
  id: number,
  b: { seed: string; size: number; ref: string; note?: string; attachmentId?: number },
) {
  const row = await requireVerifier(db, c, id);
  const sample = await draw(db, row, b.seed, b.size);
  if (!sample.refs.includes(b.ref))
    throw verificationError(400, 'verification.not_in_sample', c.lang, { ref: b.ref });
  if (b.attachmentId !== undefined && !(await findAttachment(db, id, b.attachmentId)))
    throw verificationError(400, 'verification.finding_invalid', c.lang, { field: 'attachmentId' });
  await upsertSampleCheck(db, {
    reportId: id,
    seed: b.seed,
    refCode: b.ref,
    note: b.note ?? null,
    attachmentId: b.attachmentId ?? null,
    checkedBy: c.user.userId,
    at: c.at,
  });
  return { ...sample, checks: await sampleChecks(db, id, b.seed) };
}
