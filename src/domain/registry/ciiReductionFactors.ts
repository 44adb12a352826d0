import { src } from './source';
import type { YearTable } from './yearTable';

const G3 = src('MEPC.338(76) (G3)', 'reduction factors Z', '§1.4');
const G3_2025 = src('MEPC.400(83) amending MEPC.338(76) (G3)', 'reduction factors Z 2027–2030', '§1.4');

const z = (year: number, value: number, source = G3) => ({ years: { from: year, to: year }, value, source });

/** Z (%) per year relative to 2019. No Z exists after 2030: later years are refused. */
const ROWS = [
  z(2019, 0),
  z(2020, 1),
  z(2021, 2),
  z(2022, 3),
  z(2023, 5),
  z(2024, 7),
  z(2025, 9),
  z(2026, 11),
  z(2027, 13.625, G3_2025),
  z(2028, 16.25, G3_2025),
  z(2029, 18.875, G3_2025),
  z(2030, 21.5, G3_2025),
] as const;

export const REDUCTION_FACTORS: YearTable<number> = {
  name: 'CII reduction factor Z (G3)',
  source: G3_2025,
  rows: ROWS,
};
