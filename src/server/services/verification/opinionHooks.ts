import { SATISFACTORY, type Outcome } from '../../../domain/verification/outcomes.js';
import type { Lang } from '../../../domain/api.js';
import type { ReportEventType } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import type { ReportRow } from '../../repositories/reports/store.js';
import { insertOpinion, resetOpinion } from '../../repositories/verification/opinions.js';
import type { Caller } from '../reports/permissions.js';
import { issueCertificate, supersedeOnLeave } from './certificates.js';
import { liveMateriality, refuseIfMaterial } from './materiality.js';

/**
 * The verification stage's side of a lifecycle event (docs/verification.md §1), run inside the
 * event's transaction. `confirm` straight from `submitted` is the opinion "satisfactory" and the
 * confirmation in one step: it is checked and stored as that opinion.
 */
const opinionOf = (e: { type: ReportEventType; outcome?: Outcome }, from: string): Outcome | null =>
  e.type === 'verify'
    ? (e.outcome ?? null)
    : e.type === 'confirm' && from === 'submitted'
      ? 'satisfactory'
      : null;

/** Before the write: a satisfactory opinion is refused while uncorrected misstatements are material. */
export async function beforeOpinionEvent(
  tx: Db,
  row: ReportRow,
  e: { type: ReportEventType; outcome?: Outcome; to: string },
  lang: Lang,
) {
  const outcome = opinionOf(e, row.status);
  if (outcome && SATISFACTORY.includes(outcome)) refuseIfMaterial(await liveMateriality(tx, row), lang);
}

/** What the verifier entered with the opinion beside its statement (not in our store otherwise). */
export interface OpinionExtra {
  team?: string | null;
  siteVisit?: string | null;
}

/**
 * After the write: the opinion stored as a version, with its certificate when satisfactory; a
 * company change after an opinion resets it, and leaving the certified statuses supersedes the
 * certificate (a recall, a correction, the authority's request for amendment).
 */
export async function afterOpinionEvent(
  tx: Db,
  row: ReportRow,
  e: { type: ReportEventType; outcome?: Outcome; from: string; to: string; comment: string | null },
  c: Caller,
  extra: OpinionExtra = {},
) {
  const outcome = opinionOf(e, e.from);
  if (outcome) {
    const opinionId = await insertOpinion(tx, {
      reportId: row.id,
      outcome,
      statement: e.comment,
      materiality: await liveMateriality(tx, row),
      verifierId: c.user.userId,
      at: c.at,
      team: extra.team?.trim() || null,
      siteVisit: extra.siteVisit?.trim() || null,
    });
    if (SATISFACTORY.includes(outcome)) await issueCertificate(tx, row, opinionId, c.at);
  }
  if (e.from === 'verified' && e.to !== 'confirmed') await resetOpinion(tx, row.id, e.type, c.at);
  // The authority's request for amendment sends the confirmed report back to the company: the
  // opinion no longer stands, as after a recall (the amended report is verified again).
  if (e.type === 'requestAmendment') await resetOpinion(tx, row.id, e.type, c.at);
  await supersedeOnLeave(tx, row.id, e.from, e.to, c.at);
}
