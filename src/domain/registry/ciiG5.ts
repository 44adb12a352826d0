import { src } from './source';
import type { YearTable } from './yearTable';

/**
 * Constants of the interim G5 guidelines (MEPC.355(78)), docs/regulatory-sources.md §1.7. Most are tagged S
 * (secondary sources agree); the y_i numbering is an open item decided in decisions.ts.
 */
const G5 = (part: string, tag: 'F' | 'S' | 'U' = 'S') => src('MEPC.355(78) (G5, interim)', part, '§1.7', tag);

export const ICE_CLASSES = ['IA_SUPER', 'IA', 'IB', 'IC'] as const;
export type IceClass = (typeof ICE_CLASSES)[number];

/** f_i = base + perDwt / DWT: capacity correction for ice-classed ships. */
export const ICE_CAPACITY_FACTOR: Readonly<Record<IceClass, { base: number; perDwt: number }>> = {
  IA_SUPER: { base: 1.0151, perDwt: 228.7 },
  IA: { base: 1.0099, perDwt: 95.1 },
  IB: { base: 1.0067, perDwt: 62.7 },
  IC: { base: 1.0041, perDwt: 58.5 },
};
export const ICE_CAPACITY_FACTOR_SOURCE = G5('f_i ice-class capacity correction');

/** f_m = 1.05 for ice class IA Super and IA, else 1.0. */
export const ICE_FM: Readonly<Record<IceClass, number>> = { IA_SUPER: 1.05, IA: 1.05, IB: 1, IC: 1 };
export const ICE_FM_SOURCE = G5('f_m');

/** AF_Tanker = k × DWT^(−e): STS operations and DP shuttle tankers. */
export const TANKER_ADJUSTMENT = {
  sts: { k: 6.1742, e: 0.246 },
  shuttle: { k: 5.6805, e: 0.208 },
} as const;
export type TankerOperation = keyof typeof TANKER_ADJUSTMENT;
export const TANKER_ADJUSTMENT_SOURCE = G5('AF_Tanker (STS, shuttle)');

/**
 * Share of FC_electrical + FC_boiler + FC_others that may be deducted: 0.75 − 0.03·y_i with
 * y_i = 1 for 2023 (decision G5_YI in decisions.ts). Only the years G3 defines (to 2030).
 */
const share = (year: number) => ({ years: { from: year, to: year }, value: 0.75 - 0.03 * (year - 2022) });
export const ELECTRICAL_DEDUCTION_SHARE: YearTable<number> = {
  name: 'G5 deductible share (0.75 − 0.03·y_i)',
  source: G5('(0.75 − 0.03·y_i)', 'U'),
  rows: [2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030].map(share),
};

/** Reefer default when no kWh metering: Cx = 2.75 kW per reefer; SFOC defaults 175 / 200 g/kWh. */
export const REEFER_DEFAULTS = {
  kwPerReefer: 2.75,
  sfocTwoStroke: 175,
  sfocFourStroke: 200,
  source: G5('reefer default'),
} as const;
