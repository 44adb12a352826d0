import { SATISFACTORY, type Outcome } from '../../../domain/verification/outcomes.js';
import type { Lang } from '../../../domain/api.js';
import type { ReportEventType } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import type { ReportRow } from '../../repositories/reports/store.js';
import { insertOpinion, resetOpinion } from '../../repositories/verification/opinions.js';
import type { Caller } from '../reports/permissions.js';
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

/**
 * After the write: the opinion stored as a version; a company change after an opinion, or the
 * authority's request for amendment, resets it.
 */
export async function afterOpinionEvent(
  tx: Db,
  row: ReportRow,
  e: { type: ReportEventType; outcome?: Outcome; from: string; to: string; comment: string | null },
  c: Caller,
) {
  const outcome = opinionOf(e, e.from);
  if (outcome)
    await insertOpinion(tx, {
      reportId: row.id,
      outcome,
      statement: e.comment,
      materiality: await liveMateriality(tx, row),
      verifierId: c.user.userId,
      at: c.at,
    });
  if (e.from === 'verified' && e.to !== 'confirmed') await resetOpinion(tx, row.id, e.type, c.at);
  // The authority's request for amendment sends the confirmed report back to the company: the
  // opinion no longer stands, as after a recall (the amended report is verified again).
  if (e.type === 'requestAmendment') await resetOpinion(tx, row.id, e.type, c.at);
}
