import { src, type Source } from './source';

/** The nine IMO fuel classes of MEPC.364(79) (docs/regulatory-sources.md §2), as used across the app. */
export const FUEL_CODES = [
  'HFO',
  'LFO',
  'MDO_MGO',
  'LPG_PROPANE',
  'LPG_BUTANE',
  'ETHANE',
  'LNG',
  'METHANOL',
  'ETHANOL',
] as const;
export type FuelCode = (typeof FUEL_CODES)[number];

export interface FuelFactors {
  /** CO2 conversion factor, t CO2 per t fuel. */
  readonly cf: number;
  /** Lower calorific value, kJ/kg (= MJ/t). */
  readonly lcvKJperKg: number;
  /** Carbon content, mass fraction. */
  readonly carbonContent: number;
  /** ISO 8217 grade range or other reference of the row. */
  readonly reference: string;
  readonly nameEn: string;
  readonly nameZh: string;
  readonly source: Source;
}

const S = src(
  'MEPC.364(79) (EEDI calculation guidelines; same table in MEPC.352(78) G1)',
  'Table of CF',
  '§2',
);

const f = (
  cf: number,
  lcvKJperKg: number,
  carbonContent: number,
  reference: string,
  nameEn: string,
  nameZh: string,
) => ({ cf, lcvKJperKg, carbonContent, reference, nameEn, nameZh, source: S }) as const;

/**
 * CF, LCV and carbon content per fuel. One table for every IMO/EU use (the old system had two CF
 * sets, docs/legacy-system.md §10); EEOI uses it too (docs/regulatory-sources.md §3 "use the current table").
 */
export const FUELS: Readonly<Record<FuelCode, FuelFactors>> = {
  MDO_MGO: f(3.206, 42_700, 0.8744, 'ISO 8217 DMX to DMB', 'Diesel/Gas oil (MDO/MGO)', '船用柴油/轻柴油'),
  LFO: f(3.151, 41_200, 0.8594, 'ISO 8217 RMA to RMD', 'Light fuel oil (LFO)', '轻质燃料油'),
  HFO: f(3.114, 40_200, 0.8493, 'ISO 8217 RME to RMK', 'Heavy fuel oil (HFO)', '重质燃料油'),
  LPG_PROPANE: f(3.0, 46_300, 0.8182, 'Propane', 'LPG (propane)', '液化石油气（丙烷）'),
  LPG_BUTANE: f(3.03, 45_700, 0.8264, 'Butane', 'LPG (butane)', '液化石油气（丁烷）'),
  ETHANE: f(2.927, 46_400, 0.7989, 'Ethane', 'Ethane', '乙烷'),
  LNG: f(2.75, 48_000, 0.75, 'LNG', 'Liquefied natural gas (LNG)', '液化天然气'),
  METHANOL: f(1.375, 19_900, 0.375, 'Methanol', 'Methanol', '甲醇'),
  ETHANOL: f(1.913, 26_800, 0.5217, 'Ethanol', 'Ethanol', '乙醇'),
};

export const isFuelCode = (v: unknown): v is FuelCode => typeof v === 'string' && Object.hasOwn(FUELS, v);

/** A quantity of one fuel, in metric tonnes. */
export interface FuelAmount {
  readonly fuel: FuelCode;
  readonly tonnes: number;
}

/** Σ FC × CF, t CO2 (MEPC.352(78) G1 / MEPC.1/Circ.684 numerator). */
export function co2FromFuels(fuels: readonly FuelAmount[]): number {
  let co2 = 0;
  for (const x of fuels) co2 += x.tonnes * FUELS[x.fuel].cf;
  return co2;
}
