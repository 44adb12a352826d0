import { consumptionAlerts, tolerancesFrom } from '../../../domain/analysis/index.js';
import type { AlertDto } from '../../../domain/analysis/dto.js';
import type { Db } from '../../db/client.js';
import { evaluationRows, legFacts, shipsArriving } from '../../repositories/analysis.js';
import type { ShipScopeUser } from '../../scope/ships.js';
import { byShip, legDto } from './legRows.js';

const DAY = 86_400_000;
/** The historical average looks back a year before the period (a ship's older history is another engine state). */
const LOOKBACK_DAYS = 365;

/**
 * The consumption alerts dated in [from, to) of the caller's ships (or one of them), newest first
 * (docs/analysis.md §5): the rule is `consumptionAlerts` over the stored IMO legs with the
 * evaluation dictionary's thresholds, computed when asked (no alert table: a corrected record
 * corrects its alert). The alerts list and the dashboard's count both read it.
 */
export async function listAlerts(
  db: Db,
  user: ShipScopeUser,
  q: { shipId?: number; from: number; to: number },
): Promise<AlertDto[]> {
  const from = new Date(q.from - LOOKBACK_DAYS * DAY);
  const to = new Date(q.to);
  // Only ships with a leg arriving in the period can have an alert in it.
  const shipIds = await shipsArriving(db, user, {
    kind: 'imo',
    from,
    to,
    arrivingFrom: new Date(q.from),
    shipId: q.shipId,
  });
  if (!shipIds.length) return [];
  const legs = await legFacts(db, user, { shipIds }, { kind: 'imo', from, to });
  // No leg, no alert: the thresholds are read only when there is a leg to judge.
  if (!legs.length) return [];
  const tol = tolerancesFrom(await evaluationRows(db));
  const byId = new Map(legs.map((l) => [l.id, l]));
  const alerts: AlertDto[] = [];
  for (const shipLegs of byShip(legs).values())
    for (const a of consumptionAlerts(shipLegs, tol))
      if (a.at >= q.from && a.at < q.to)
        alerts.push({ ...legDto(byId.get(a.legId)!), ...a, at: new Date(a.at).toISOString() });
  return alerts.sort(
    (a, b) => b.at.localeCompare(a.at) || b.legId - a.legId || a.where.localeCompare(b.where),
  );
}

/** Without a period the alerts are the last 90 days': the dashboard's "recent" alerts. */
export const RECENT_ALERT_DAYS = 90;
export const recentFrom = (to: number) => to - RECENT_ALERT_DAYS * DAY;
