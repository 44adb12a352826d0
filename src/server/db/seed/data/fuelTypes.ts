import type { FuelCode } from '../../../../domain/registry/fuels';

/**
 * The original fuel dictionary (DIC_FUEL, docs/legacy-system.md §3) with the registry fuel class
 * each code belongs to. Factors (carbon content, Cf) are not repeated here: the seed reads them
 * from src/domain/registry/fuels.ts by `registryCode`. The registry's ETHANE has no original code.
 */
export type SulphurClass = 'high' | 'low' | 'ultra_low';

export interface FuelTypeSeed {
  code: string;
  cnName: string;
  enName: string;
  registryCode: FuelCode;
  /**
   * Sulphur band of the HFO/LFO codes (docs/legacy-system.md §3): high S ≥ 0.5 %, low 0.1 % ≤ S < 0.5 %,
   * ultra-low S < 0.1 %. null for fuels the original did not band.
   */
  sulphurClass: SulphurClass | null;
  sortNo: number;
  remark: string;
}

const fuel = (
  code: string,
  cnName: string,
  enName: string,
  registryCode: FuelCode,
  sulphurClass: SulphurClass | null,
  sortNo: number,
  remark = '',
): FuelTypeSeed => ({ code, cnName, enName, registryCode, sulphurClass, sortNo, remark });

export const FUEL_TYPES: readonly FuelTypeSeed[] = [
  fuel('1', '高硫重燃油', 'HS HFO (S ≥ 0.5 %)', 'HFO', 'high', 1),
  fuel('11', '低硫重燃油', 'LS HFO (0.1 % ≤ S < 0.5 %)', 'HFO', 'low', 2),
  fuel('12', '超低硫重燃油', 'ULS HFO (S < 0.1 %)', 'HFO', 'ultra_low', 3),
  fuel('2', '高硫轻燃油', 'HS LFO (S ≥ 0.5 %)', 'LFO', 'high', 4),
  fuel('21', '低硫轻燃油', 'LS LFO (0.1 % ≤ S < 0.5 %)', 'LFO', 'low', 5),
  fuel('22', '超低硫轻燃油', 'ULS LFO (S < 0.1 %)', 'LFO', 'ultra_low', 6),
  fuel('3', '柴油/汽油', 'Diesel/Gas oil (MDO/MGO)', 'MDO_MGO', null, 7),
  fuel('4', '液化石油气(丙烷)', 'LPG (propane)', 'LPG_PROPANE', null, 8),
  fuel('5', '液化石油气(丁烷)', 'LPG (butane)', 'LPG_BUTANE', null, 9),
  fuel('6', '液化天然气', 'LNG', 'LNG', null, 10),
  fuel('7', '甲醇', 'Methanol', 'METHANOL', null, 11),
  fuel('8', '乙醇', 'Ethanol', 'ETHANOL', null, 12),
];

/** The original "ALL" list, used when a ship has no configured fuels (docs/legacy-system.md §3). */
export const ALL_FUEL_CODES: readonly string[] = FUEL_TYPES.map((f) => f.code);
