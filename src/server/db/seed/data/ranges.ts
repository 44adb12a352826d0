/**
 * Gross-tonnage ranges (DIC_GROSS_TON) and ship-age ranges (DIC_SHIP_AGE), used as filters in the
 * analysis screens (docs/legacy-system.md §7). The original values are not in the inventory;
 * the tonnage bounds follow the regulatory thresholds the app works with: 400 GT (MARPOL Annex VI
 * certification; EU MRV general cargo/offshore from 2025) and 5,000 GT (IMO DCS, CII, EU MRV/ETS,
 * FuelEU, UK ETS), then bands by common size. Ranges are [min, max): max null = open.
 */
export interface GrossTonRangeSeed {
  code: string;
  cnName: string;
  enName: string;
  min: number;
  max: number | null;
  enabled: boolean;
  /** Remark in Chinese; `remarkEn` in English. */
  remark: string;
  remarkEn: string;
}

export interface ShipAgeRangeSeed {
  min: number;
  max: number | null;
  enabled: boolean;
  remark: string;
  remarkEn: string;
}

const band = (code: string, min: number, max: number | null, [remark, remarkEn] = ['', '']): GrossTonRangeSeed => {
  const label = max === null ? `≥ ${min.toLocaleString('en')}` : `${min.toLocaleString('en')}~${max.toLocaleString('en')}`;
  return { code, cnName: `${label} 总吨`, enName: `${label} GT`, min, max, enabled: true, remark, remarkEn };
};

export const GROSS_TON_RANGES: readonly GrossTonRangeSeed[] = [
  band('GT01', 0, 400, ['低于 MARPOL 附则 VI 发证门槛', 'Below MARPOL Annex VI certification']),
  band('GT02', 400, 5_000, [
    '自 2025 年起纳入欧盟 MRV 的杂货船/海工船吨位段',
    'EU MRV general cargo/offshore band from 2025',
  ]),
  band('GT03', 5_000, 10_000, ['IMO DCS / CII / 欧盟 MRV 门槛', 'IMO DCS / CII / EU MRV threshold']),
  band('GT04', 10_000, 25_000),
  band('GT05', 25_000, 50_000),
  band('GT06', 50_000, 100_000),
  band('GT07', 100_000, null),
];

const age = (min: number, max: number | null): ShipAgeRangeSeed => ({
  min,
  max,
  enabled: true,
  remark: max === null ? `≥ ${min} 年` : `${min}-${max} 年`,
  remarkEn: max === null ? `≥ ${min} years` : `${min}-${max} years`,
});

export const SHIP_AGE_RANGES: readonly ShipAgeRangeSeed[] = [
  age(0, 5),
  age(5, 10),
  age(10, 15),
  age(15, 20),
  age(20, 25),
  age(25, null),
];
