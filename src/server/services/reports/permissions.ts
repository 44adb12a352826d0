import type { Lang } from '../../../domain/api.js';
import { REGIME_PAGE, type Regime } from '../../../domain/reports/types.js';
import type { ReportChartEventType } from '../../../machines/workflow/reportLifecycleMachine.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { findReport, type ReportRow } from '../../repositories/reports/store.js';
import type { ShipScopeUser } from '../../scope/ships.js';
import type { AuthUser } from '../../types.js';

/**
 * Who may do what with reports: the function-tree buttons behind each lifecycle event, the regimes a
 * user may read, and the report lookup that answers 404 for anything outside them.
 */

export interface Caller {
  user: AuthUser;
  lang: Lang;
  at: Date;
}

export type Actor = { userId: number; roleCode: string };
export const actorOf = (u: AuthUser): Actor => ({ userId: u.userId, roleCode: u.roleCode });

/** The function-tree button behind each event, on the regime's report page (`mrv:dcs:lock`, …). */
const BUTTONS: Record<ReportChartEventType, readonly string[]> = {
  generate: ['generate'],
  regenerate: ['generate'],
  saveCorrections: ['generate'],
  cancel: ['generate'],
  lock: ['lock'],
  unlock: ['lock'],
  submit: ['submit'],
  recall: ['submit'],
  return: ['confirm'],
  confirm: ['confirm'],
  correct: ['generate', 'confirm'],
};

/** Whether the user's functions hold the button for this event on the regime's page. */
export const mayPress = (user: AuthUser, regime: Regime, type: ReportChartEventType) =>
  user.isAdmin ||
  (!user.readOnly && BUTTONS[type].some((b) => user.perms.has(`${REGIME_PAGE[regime]}:${b}`)));

/** Whether the user may read reports of the regime (its page, or the emission overview). */
export const mayRead = (user: AuthUser, regime: Regime) =>
  user.isAdmin || user.perms.has(`${REGIME_PAGE[regime]}:list`) || user.perms.has('mrv:emission:list');

/** A report inside the caller's scope and readable regimes; 404 otherwise (reveals nothing). */
export async function requireReport(db: Db, c: Caller, id: number): Promise<ReportRow> {
  const row = await findReport(db, c.user as ShipScopeUser, id);
  if (!row || !mayRead(c.user, row.regime)) throw notFound();
  return row;
}

/** The regimes whose reports the user may read. */
export function readableRegimes(user: AuthUser): Regime[] {
  return (Object.keys(REGIME_PAGE) as Regime[]).filter((r) => mayRead(user, r));
}
