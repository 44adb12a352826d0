import { fuelClassOf } from '../ledger/fuels';
import { FUEL_CLASSES, type FuelClass } from '../ledger/types';
import { FUELS } from '../registry/fuels';
import { PARAMETER_SET } from '../registry/source';
import {
  HIGHER_IS_BETTER,
  type ClassFuel,
  type FuelSum,
  type LegSums,
  type StatIndicators,
  type StatTarget,
  type TargetComparison,
  type TargetIndicator,
} from './types';

/** The empty set of legs: the neutral element of `addSums`. */
export const EMPTY_SUMS: LegSums = {
  legs: 0,
  distanceNm: 0,
  ballastDistanceNm: 0,
  hoursUnderway: 0,
  cargoT: 0,
  transportWorkTnm: 0,
  teu: 0,
  teuNm: 0,
  teuLadenNm: 0,
  teuCapacityNm: 0,
  dwtNm: 0,
  speedDistance: 0,
  refSpeedDistance: 0,
  fuels: [],
};

const SCALAR_KEYS = [
  'legs',
  'distanceNm',
  'ballastDistanceNm',
  'hoursUnderway',
  'cargoT',
  'transportWorkTnm',
  'teu',
  'teuNm',
  'teuLadenNm',
  'teuCapacityNm',
  'dwtNm',
  'speedDistance',
  'refSpeedDistance',
] as const satisfies readonly (keyof LegSums)[];

/** The sums of two disjoint sets of legs (every field is additive; fuels add per code). */
export function addSums(a: LegSums, b: LegSums): LegSums {
  const out: Record<string, unknown> = {};
  for (const k of SCALAR_KEYS) out[k] = a[k] + b[k];
  const byCode = new Map<string, FuelSum>();
  for (const f of [...a.fuels, ...b.fuels]) {
    const had = byCode.get(f.code);
    byCode.set(
      f.code,
      had ? { code: f.code, atSeaT: had.atSeaT + f.atSeaT, inPortT: had.inPortT + f.inPortT } : f,
    );
  }
  out.fuels = [...byCode.values()];
  return out as unknown as LegSums;
}

/** Adds any number of sets (a rolling window, a company from its ships). */
export const sumAll = (sets: readonly LegSums[]): LegSums => sets.reduce(addSums, EMPTY_SUMS);

/** Fuel per class (HFO = 1, 11, 12; LFO = 2, 21, 22; …), at sea, in port and total, in class order. */
export function fuelByClass(fuels: readonly FuelSum[]): ClassFuel[] {
  const sea: Partial<Record<FuelClass, number>> = {};
  const port: Partial<Record<FuelClass, number>> = {};
  for (const f of fuels) {
    const c = fuelClassOf(f.code);
    sea[c] = (sea[c] ?? 0) + f.atSeaT;
    port[c] = (port[c] ?? 0) + f.inPortT;
  }
  return FUEL_CLASSES.filter((c) => c in sea).map((c) => ({
    fuelClass: c,
    atSeaT: sea[c]!,
    inPortT: port[c]!,
    totalT: sea[c]! + port[c]!,
  }));
}

/** A ratio whose 0 denominator has no value (null), never 0, Infinity or NaN. */
const ratio = (num: number, den: number): number | null => (den > 0 ? num / den : null);

/**
 * Every indicator of a set of legs as a ratio of its sums (docs/statistics.md §2). CO2 and energy
 * use the registry's one factor table (CF t CO2/t and LCV MJ/t per fuel class, MEPC.364(79)) for
 * every fuel, methanol and ethanol included.
 */
export function statIndicators(s: LegSums): StatIndicators {
  let co2T = 0;
  let fuelT = 0;
  let energyMJ = 0;
  for (const f of s.fuels) {
    const t = f.atSeaT + f.inPortT;
    const factors = FUELS[fuelClassOf(f.code)];
    fuelT += t;
    co2T += t * factors.cf;
    energyMJ += t * factors.lcvKJperKg; // kJ/kg = MJ/t
  }
  return {
    co2T,
    fuelT,
    energyMJ,
    eeoi: ratio(co2T * 1e6, s.transportWorkTnm),
    loadUtilisationPct: ratio(s.transportWorkTnm * 100, s.dwtNm),
    speedReductionPct: ratio(s.speedDistance * 100, s.refSpeedDistance),
    co2PerNmKg: ratio(co2T * 1000, s.distanceNm),
    co2PerTonneKg: ratio(co2T * 1000, s.cargoT),
    co2PerTeuKg: ratio(co2T * 1000, s.teu),
    energyPerTransportWorkKJ: ratio(energyMJ * 1000, s.transportWorkTnm),
    fuelPerNmKg: ratio(fuelT * 1000, s.distanceNm),
    fuelPerTransportWorkG: ratio(fuelT * 1e6, s.transportWorkTnm),
    teuSlotUtilisationPct: ratio(s.teuNm * 100, s.teuCapacityNm),
    teuLadenSharePct: ratio(s.teuLadenNm * 100, s.teuNm),
    ballastDistanceRatio: ratio(s.ballastDistanceNm, s.distanceNm),
    averageSpeedKn: ratio(s.distanceNm, s.hoursUnderway),
  };
}

/** The registry parameter set the indicators were computed with (shown with the figures). */
export const STAT_PARAMETER_SET = PARAMETER_SET;

/**
 * An actual indicator against the user's target for it. A target is met when the actual value is
 * on its good side (at most the target for emissions per unit, at least it for utilisations).
 */
export function compareTarget(
  indicator: TargetIndicator,
  actual: number | null,
  target: Pick<StatTarget, 'value'> | undefined,
): TargetComparison {
  if (!target || actual === null)
    return { indicator, actual, target: target?.value ?? null, difference: null, status: 'none' };
  const difference = actual - target.value;
  const met = HIGHER_IS_BETTER[indicator] ? difference >= 0 : difference <= 0;
  return { indicator, actual, target: target.value, difference, status: met ? 'met' : 'missed' };
}
