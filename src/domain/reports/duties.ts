import type { Regime } from './types.js';
import { REGIMES } from './types.js';

/**
 * The duty matrix: which actor may send which report event, per regime (docs/duties.md). The
 * regulations give every regime the same split: the company monitors, reports and corrects (a
 * correction after verification is the company's act and goes back to verification); the verifier
 * assesses, returns and confirms; the authority reviews what the verifier confirmed: it accepts it or
 * asks the company for amendments (docs/verification.md §8). The lifecycle chart's role guards and
 * the seeded roles' report buttons are derived from this one table.
 */
export type DutyActor = 'company' | 'verifier' | 'authority' | 'admin';

export const DUTY_EVENTS = [
  'generate',
  'regenerate',
  'saveCorrections',
  'lock',
  'unlock',
  'submit',
  'recall',
  'cancel',
  'return',
  'verify',
  'confirm',
  'accept',
  'requestAmendment',
  'correct',
] as const;
export type DutyEvent = (typeof DUTY_EVENTS)[number];

/** The company's acts: producing, fixing, locking, submitting and correcting its own report. */
const COMPANY_DUTIES: readonly DutyEvent[] = [
  'generate',
  'regenerate',
  'saveCorrections',
  'lock',
  'unlock',
  'submit',
  'recall',
  'cancel',
  'correct',
];
/**
 * The verifier's acts: the opinion on a submitted report (`verify` with its outcome), a return
 * before an opinion, and the confirmation that lets a verified report go on; nothing that changes
 * its figures.
 */
const VERIFIER_DUTIES: readonly DutyEvent[] = ['return', 'verify', 'confirm'];
/**
 * The authority's acts on a confirmed report of a ship under its flag or port state: accept it, or
 * send it back to the company with what to amend. It changes no figure and no opinion.
 */
const AUTHORITY_DUTIES: readonly DutyEvent[] = ['accept', 'requestAmendment'];

const dutiesOf = (actor: DutyActor): readonly DutyEvent[] =>
  actor === 'company'
    ? COMPANY_DUTIES
    : actor === 'verifier'
      ? VERIFIER_DUTIES
      : actor === 'authority'
        ? AUTHORITY_DUTIES
        : // The administrator keeps every event to repair a stuck report.
          DUTY_EVENTS;

export const DUTY_ACTORS: readonly DutyActor[] = ['company', 'verifier', 'authority', 'admin'];

/** regime → event → actors allowed to send it. Same split for every regime today. */
type DutyRow = Record<DutyEvent, readonly DutyActor[]>;
function dutyRow(): DutyRow {
  const row = {} as DutyRow;
  for (const e of DUTY_EVENTS) row[e] = DUTY_ACTORS.filter((a) => dutiesOf(a).includes(e));
  return row;
}
export const DUTY_MATRIX = {} as Record<Regime, DutyRow>;
for (const regime of REGIMES) DUTY_MATRIX[regime] = dutyRow();

export const mayAct = (regime: Regime, actor: DutyActor, event: DutyEvent) =>
  DUTY_MATRIX[regime][event].includes(actor);

/** Events that every regime grants to the actor (what the one lifecycle chart can guard on). */
export const actorsForEvent = (event: DutyEvent): readonly DutyActor[] =>
  DUTY_ACTORS.filter((a) => REGIMES.every((r) => mayAct(r, a, event)));
