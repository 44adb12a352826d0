import { dailyFuelAtSea, dailyFuelInPort, hoursAtSea, type LegFacts } from './legFacts';
import type { Tolerances } from './tolerance';

/**
 * Consumption alerts (docs/product-rules.md §9: "daily oil
 * consumption above the historical average, at sea and in port", read as 30 % or 20 %, so the
 * threshold is the evaluation dictionary's setting, seeded at 30 %).
 *
 * A leg alerts at sea when its daily fuel at sea exceeds the ship's historical average by more than
 * the threshold, and in port likewise for the stay at its arrival port. The historical average is
 * time-weighted — Σ fuel × 24 / Σ hours over the ship's earlier legs of the same kind (departing
 * before this one) — so one short leg does not move it as much as a month at sea. A leg without an
 * earlier one with time at sea (or in port) has no average and does not alert.
 */
export type AlertWhere = 'sea' | 'port';

export interface ConsumptionAlert {
  legId: number;
  shipId: number;
  where: AlertWhere;
  /** The leg's daily fuel (t/day). */
  dailyT: number;
  /** The ship's historical average (t/day). */
  averageT: number;
  /** The threshold applied (fraction). */
  threshold: number;
  /** (daily − average) / average. */
  excess: number;
  /** When it happened: the arrival (at sea) or the arrival at the port (in port). */
  at: number;
}

/** Alerts of one ship's legs (any order; same kind expected). */
export function consumptionAlerts(
  legs: readonly LegFacts[],
  tol: Pick<Tolerances, 'alertAtSea' | 'alertInPort'>,
): ConsumptionAlert[] {
  const sorted = [...legs].sort((a, b) => a.departureAt - b.departureAt || a.id - b.id);
  const out: ConsumptionAlert[] = [];
  let seaFuel = 0;
  let seaHours = 0;
  let portFuel = 0;
  let portHours = 0;
  for (const l of sorted) {
    const check = (
      where: AlertWhere,
      daily: number | null,
      fuel: number,
      hours: number,
      t: number | null,
    ) => {
      if (daily === null || t === null || hours <= 0) return;
      const averageT = (fuel * 24) / hours;
      if (averageT > 0 && daily > averageT * (1 + t))
        out.push({
          legId: l.id,
          shipId: l.shipId,
          where,
          dailyT: daily,
          averageT,
          threshold: t,
          excess: (daily - averageT) / averageT,
          at: l.arrivalAt,
        });
    };
    check('sea', dailyFuelAtSea(l), seaFuel, seaHours, tol.alertAtSea);
    check('port', dailyFuelInPort(l), portFuel, portHours, tol.alertInPort);
    const hs = hoursAtSea(l);
    if (hs > 0) {
      seaFuel += l.fuelAtSeaT;
      seaHours += hs;
    }
    if (l.hoursInPort !== null && l.hoursInPort > 0) {
      portFuel += l.fuelInPortT;
      portHours += l.hoursInPort;
    }
  }
  return out;
}
