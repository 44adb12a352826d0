import { src } from './source';
import type { YearTable } from './yearTable';

const DIR = 'Directive 2003/87/EC as amended by (EU) 2023/959';

/** Share of verified emissions to surrender: 40 % for 2024, 70 % for 2025, 100 % from 2026 (Art. 3gb). */
export const ETS_PHASE_IN: YearTable<number> = {
  name: 'EU ETS maritime phase-in (Art. 3gb)',
  source: src(DIR, 'Art. 3gb', '§5.6'),
  rows: [
    { years: { from: 2024, to: 2024 }, value: 0.4 },
    { years: { from: 2025, to: 2025 }, value: 0.7 },
    { years: { from: 2026, to: null }, value: 1 },
  ],
};

/** Coverage shares (Art. 3ga(1)). */
export const ETS_SHARES = {
  betweenMemberStatePorts: 1,
  thirdCountry: 0.5,
  atBerth: 1,
  source: src(DIR, 'Art. 3ga(1)', '§5.6'),
} as const;

/** CH4 and N2O count towards surrender from 2026 (Art. 9); CO2 only in 2024–2025. */
export const ETS_NON_CO2_FROM = { year: 2026, source: src(DIR, 'Art. 9', '§5.6') } as const;

/** Art. 12(3-b) outermost regions and (3-e) ice class: both end 31 Dec 2030. */
export const ETS_DEROGATIONS = {
  outermostUntil: 2030,
  iceClassUntil: 2030,
  /** Ice class IA / IA Super surrenders 5 % fewer allowances. */
  iceClassReduction: 0.05,
  source: src(DIR, 'Art. 12(3-b), (3-e)', '§5.6'),
} as const;

/**
 * MRV/ETS CH4 and N2O default emission factors (g/g) for the oil fuels, and LNG N2O, "aligned with
 * FuelEU Annex II" [S/U]; CH4 slip uses the Annex II C_slip (Del. Reg. 2023/2776) — decision MRV_EF.
 */
export const MRV_NON_CO2_SOURCE = src('Del. Reg. (EU) 2023/2776 (as summarised)', 'Annex I', '§5.3', 'U');
