import { mayPressOn, type PermittedUser } from '../permissions.js';
import { REGIME_PAGE, type Regime, type ReportEventType } from './types.js';

/**
 * Who may do what with reports, from the function tree alone: the button behind each lifecycle
 * event on the regime's report page, and the pages that let a user read a regime's reports. The
 * server adds scope and the lifecycle chart's own role rules on top.
 */

/** The function-tree button(s) behind each event, on the regime's report page (`mrv:dcs:lock`, …). */
export const REPORT_BUTTONS: Record<ReportEventType | 'generate', readonly string[]> = {
  generate: ['generate'],
  regenerate: ['generate'],
  saveCorrections: ['generate'],
  cancel: ['generate'],
  lock: ['lock'],
  unlock: ['lock'],
  submit: ['submit'],
  recall: ['submit'],
  return: ['confirm'],
  // The opinion is the verifier's confirm button: no new function, so the seeded roles keep working.
  verify: ['confirm'],
  confirm: ['confirm'],
  // The authority's review is its confirm button on the regime's page (seed/roles.ts grants it
  // those buttons only); the duty matrix keeps the verifier's events from it and its from the verifier.
  accept: ['confirm'],
  requestAmendment: ['confirm'],
  correct: ['generate', 'confirm'],
};

/** Whether the user's functions hold the button for this event on the regime's page. */
export const mayPress = (user: PermittedUser, regime: Regime, type: ReportEventType | 'generate') =>
  mayPressOn(user, REGIME_PAGE[regime], REPORT_BUTTONS[type]);

/** Whether the user may read reports of the regime (its page, or the emission overview). */
export const mayRead = (user: PermittedUser, regime: Regime) =>
  user.isAdmin || user.perms.has(`${REGIME_PAGE[regime]}:list`) || user.perms.has('mrv:emission:list');

/** The regimes whose reports the user may read. */
export const readableRegimes = (user: PermittedUser): Regime[] =>
  (Object.keys(REGIME_PAGE) as Regime[]).filter((r) => mayRead(user, r));

/**
 * The report pages of the function tree: a report route admits a user holding any one of them
 * (each regime's list, or the emission overview); `mayRead`/`mayPress` then decide per regime.
 * The pages of REGIME_PAGE, each once (a test holds the two together).
 */
export const REPORT_PAGES = [
  'mrv:dcs:list',
  'mrv:cmsa:list',
  'mrv:eu:list',
  'mrv:fueleu:list',
  'mrv:uk:list',
  'mrv:emission:list',
] as const;
