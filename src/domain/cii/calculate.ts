import { DomainError } from '../registry/errors';
import { co2FromFuels, type FuelAmount } from '../registry/fuels';
import { PARAMETER_SET } from '../registry/source';
import type { ShipType } from '../registry/shipTypes';
import { ciiCapacity, referenceCapacity } from './capacity';
import { correctedTerms, type CiiCorrections } from './corrections';
import { ratingBoundaries, ratingFromRatio, ratingVector, type Boundaries, type CiiRating } from './rating';
import { ciiReference, ciiRequired, reductionFactor } from './required';

export interface CiiInput {
  readonly shipType: ShipType;
  readonly dwt?: number;
  readonly gt?: number;
  readonly year: number;
  readonly distanceNm: number;
  readonly fuels: readonly FuelAmount[];
  readonly corrections?: CiiCorrections;
}

export interface CiiUncorrected {
  readonly co2Tonnes: number;
  readonly attained: number;
  readonly ratio: number;
  readonly rating: CiiRating;
}

export interface CiiResult {
  /** Actual DWT/GT (attained CII). */
  readonly capacity: number;
  /** Capacity the reference line used (capped/floored where G2 says). */
  readonly capacityRef: number;
  /** CO2 in the attained numerator, t (after G5 deductions when corrections are given). */
  readonly co2Tonnes: number;
  /** g CO2 / (capacity · nm). */
  readonly attained: number;
  readonly reference: number;
  readonly required: number;
  /** Z, %. */
  readonly reductionFactor: number;
  readonly boundaries: Boundaries;
  /** attained / required, the value the rating is decided on. */
  readonly ratio: number;
  readonly rating: CiiRating;
  readonly parameterSet: string;
  /** Present only when corrections were given. */
  readonly uncorrected?: CiiUncorrected;
}

/** Attained CII = Σ FC·CF / (C · D), with FC in g (t × 10⁶) so the unit is g CO2 / (capacity·nm). */
export function attainedCii(co2Tonnes: number, capacity: number, distanceNm: number): number {
  if (!(distanceNm > 0)) throw new DomainError('distance_invalid', 'distance travelled must be > 0 nm');
  return (co2Tonnes * 1e6) / (capacity * distanceNm);
}

/** Reg. 28 with G1–G5: attained (optionally corrected), reference, required, boundaries, rating. */
export function calculateCii(input: CiiInput): CiiResult {
  const { shipType, year, distanceNm, fuels } = input;
  const capacity = ciiCapacity(shipType, input);
  const reference = ciiReference(shipType, capacity);
  const required = ciiRequired(reference, year);
  const vector = ratingVector(shipType, input.dwt);
  const co2Total = co2FromFuels(fuels);
  const rawAttained = attainedCii(co2Total, capacity, distanceNm);
  const rawRatio = rawAttained / required;
  const base = {
    capacity,
    capacityRef: referenceCapacity(shipType, capacity),
    reference,
    required,
    reductionFactor: reductionFactor(year),
    boundaries: ratingBoundaries(required, vector),
    parameterSet: PARAMETER_SET,
  };
  if (!input.corrections) {
    return {
      ...base,
      co2Tonnes: co2Total,
      attained: rawAttained,
      ratio: rawRatio,
      rating: ratingFromRatio(rawRatio, vector),
    };
  }
  const t = correctedTerms(shipType, input.dwt, year, fuels, distanceNm, input.corrections);
  const attained = (t.co2Tonnes * 1e6) / (t.capacityFactor * capacity * t.distanceNm);
  const ratio = attained / required;
  return {
    ...base,
    co2Tonnes: t.co2Tonnes,
    attained,
    ratio,
    rating: ratingFromRatio(ratio, vector),
    uncorrected: {
      co2Tonnes: co2Total,
      attained: rawAttained,
      ratio: rawRatio,
      rating: ratingFromRatio(rawRatio, vector),
    },
  };
}
