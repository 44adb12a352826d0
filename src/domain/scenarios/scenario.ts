import { FUEL_CODES, FUELS, type FuelCode } from '../registry/fuels';
import {
  addTonnes,
  scaleTonnes,
  type FuelTonnes,
  type OperatingProfile,
  type Stretch,
} from '../cii/forecast';

/**
 * One what-if scenario on the rest of the year (docs/cii-forecast-what-if.md §2). The past is
 * fixed; only the projected remainder changes. Applied in this order: idle days, slower speed,
 * fuel switch.
 */
export interface Scenario {
  /** Speed reduction at sea, % of the profile's speed (0–50). */
  readonly speedReductionPct: number;
  /** Share of the remainder's fuel energy moved to `switchTo`, % (0–100). */
  readonly switchSharePct: number;
  readonly switchTo: FuelCode;
  /** Days of the remainder the ship lies idle instead of sailing (burning at its port rate). */
  readonly idleDays: number;
}

export const ZERO_SCENARIO: Scenario = {
  speedReductionPct: 0,
  switchSharePct: 0,
  switchTo: 'MDO_MGO',
  idleDays: 0,
};

/** How the scenario scales the remainder's distance, sea fuel and port fuel (before the switch). */
export interface ScenarioFactors {
  readonly distance: number;
  readonly sea: number;
  readonly port: number;
}

/**
 * Propeller law: shaft power ∝ v³, so fuel per hour ∝ v³ and fuel per nm ∝ v² (time per nm ∝ 1/v).
 * At (1 − r) of the speed a nautical mile costs (1 − r)² of its fuel (docs/cii-forecast-what-if.md §2).
 */
export const fuelPerNmFactor = (speedReductionPct: number) => (1 - speedReductionPct / 100) ** 2;

/**
 * The remainder under the scenario. Idle days leave the sea days (never more than there are) and
 * burn at the port rate. The same distance is then sailed slower, taking 1/(1 − r) the time out of
 * the port days; when the calendar runs out, the distance is what fits in the days left.
 */
export function scenarioRemainder(
  profile: OperatingProfile | null,
  base: Stretch,
  remainderDays: number,
  s: Scenario,
): { stretch: Stretch; factors: ScenarioFactors } {
  if (!profile || remainderDays <= 0 || base.seaDays <= 0) {
    return { stretch: switchStretch(base, s), factors: { distance: 1, sea: 1, port: 1 } };
  }
  const keep = 1 - s.speedReductionPct / 100;
  const idle = Math.min(Math.max(0, s.idleDays), base.seaDays);
  const sailing = base.seaDays - idle;
  let seaDays = sailing / keep;
  let distanceNm = sailing * profile.distancePerSeaDay;
  if (seaDays > remainderDays) {
    seaDays = remainderDays;
    distanceNm = remainderDays * keep * profile.distancePerSeaDay;
  }
  const portDays = remainderDays - seaDays;
  const distance = base.distanceNm > 0 ? distanceNm / base.distanceNm : 0;
  const sea = distance * fuelPerNmFactor(s.speedReductionPct);
  const port = base.portDays > 0 ? portDays / base.portDays : 0;
  const scaled: Stretch = {
    seaDays,
    portDays,
    distanceNm,
    fuelAtSea: scaleTonnes(base.fuelAtSea, sea),
    fuelInPort: scaleTonnes(profile.portFuelPerDay, portDays),
  };
  return { stretch: switchStretch(scaled, s), factors: { distance, sea, port } };
}

/**
 * Moves `sharePct` of each fuel's energy to `to`, at equal energy (tonnes × LCV / LCV_to, LCVs of
 * the registry): the engines keep doing the same work with the other fuel.
 */
export function switchFuel(t: FuelTonnes, sharePct: number, to: FuelCode): FuelTonnes {
  const k = Math.min(Math.max(sharePct, 0), 100) / 100;
  if (k === 0) return { ...t };
  const out: FuelTonnes = {};
  let moved = 0;
  for (const f of FUEL_CODES) {
    const tonnes = t[f];
    if (!tonnes) continue;
    if (f === to) {
      out[f] = (out[f] ?? 0) + tonnes;
      continue;
    }
    out[f] = tonnes * (1 - k);
    moved += (tonnes * k * FUELS[f].lcvKJperKg) / FUELS[to].lcvKJperKg;
  }
  return moved > 0 ? addTonnes(out, { [to]: moved }) : out;
}

const switchStretch = (x: Stretch, s: Scenario): Stretch => ({
  ...x,
  fuelAtSea: switchFuel(x.fuelAtSea, s.switchSharePct, s.switchTo),
  fuelInPort: switchFuel(x.fuelInPort, s.switchSharePct, s.switchTo),
});
