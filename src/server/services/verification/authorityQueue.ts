import { mayPress, readableRegimes } from '../../../domain/reports/buttons.js';
import { mayAct } from '../../../domain/reports/duties.js';
import type { Regime } from '../../../domain/reports/types.js';
import type { AuthorityQueueItem } from '../../../domain/verification/dto.js';
import type { Outcome } from '../../../domain/verification/outcomes.js';
import { reportActorOf } from '../../../machines/workflow/reportLifecycleMachine.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import { confirmedReports } from '../../repositories/verification/authorityQueue.js';
import type { ShipScopeUser } from '../../scope/ships.js';
import type { Caller } from '../reports/permissions.js';

/** The queue's length: an authority works through it oldest first, a page is plenty. */
const QUEUE_LIMIT = 200;

/**
 * What waits for the authority (docs/verification.md §8): the confirmed reports of the ships in
 * its scope, of the regimes where its duty and its functions let it accept (the regime page's
 * confirm button). Anyone else (company, verifier, a role without the button anywhere) gets 403.
 */
export async function authorityQueue(db: Db, c: Caller): Promise<AuthorityQueueItem[]> {
  const actor = reportActorOf(c.user.roleCode);
  const regimes = readableRegimes(c.user).filter(
    (r: Regime) => actor !== 'none' && mayAct(r, actor, 'accept') && mayPress(c.user, r, 'accept'),
  );
  if (regimes.length === 0) throw forbidden();
  const rows = await confirmedReports(db, c.user as ShipScopeUser, regimes, QUEUE_LIMIT);
  return rows.map((r) => ({
    reportId: r.reportId,
    regime: r.regime as Regime,
    shipId: r.shipId,
    shipNameEn: r.shipNameEn,
    shipNameZh: r.shipNameZh,
    imo: r.imo,
    year: r.year,
    period: { start: r.periodStart.toISOString(), end: r.periodEnd.toISOString() },
    reportVersion: r.reportVersion,
    opinion: (r.opinion ?? null) as Outcome | null,
    confirmedAt: new Date(r.confirmedAt).toISOString(),
  }));
}
