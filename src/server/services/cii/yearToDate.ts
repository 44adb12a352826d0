import { FUEL_CLASSES, type ByClass } from '../../../domain/ledger/types.js';
import { yearToDate } from '../../../domain/cii/forecast.js';
import type { CiiTotals } from '../../../domain/cii/index.js';
import type { ShipType } from '../../../domain/registry/shipTypes.js';
import type { ReportPeriod } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { forecastLegs } from '../../repositories/cii/forecast.js';

/**
 * The totals of a period that is still running: its IMO legs so far, sea and port fuel together,
 * as the forecast's year to date sums them (docs/cii-forecast-what-if.md). A running period has no
 * closing ROB snapshot yet, so the DCS snapshot rule cannot give its fuel; its rating is stored as
 * year to date and replaced by the DCS figures once the closing snapshot is in the ledger (which
 * moves the ledger fingerprint). Registry fuels outside the ledger classes cannot occur in a leg.
 */
export async function yearToDateTotals(
  db: Db,
  shipId: number,
  period: ReportPeriod,
  ship: { shipType: ShipType; dwt: number; gt: number },
): Promise<CiiTotals> {
  const start = Date.parse(period.start);
  const end = Date.parse(period.end);
  const year = new Date(start).getUTCFullYear();
  const legs = (await forecastLegs(db, shipId, year)).filter(
    (l) => l.departureAt >= start && l.departureAt < end,
  );
  const ytd = yearToDate(legs);
  const fuelT: ByClass = {};
  for (const k of FUEL_CLASSES) if (ytd.fuel[k]) fuelT[k] = ytd.fuel[k];
  return { shipType: ship.shipType, dwt: ship.dwt, gt: ship.gt, year, distanceNm: ytd.distanceNm, fuelT };
}
