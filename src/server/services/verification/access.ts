import { mayPress } from '../../../domain/reports/buttons.js';
import { mayAct } from '../../../domain/reports/duties.js';
import { reportActorOf } from '../../../machines/workflow/reportLifecycleMachine.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import type { ReportRow } from '../../repositories/reports/store.js';
import { requireReport, type Caller } from '../reports/permissions.js';

/**
 * Who may act in a report's verification (docs/duties.md): the verifier's acts are the duty of
 * `verify` (the function behind it: the regime page's confirm button), the company's answers the
 * duty of `submit`. The report lookup answers 404 outside the caller's ships first.
 */
const may = (c: Caller, row: ReportRow, event: 'verify' | 'submit') => {
  const actor = reportActorOf(c.user.roleCode);
  return actor !== 'none' && mayPress(c.user, row.regime, event) && mayAct(row.regime, actor, event);
};

export async function requireVerifier(db: Db, c: Caller, id: number): Promise<ReportRow> {
  const row = await requireReport(db, c, id);
  if (!may(c, row, 'verify')) throw forbidden();
  return row;
}

export async function requireCompany(db: Db, c: Caller, id: number): Promise<ReportRow> {
  const row = await requireReport(db, c, id);
  if (!may(c, row, 'submit')) throw forbidden();
  return row;
}
