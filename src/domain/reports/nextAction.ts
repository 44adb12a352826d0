import type { PermittedUser } from '../permissions.js';
import { mayPress } from './buttons.js';
import { mayAct, type DutyActor, type DutyEvent } from './duties.js';
import type { NextAction, Regime, ReportStatus } from './types.js';

/**
 * What the user should do next with a report (or with a ship-year that has none yet), for the
 * user's own role: the one action offered, or none.
 */
export type { NextAction };

/** The report's place in its lifecycle; `none` is a ship-year with no live report. */
export interface NextActionState {
  regime: Regime;
  status: ReportStatus | 'none';
  /** A draft whose ledger changed under it: regenerate before locking. */
  stale?: boolean;
}

/** The user as the duty matrix and the function tree see them. */
export interface NextActionUser extends PermittedUser {
  actor: DutyActor | 'none';
}

/** The lifecycle event each next action sends (verify: confirm, the verdict's positive side). */
const EVENT_OF: Record<NextAction, DutyEvent> = {
  generate: 'generate',
  regenerate: 'regenerate',
  lock: 'lock',
  submit: 'submit',
  verify: 'confirm',
};

/** The action a report's state asks for, whoever has to take it. */
function actionOfState(s: NextActionState): NextAction | null {
  switch (s.status) {
    case 'none':
    case 'cancelled':
      return 'generate';
    case 'draft':
      return s.stale ? 'regenerate' : 'lock';
    case 'locked':
      return 'submit';
    case 'submitted':
      return 'verify';
    case 'verified':
      // The opinion is given; the verifier's confirmation (the same button) lets it go on.
      return 'verify';
    default:
      // Confirmed and superseded reports ask nothing more of anyone.
      return null;
  }
}

/**
 * The one action offered to this user: the state's action when the user's duty (actor) and
 * functions (the button on the regime's page) both allow it, else none. The verifier and the
 * authority are therefore never told to generate, and the company never to verify.
 */
export function nextAction(state: NextActionState, user: NextActionUser): NextAction | null {
  const action = actionOfState(state);
  if (action === null || user.actor === 'none') return null;
  const event = EVENT_OF[action];
  if (!mayAct(state.regime, user.actor, event)) return null;
  return mayPress(user, state.regime, event) ? action : null;
}
