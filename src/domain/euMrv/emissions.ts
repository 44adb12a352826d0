import {
  ANNEX_II,
  DEFAULT_LNG_CONSUMER,
  LNG_CONSUMERS,
  LNG_SLIP_PERCENT,
  type LngConsumer,
} from '../registry/fuelEuFactors';
import { FUEL_CODES, FUELS, type FuelCode } from '../registry/fuels';
import type { Gwp } from '../registry/gwp';

/** A fuel line with the LNG consumer class where it matters (slip). Tonnes. */
export interface EmissionFuel {
  readonly fuel: FuelCode;
  readonly tonnes: number;
  readonly consumer?: LngConsumer;
}

export interface Emissions {
  readonly co2: number;
  readonly ch4: number;
  readonly n2o: number;
}

// TBM fallback (Annex II preamble): fossil class column maxima, for fuels without their own row.
const TBM_CH4 = 0.00005;
const TBM_N2O = 0.00018;

/**
 * Per tonne of fuel: CO2 = (1 − slip)·CF, CH4 = (1 − slip)·EF_CH4 + slip, N2O = (1 − slip)·EF_N2O
 * (the UK MRTM form, docs/regulatory-sources.md §11 UK-1; slip from Annex II, decision MRV_EF). CF is the IMO value.
 */
function computeFactors(fuel: FuelCode, consumer?: LngConsumer): Emissions {
  const slip = fuel === 'LNG' ? LNG_SLIP_PERCENT[consumer ?? DEFAULT_LNG_CONSUMER] / 100 : 0;
  const row = ANNEX_II[fuel];
  const kept = 1 - slip;
  return {
    co2: kept * FUELS[fuel].cf,
    ch4: kept * (row?.cfCh4 ?? TBM_CH4) + slip,
    n2o: kept * (row?.cfN2o ?? TBM_N2O),
  };
}

// Precomputed per fuel and LNG class: emissionsOf runs once per fuel line of a fleet-year.
const TABLE = new Map<string, Emissions>();
for (const fuel of FUEL_CODES) TABLE.set(fuel, computeFactors(fuel));
for (const c of LNG_CONSUMERS) TABLE.set(`LNG|${c}`, computeFactors('LNG', c));

export const factorsPerTonne = (fuel: FuelCode, consumer?: LngConsumer): Emissions =>
  TABLE.get(fuel === 'LNG' && consumer ? `LNG|${consumer}` : fuel) ?? computeFactors(fuel, consumer);

/** Tonnes of each gas from a list of fuel lines. */
export function emissionsOf(fuels: readonly EmissionFuel[]): Emissions {
  let co2 = 0;
  let ch4 = 0;
  let n2o = 0;
  for (const x of fuels) {
    const f = factorsPerTonne(x.fuel, x.consumer);
    co2 += x.tonnes * f.co2;
    ch4 += x.tonnes * f.ch4;
    n2o += x.tonnes * f.n2o;
  }
  return { co2, ch4, n2o };
}

export const co2e = (e: Emissions, gwp: Gwp): number => e.co2 * gwp.co2 + e.ch4 * gwp.ch4 + e.n2o * gwp.n2o;
