import type { FuelCode } from './fuels';
import { src } from './source';

/** LNG fuel-consumer classes of Annex II (they differ only in methane slip). */
export const LNG_CONSUMERS = ['LNG_OTTO_MS', 'LNG_OTTO_SS', 'LNG_DIESEL_SS', 'LNG_LBSI'] as const;
export type LngConsumer = (typeof LNG_CONSUMERS)[number];

export interface AnnexIIFactors {
  /** MJ per g. */
  readonly lcv: number;
  /** Well-to-tank, g CO2e/MJ (fossil default). */
  readonly wtt: number;
  /** Tank-to-wake emission factors, g gas per g fuel. */
  readonly cfCo2: number;
  readonly cfCh4: number;
  readonly cfN2o: number;
}

const FUELEU_REG = 'Regulation (EU) 2023/1805';
export const ANNEX_II_SOURCE = src(FUELEU_REG, 'Annex II (fossil default factors)', '§7.4');
/** Rows where a TBM cell was filled by the Annex II preamble rule (class column maxima 0.00005 / 0.00018). */
export const ANNEX_II_TBM_SOURCE = src(FUELEU_REG, 'Annex II preamble (TBM/N/A rule)', '§7.4', 'U');

const row = (lcv: number, wtt: number, cfCo2: number, cfCh4 = 0.00005, cfN2o = 0.00018): AnnexIIFactors => ({
  lcv,
  wtt,
  cfCo2,
  cfCh4,
  cfN2o,
});

/**
 * Fossil defaults. ETHANE has no Annex II row (docs/regulatory-sources.md §7.4) and is refused; ETHANOL has none
 * either and is accepted only with a certified WtW (decision FUELEU_ETHANE_ETHANOL).
 */
export const ANNEX_II: Readonly<Partial<Record<FuelCode, AnnexIIFactors>>> = {
  HFO: row(0.0405, 13.5, 3.114),
  LFO: row(0.041, 13.2, 3.151),
  MDO_MGO: row(0.0427, 14.4, 3.206),
  LNG: row(0.0491, 18.5, 2.75, 0, 0.00011),
  LPG_BUTANE: row(0.046, 7.8, 3.03),
  LPG_PROPANE: row(0.046, 7.8, 3.0),
  METHANOL: row(0.0199, 31.3, 1.375),
};

/**
 * Ethanol carries no Annex II row here; with a certified WtW its LCV and Cf_CO2 come from the IMO
 * table (MEPC.364(79): 26 800 kJ/kg = 0.0268 MJ/g, CF 1.913) and CH4/N2O from the TBM rule.
 */
export const ETHANOL_CERTIFIED_ONLY: AnnexIIFactors = row(0.0268, 0, 1.913);

/** C_slip, % of fuel mass, per LNG consumer class. The slipped gas is counted as CH4 (C_sf,CH4 = 1). */
export const LNG_SLIP_PERCENT: Readonly<Record<LngConsumer, number>> = {
  LNG_OTTO_MS: 3.1,
  LNG_OTTO_SS: 1.7,
  LNG_DIESEL_SS: 0.2,
  LNG_LBSI: 2.6,
};

/** LNG without a named consumer class: the worst class (highest slip) is assumed (decision LNG_DEFAULT_CONSUMER). */
export const DEFAULT_LNG_CONSUMER: LngConsumer = 'LNG_OTTO_MS';
