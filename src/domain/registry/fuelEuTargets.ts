import { src } from './source';
import type { YearTable } from './yearTable';

/** Reference value 91.16 g CO2e/MJ (Art. 4(2)); the limits below are its reductions, as printed. */
export const FUELEU_REFERENCE_INTENSITY = 91.16;

const t = (from: number, to: number | null, value: number) => ({ years: { from, to }, value });

/** GHGIE_target (g CO2e/MJ). Before 2025 there is no FuelEU limit; from 2050 the 80 % step holds on. */
export const FUELEU_TARGETS: YearTable<number> = {
  name: 'FuelEU GHG-intensity limit (Art. 4(2))',
  source: src('Regulation (EU) 2023/1805', 'Art. 4(2)', '§7.2'),
  rows: [
    t(2025, 2029, 89.3368),
    t(2030, 2034, 85.6904),
    t(2035, 2039, 77.9418),
    t(2040, 2044, 62.9004),
    t(2045, 2049, 34.6408),
    t(2050, null, 18.232),
  ],
};
