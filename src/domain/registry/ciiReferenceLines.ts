import type { ShipType } from './shipTypes';
import { src } from './source';

/**
 * One size band of a G2 reference line. The band is chosen on the ship's actual DWT/GT:
 * `min` inclusive, `max` exclusive (the table reads "≥ X" / "< X"). `fixedCapacity` is the
 * capped (or floored) capacity the reference line uses instead of the actual one.
 */
export interface ReferenceBand {
  readonly min: number;
  readonly max: number;
  readonly fixedCapacity: number | null;
  readonly a: number;
  readonly c: number;
}

export const REFERENCE_LINE_SOURCE = src('MEPC.353(78) (G2)', 'Table 1', '§1.3');

/** Years the G2 2022 table is used for: reference lines are 2019-based; G3 Z covers 2019–2030. */
export const REFERENCE_LINE_YEARS = { from: 2019, to: 2030 } as const;

const INF = Number.POSITIVE_INFINITY;
const band = (min: number, max: number, a: number, c: number, fixedCapacity: number | null = null) => ({
  min,
  max,
  fixedCapacity,
  a,
  c,
});
const single = (a: number, c: number) => [band(0, INF, a, c)];

/** CII_ref = a × Capacity^(−c); 2022 values only (the 2021 MEPC.337(76) table is superseded). */
export const REFERENCE_LINES: Readonly<Record<ShipType, readonly ReferenceBand[]>> = {
  bulk_carrier: [band(279_000, INF, 4745, 0.622, 279_000), band(0, 279_000, 4745, 0.622)],
  gas_carrier: [band(65_000, INF, 14405e7, 2.071), band(0, 65_000, 8104, 0.639)],
  tanker: single(5247, 0.61),
  container_ship: single(1984, 0.489),
  general_cargo_ship: [band(20_000, INF, 31948, 0.792), band(0, 20_000, 588, 0.3885)],
  refrigerated_cargo_carrier: single(4600, 0.557),
  combination_carrier: single(5119, 0.622),
  // LNG < 65 000 DWT: a = 14779E10 (not 14479E10) and capacity floored at 65 000 — docs/regulatory-sources.md §1.3.
  lng_carrier: [
    band(100_000, INF, 9.827, 0),
    band(65_000, 100_000, 14479e10, 2.673),
    band(0, 65_000, 14779e10, 2.673, 65_000),
  ],
  // Vehicle carrier cap is 57 700 GT (the Etive-Mor README's 57 000 is a transcription error).
  ro_ro_cargo_ship_vehicle_carrier: [
    band(57_700, INF, 3627, 0.59, 57_700),
    band(30_000, 57_700, 3627, 0.59),
    band(0, 30_000, 330, 0.329),
  ],
  ro_ro_cargo_ship: single(1967, 0.485),
  ro_ro_passenger_ship: single(2023, 0.46),
  ro_ro_passenger_ship_hsc: single(4196, 0.46),
  cruise_passenger_ship: single(930, 0.383),
};
