import { averageSpeed, dailyFuelAtSea, dailyFuelInPort, type LegFacts } from './legFacts';
import { segmentIssues, type SegmentIssue } from './segments';
import { theoreticalDaily, type CurvePoint } from './theoretical';
import { deviation, type Deviation, type Tolerances } from './tolerance';

/**
 * Data assessment (`/MRVReport/DataAssessment`, the legacy system): each leg against
 * the ship's own history and its theoretical curve, with the evaluation dictionary's tolerances.
 * Fixed against the original: every fuel counts (not HFO only), references are ratios of sums
 * (not a running product of cumulative cargo and distance), per-distance figures are in kg/nm and
 * per-transport-work figures in g/t·nm, and the leg itself is not part of its own history.
 */
export interface LegMetrics {
  /** kg fuel (sea + port) per nm. */
  fuelPerNmKg: number | null;
  /** kg CO2 per nm. */
  co2PerNmKg: number | null;
  /** g fuel per t·nm of transport work. */
  fuelPerTwG: number | null;
  /** g CO2 per t·nm (the leg's EEOI). */
  co2PerTwG: number | null;
  dailyFuelAtSeaT: number | null;
  dailyFuelInPortT: number | null;
  speedKn: number | null;
}

const ratio = (num: number, den: number) => (den > 0 ? num / den : null);
const fuelOf = (l: LegFacts) => l.fuelAtSeaT + l.fuelInPortT;

export function legMetrics(l: LegFacts): LegMetrics {
  return {
    fuelPerNmKg: ratio(fuelOf(l) * 1000, l.distanceNm),
    co2PerNmKg: ratio(l.co2T * 1000, l.distanceNm),
    fuelPerTwG: ratio(fuelOf(l) * 1e6, l.transportWorkTnm),
    co2PerTwG: ratio(l.co2T * 1e6, l.transportWorkTnm),
    dailyFuelAtSeaT: dailyFuelAtSea(l),
    dailyFuelInPortT: dailyFuelInPort(l),
    speedKn: averageSpeed(l),
  };
}

/**
 * The comparable history of a leg: the same ship and leg kind, another leg, departing in
 * [historyFrom, historyTo), with an average speed within ± speedBand of the leg's (fuel grows
 * steeply with speed, so only legs at a similar speed compare). Without a speed band or a speed,
 * no leg compares.
 */
export function comparableHistory(
  leg: LegFacts,
  candidates: readonly LegFacts[],
  historyFrom: number,
  historyTo: number,
  speedBand: number | null,
): LegFacts[] {
  const v = averageSpeed(leg);
  if (v === null || speedBand === null) return [];
  return candidates.filter((c) => {
    if (c.id === leg.id || c.shipId !== leg.shipId || c.kind !== leg.kind) return false;
    if (c.departureAt < historyFrom || c.departureAt >= historyTo) return false;
    const s = averageSpeed(c);
    return s !== null && Math.abs(s - v) <= speedBand * v;
  });
}

/** The history's references: ratios of its sums (a long leg weighs more than a short one). */
export function historyReferences(history: readonly LegFacts[]) {
  let fuel = 0;
  let co2 = 0;
  let dist = 0;
  let tw = 0;
  for (const h of history) {
    fuel += fuelOf(h);
    co2 += h.co2T;
    dist += h.distanceNm;
    tw += h.transportWorkTnm;
  }
  return {
    fuelPerNmKg: ratio(fuel * 1000, dist),
    co2PerNmKg: ratio(co2 * 1000, dist),
    fuelPerTwG: ratio(fuel * 1e6, tw),
    co2PerTwG: ratio(co2 * 1e6, tw),
  };
}

export type AssessedMetric =
  'fuelPerNmKg' | 'co2PerNmKg' | 'fuelPerTwG' | 'co2PerTwG' | 'dailyFuelAtSeaT' | 'speedKn';

export interface AssessmentFlag {
  metric: AssessedMetric;
  deviation: Deviation;
  /** What the value was compared with: the history's figure, the curve's, or the speed limit. */
  reference: number;
  /** The tolerance applied (fraction), which the screen shows as "exceeds N %". */
  tolerance: number;
}

export interface LegAssessment {
  metrics: LegMetrics;
  references: ReturnType<typeof historyReferences> & {
    theoreticalDailyT: number | null;
    maxSpeedKn: number | null;
  };
  historyLegs: number;
  flags: AssessmentFlag[];
  issues: SegmentIssue[];
  /** Any flag or plausibility fault: what the "abnormal only" filter keeps. */
  abnormal: boolean;
}

export interface ShipAssessmentFacts {
  designSpeedKn: number;
  curve: readonly CurvePoint[];
}

/** Assesses one leg against its comparable history (see comparableHistory) and its ship's facts. */
export function assessLeg(
  leg: LegFacts,
  history: readonly LegFacts[],
  ship: ShipAssessmentFacts,
  tol: Tolerances,
): LegAssessment {
  const metrics = legMetrics(leg);
  // No history, no comparison with it (the original's rule): the leg is not judged on nothing.
  const refs = history.length
    ? historyReferences(history)
    : { fuelPerNmKg: null, co2PerNmKg: null, fuelPerTwG: null, co2PerTwG: null };
  const theoreticalDailyT = theoreticalDaily(ship.curve, metrics.speedKn);
  const maxSpeedKn =
    tol.designSpeedOvershoot === null || !(ship.designSpeedKn > 0)
      ? null
      : ship.designSpeedKn * (1 + tol.designSpeedOvershoot);
  const flags: AssessmentFlag[] = [];
  const check = (
    metric: AssessedMetric,
    value: number | null,
    reference: number | null,
    t: number | null,
  ) => {
    const d = deviation(value, reference, t);
    if (d) flags.push({ metric, deviation: d, reference: reference!, tolerance: t! });
  };
  check('fuelPerNmKg', metrics.fuelPerNmKg, refs.fuelPerNmKg, tol.fuelPerNm);
  check('co2PerNmKg', metrics.co2PerNmKg, refs.co2PerNmKg, tol.co2PerNm);
  check('fuelPerTwG', metrics.fuelPerTwG, refs.fuelPerTwG, tol.fuelPerTw);
  check('co2PerTwG', metrics.co2PerTwG, refs.co2PerTwG, tol.co2PerTw);
  check('dailyFuelAtSeaT', metrics.dailyFuelAtSeaT, theoreticalDailyT, tol.dailyVsTheoretical);
  if (maxSpeedKn !== null && metrics.speedKn !== null && metrics.speedKn > maxSpeedKn)
    flags.push({
      metric: 'speedKn',
      deviation: 'high',
      reference: ship.designSpeedKn,
      tolerance: tol.designSpeedOvershoot!,
    });
  const issues = segmentIssues(leg);
  return {
    metrics,
    references: { ...refs, theoreticalDailyT, maxSpeedKn },
    historyLegs: history.length,
    flags,
    issues,
    abnormal: flags.length > 0 || issues.length > 0,
  };
}

/** The history window of a year's assessment: from 1 January of the year before to the year's end. */
export const historyWindow = (year: number) => ({
  from: Date.UTC(year - 1, 0, 1),
  to: Date.UTC(year + 1, 0, 1),
});
