import type { UkGhg } from './report';

/**
 * The emissions reduction claim (ERC, e.g. sustainable biofuel) in the company AER's totals
 * (docs/reports-uk-and-cross-regime.md §3.1). The UK service computes, in this order:
 *
 * 1. total ship emissions = total from voyages and ports − ERC (the claim is CO2, so only the CO2
 *    of the total is reduced);
 * 2. the Northern Ireland deduction of CO2 is reduced pro rata: the claim covers the GB↔NI voyages
 *    in the share they hold of the total CO2, so the deduction loses `niCO2 · ERC / totalCO2`
 *    (CH4 and N2O deductions are untouched);
 * 3. surrender = the ship-level surrender sum − ERC + that reduction, i.e. under the UK ETS
 *    total − ERC − the reduced NI deduction.
 */
export interface UkErcInput {
  /** Σ of the ships' total from voyages and ports. */
  readonly total: UkGhg;
  /** Σ of the ships' NI deductions (half of the GB↔NI voyages, per gas). */
  readonly niDeduction: UkGhg;
  /** Σ of the ships' surrender emissions (before any claim). */
  readonly surrender: number;
  /** The company's claims of the year, tCO2 (≥ 0). */
  readonly erc: number;
}

export interface UkErcTotals {
  totalEmissions: number;
  lessEmissionsReductionClaim: number;
  /** The NI deduction after the claim's pro rata share. */
  lessVoyagesInNorthernIreland: number;
  /** Total − ERC. */
  totalShipEmissions: number;
  surrenderEmissions: number;
}

export function ukErcStep(input: UkErcInput): UkErcTotals {
  const { total, niDeduction, surrender, erc } = input;
  if (!(erc >= 0)) throw new RangeError(`emissions reduction claim ${erc} is negative`);
  const niCut = total.co2 > 0 ? (niDeduction.co2 * erc) / total.co2 : 0;
  return {
    totalEmissions: total.total,
    lessEmissionsReductionClaim: erc,
    lessVoyagesInNorthernIreland: niDeduction.total - niCut,
    totalShipEmissions: total.total - erc,
    surrenderEmissions: surrender - erc + niCut,
  };
}
