import { FUELEU_TARGETS } from '../registry/fuelEuTargets';
import { DomainError } from '../registry/errors';
import { DEFAULT_GWP, GWP_SETS, type GwpSet } from '../registry/gwp';
import { PARAMETER_SET } from '../registry/source';
import { lookupYear } from '../registry/yearTable';
import { complianceBalanceT, fuelEuPenalty } from './compliance';
import { ghgIntensity, type FuelEuFuel } from './intensity';

export interface FuelEuInput {
  readonly year: number;
  readonly gwp?: GwpSet;
  readonly fuels: readonly FuelEuFuel[];
  /** Shore power taken at berth, MJ (1 kWh = 3.6 MJ). */
  readonly opsMJ?: number;
  /** f_wind itself (0.95–1); see windRewardFactor() to derive it from P_wind/P_prop. */
  readonly windRewardFactor?: number;
  /** Consecutive periods with a penalty, this one included (default 1). */
  readonly consecutiveDeficitPeriods?: number;
}

export interface FuelEuResult {
  readonly energyMJ: number;
  readonly wtt: number;
  readonly ttw: number;
  readonly ghgIntensity: number;
  readonly target: number;
  readonly complianceBalanceT: number;
  readonly penaltyEur: number;
  readonly gwp: GwpSet;
  readonly parameterSet: string;
}

/** FuelEU Maritime for one ship and reporting period (Regulation (EU) 2023/1805). */
export function calculateFuelEu(input: FuelEuInput): FuelEuResult {
  const target = lookupYear(FUELEU_TARGETS, input.year);
  const gwpSet = input.gwp ?? DEFAULT_GWP.fuelEu;
  const fWind = input.windRewardFactor ?? 1;
  if (!(fWind >= 0.95 && fWind <= 1))
    throw new DomainError('wind_factor_invalid', 'f_wind lies between 0.95 and 1');
  const i = ghgIntensity(input.fuels, input.year, GWP_SETS[gwpSet], input.opsMJ ?? 0, fWind);
  const cb = complianceBalanceT(target, i.ghgIntensity, i.energyMJ);
  return {
    energyMJ: i.energyMJ,
    wtt: i.wtt,
    ttw: i.ttw,
    ghgIntensity: i.ghgIntensity,
    target,
    complianceBalanceT: cb,
    penaltyEur: fuelEuPenalty(cb, i.ghgIntensity, input.consecutiveDeficitPeriods ?? 1),
    gwp: gwpSet,
    parameterSet: PARAMETER_SET,
  };
}
