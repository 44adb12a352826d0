import type { FuelAnalysisDto } from '../../../domain/analysis/dto.js';
import { fuelByClass } from '../../../domain/statistics/indicators.js';
import { apportionByMonth, monthsInBuckets } from '../../../domain/statistics/monthly.js';
import type { StatBucket } from '../../../domain/statistics/types.js';
import type { Db } from '../../db/client.js';
import { monthLegs, type ShipSel } from '../../repositories/analysis.js';
import type { ShipScopeUser } from '../../scope/ships.js';

/**
 * Fuel per calendar bucket of the selected ships in [from, to), every bucket of the period present
 * (zeros included), each leg apportioned by its time at sea in each month (docs/statistics.md §3d).
 * The per-ship month summary counts a leg whole in its departure month, so the legs are read here
 * instead: a leg that spans a month end would otherwise put a whole passage's fuel in one month.
 */
export async function fuelByBucket(
  db: Db,
  user: ShipScopeUser,
  sel: ShipSel,
  o: { from: Date; to: Date; bucket: Exclude<StatBucket, 'voyage'> },
): Promise<FuelAnalysisDto['points']> {
  const legs = await monthLegs(db, user, sel, o.from, o.to);
  const months = apportionByMonth(legs, o.from.getTime(), o.to.getTime());
  return monthsInBuckets(months, o.bucket).map((b) => ({ bucket: b.month, fuels: fuelByClass(b.fuels) }));
}
