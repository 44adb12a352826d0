import { FUELEU_SCOPE_SHARES } from '../registry/fuelEuScope';
import { RFNBO_REWARD } from '../registry/fuelEuPenalty';
import { DomainError } from '../registry/errors';
import type { Gwp } from '../registry/gwp';
import { lookupYear } from '../registry/yearTable';
import { pathwayFactors, type FuelPathway } from './factors';

/** One fuel pathway with its consumption split by scope (tonnes). */
export interface FuelEuFuel extends FuelPathway {
  readonly tonnesIntraEu: number;
  readonly tonnesExtraEu: number;
  readonly tonnesAtBerth: number;
}

export interface IntensityResult {
  /** Σ M·LCV + Σ E_k: energy in scope, MJ (the compliance-balance energy, no RWD). */
  readonly energyMJ: number;
  /** g CO2e/MJ. */
  readonly wtt: number;
  readonly ttw: number;
  /** f_wind × (WtT + TtW). */
  readonly ghgIntensity: number;
}

/** Mass in scope (t): 100 % intra-EU and at berth, 50 % to/from third countries (Art. 2(1)). */
export const tonnesInScope = (f: FuelEuFuel): number =>
  f.tonnesIntraEu * FUELEU_SCOPE_SHARES.betweenMemberStatePorts +
  f.tonnesExtraEu * FUELEU_SCOPE_SHARES.thirdCountry +
  f.tonnesAtBerth * FUELEU_SCOPE_SHARES.atBerth;

/**
 * GHG intensity (Annex I). OPS electricity (MJ) counts in the energy with a zero factor; RWD only
 * enlarges the GHGIE denominator, never the compliance-balance energy.
 */
export function ghgIntensity(
  fuels: readonly FuelEuFuel[],
  year: number,
  gwp: Gwp,
  opsMJ = 0,
  fWind = 1,
): IntensityResult {
  const rwd = lookupYear(RFNBO_REWARD, year);
  let energy = opsMJ;
  let rewarded = opsMJ;
  let wttSum = 0;
  let ttwSum = 0;
  for (const f of fuels) {
    const grams = tonnesInScope(f) * 1e6;
    const k = pathwayFactors(f, gwp);
    const mj = grams * k.lcv;
    energy += mj;
    rewarded += f.rfnbo ? mj * rwd : mj;
    wttSum += mj * k.wtt;
    ttwSum += grams * k.ttwPerGram;
  }
  if (!(rewarded > 0))
    throw new DomainError('no_energy', 'no energy in scope: the GHG intensity is undefined');
  const wtt = wttSum / rewarded;
  const ttw = ttwSum / rewarded;
  return { energyMJ: energy, wtt, ttw, ghgIntensity: fWind * (wtt + ttw) };
}
