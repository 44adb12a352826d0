import { src } from './source';
import type { YearTable } from './yearTable';

export const FUELEU_PENALTY = {
  /** MJ per tonne of VLSFO. */
  vlsfoMJperT: 41_000,
  /** EUR per tonne VLSFO-equivalent. */
  eurPerTonneVlsfo: 2_400,
  /** Each further consecutive deficit period adds 10 %: factor 1 + (n − 1)/10 (Art. 23(2)). */
  consecutiveStep: 0.1,
  source: src('Regulation (EU) 2023/1805', 'Annex IV Part B; Art. 23(2)', '§7.6'),
} as const;

export const FUELEU_FLEXIBILITY = {
  /** Advance surplus that may be borrowed: 2 % × GHGIE_target × energy. */
  borrowingCap: 0.02,
  /** Borrowed amount × 1.1 is deducted from the next period. */
  borrowingRepayment: 1.1,
  source: src('Regulation (EU) 2023/1805', 'Art. 20 (banking, borrowing), Art. 21 (pooling)', '§7.9', 'S'),
} as const;

/** RFNBO reward factor RWD: 2 from 2025 to 2033, otherwise 1 (Art. 5). */
export const RFNBO_REWARD: YearTable<number> = {
  name: 'FuelEU RFNBO reward factor (Art. 5)',
  source: src('Regulation (EU) 2023/1805', 'Art. 5', '§7.3 / §7.7', 'S'),
  rows: [
    { years: { from: 2025, to: 2033 }, value: 2 },
    { years: { from: 2034, to: null }, value: 1 },
  ],
};

/** f_wind steps by P_wind/P_prop; stepped, not interpolated (decision FUELEU_WIND). */
export const WIND_REWARD_STEPS = [
  { minRatio: 0.15, factor: 0.95 },
  { minRatio: 0.1, factor: 0.97 },
  { minRatio: 0.05, factor: 0.99 },
] as const;
export const WIND_REWARD_SOURCE = src('Regulation (EU) 2023/1805', 'Annex I (f_wind)', '§7.3', 'U');
