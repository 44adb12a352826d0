import { RATING_VECTORS, type RatingVector } from '../registry/ciiRatingVectors';
import type { ShipType } from '../registry/shipTypes';

export type CiiRating = 'A' | 'B' | 'C' | 'D' | 'E';
export const CII_RATINGS: readonly CiiRating[] = ['A', 'B', 'C', 'D', 'E'];

export interface Boundaries {
  readonly superior: number;
  readonly lower: number;
  readonly upper: number;
  readonly inferior: number;
}

/** G4 vector for the ship; gas and LNG carriers are banded by DWT, the rest have one row. */
export function ratingVector(shipType: ShipType, dwt: number | undefined): RatingVector {
  const bands = RATING_VECTORS[shipType];
  if (bands.length === 1) return bands[0].vector;
  const size = dwt ?? 0;
  return (bands.find((b) => size >= b.minDwt) ?? bands[bands.length - 1]).vector;
}

/** Boundary = exp(d_i) × CII_required (G4 Table 1 already prints exp(d_i)). */
export function ratingBoundaries(required: number, v: RatingVector): Boundaries {
  return {
    superior: v.superior * required,
    lower: v.lower * required,
    upper: v.upper * required,
    inferior: v.inferior * required,
  };
}

/**
 * Rating from ratio = attained / required (decision CII_BOUNDARY). A boundary belongs to the worse
 * grade, as G4 §4 reads: A if ratio < exp(d1), B if exp(d1) ≤ ratio < exp(d2), …, E if ratio ≥ exp(d4).
 * Comparing the ratio with the printed exp(d_i) avoids rounding noise in the products.
 */
export function ratingFromRatio(ratio: number, v: RatingVector): CiiRating {
  if (ratio < v.superior) return 'A';
  if (ratio < v.lower) return 'B';
  if (ratio < v.upper) return 'C';
  if (ratio < v.inferior) return 'D';
  return 'E';
}
