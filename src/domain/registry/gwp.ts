import { src } from './source';

/** GWP-100 sets. CO2 is 1 in both. */
export const GWP_SETS = {
  AR4: {
    co2: 1,
    ch4: 25,
    n2o: 298,
    source: src('Regulation (EU) 2023/1805 Annex I; RED II Annex V C(4)', 'GWP', '§7.5'),
  },
  AR5: {
    co2: 1,
    ch4: 28,
    n2o: 265,
    source: src('EU ETS MRR (EU) 2018/2066 as amended (IPCC AR5)', 'GWP', '§5.6', 'U'),
  },
} as const;
export type GwpSet = keyof typeof GWP_SETS;
export interface Gwp {
  readonly co2: number;
  readonly ch4: number;
  readonly n2o: number;
}

/** Defaults per regime (decision GWP in decisions.ts): FuelEU AR4 as its Annex I says; MRV/ETS AR5. */
export const DEFAULT_GWP = { fuelEu: 'AR4', euEts: 'AR5', ukEts: 'AR5' } as const satisfies Record<
  string,
  GwpSet
>;
