import type { ShipType } from './shipTypes';
import { src } from './source';

/** exp(d1..d4) as printed in G4 Table 1: superior, lower, upper, inferior (ratios to the required CII). */
export interface RatingVector {
  readonly superior: number;
  readonly lower: number;
  readonly upper: number;
  readonly inferior: number;
}

/** A vector that applies from `minDwt` (inclusive) up to the next band. */
export interface RatingBand {
  readonly minDwt: number;
  readonly vector: RatingVector;
}

export const RATING_VECTOR_SOURCE = src('MEPC.354(78) (G4)', 'Table 1', '§1.5');

const v = (superior: number, lower: number, upper: number, inferior: number): RatingVector => ({
  superior,
  lower,
  upper,
  inferior,
});
const one = (vector: RatingVector): RatingBand[] => [{ minDwt: 0, vector }];

/** Bands listed from the largest threshold down; the first band whose minDwt ≤ DWT applies. */
export const RATING_VECTORS: Readonly<Record<ShipType, readonly RatingBand[]>> = {
  bulk_carrier: one(v(0.86, 0.94, 1.06, 1.18)),
  gas_carrier: [
    { minDwt: 65_000, vector: v(0.81, 0.91, 1.12, 1.44) },
    { minDwt: 0, vector: v(0.85, 0.95, 1.06, 1.25) },
  ],
  tanker: one(v(0.82, 0.93, 1.08, 1.28)),
  container_ship: one(v(0.83, 0.94, 1.07, 1.19)),
  general_cargo_ship: one(v(0.83, 0.94, 1.06, 1.19)),
  refrigerated_cargo_carrier: one(v(0.78, 0.91, 1.07, 1.2)),
  combination_carrier: one(v(0.87, 0.96, 1.06, 1.14)),
  lng_carrier: [
    { minDwt: 100_000, vector: v(0.89, 0.98, 1.06, 1.13) },
    { minDwt: 0, vector: v(0.78, 0.92, 1.1, 1.37) },
  ],
  ro_ro_cargo_ship_vehicle_carrier: one(v(0.86, 0.94, 1.06, 1.16)),
  ro_ro_cargo_ship: one(v(0.76, 0.89, 1.08, 1.27)),
  ro_ro_passenger_ship: one(v(0.76, 0.92, 1.14, 1.3)),
  ro_ro_passenger_ship_hsc: one(v(0.76, 0.92, 1.14, 1.3)),
  cruise_passenger_ship: one(v(0.87, 0.95, 1.06, 1.16)),
};
