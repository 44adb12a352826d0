import { MATERIALITY } from '../../../domain/registry/materiality.js';
import { OUTCOME_RULES, type Outcome } from '../../../domain/verification/outcomes.js';
import type { Db } from '../../db/client.js';
import { findingsOf } from '../../repositories/verification/findings.js';
import { opinionsOf } from '../../repositories/verification/opinions.js';
import { reportEvent } from '../reports/events.js';
import { requireReport, type Caller } from '../reports/permissions.js';
import { reportCertificates } from './certificates.js';
import { liveMateriality } from './materiality.js';

/** The verification of a report in one read: rules, materiality now, opinions and findings. */
export async function verificationOverview(db: Db, c: Caller, id: number) {
  const row = await requireReport(db, c, id);
  return {
    reportId: id,
    regime: row.regime,
    status: row.status,
    opinion: row.opinion,
    outcomeRule: OUTCOME_RULES[row.regime],
    level: MATERIALITY[row.regime],
    materiality: await liveMateriality(db, row),
    opinions: await opinionsOf(db, id),
    findings: await findingsOf(db, id),
    certificates: await reportCertificates(db, c, id),
  };
}

/** The verifier's opinion: the lifecycle event `verify` with its outcome (403/409 as every event). */
export function giveOpinion(
  db: Db,
  c: Caller,
  id: number,
  b: { outcome: Outcome; statement?: string; version: number; team?: string; siteVisit?: string },
) {
  return reportEvent(
    db,
    c,
    id,
    { type: 'verify', outcome: b.outcome, comment: b.statement, version: b.version },
    { opinion: { team: b.team, siteVisit: b.siteVisit } },
  );
}
