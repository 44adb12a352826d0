import { REDUCTION_FACTORS } from '../registry/ciiReductionFactors';
import { lookupYear, tableYears } from '../registry/yearTable';
import type { ShipType } from '../registry/shipTypes';
import { referenceBand } from './capacity';

/** CII_ref = a × Capacity^(−c) on the G2 capacity (capped where the band says so). */
export function ciiReference(shipType: ShipType, capacity: number): number {
  const band = referenceBand(shipType, capacity);
  return band.a * Math.pow(band.fixedCapacity ?? capacity, -band.c);
}

/** Z (%) for a year; throws OutOfTableError outside 2019–2030. */
export const reductionFactor = (year: number): number => lookupYear(REDUCTION_FACTORS, year);

/** The last year G3 gives a reduction factor for: no rating exists after it. */
export const LAST_RATED_YEAR = tableYears(REDUCTION_FACTORS).to ?? Number.POSITIVE_INFINITY;

/** The year a rating read "now" is about: the current one, or the last the registry rates. */
export const ratedYear = (year: number): number => Math.min(year, LAST_RATED_YEAR);

/** CII_required = (1 − Z/100) × CII_ref (G3). */
export function ciiRequired(reference: number, year: number): number {
  return (1 - reductionFactor(year) / 100) * reference;
}
