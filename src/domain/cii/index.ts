export { ciiCapacity, referenceBand, referenceCapacity, type Tonnage } from './capacity';
export { ciiReference, ciiRequired, LAST_RATED_YEAR, ratedYear, reductionFactor } from './required';
export {
  CII_RATINGS,
  ratingBoundaries,
  ratingFromRatio,
  ratingVector,
  type Boundaries,
  type CiiRating,
} from './rating';
export {
  correctedTerms,
  iceCapacityFactor,
  tankerAdjustmentFactor,
  type CiiCorrections,
} from './corrections';
export { fcChemicalTanker, fcGasCarrier, fcRoPax } from './cubicCapacity';
export { attainedCii, calculateCii, type CiiInput, type CiiResult, type CiiUncorrected } from './calculate';
export {
  ciiApplies,
  ciiInputFromTotals,
  ciiShipTypeOf,
  fuelsOfClasses,
  totalsFromDcs,
  type CiiTotals,
} from './fromDcs';
export {
  ciiRisk,
  requiredAhead,
  yearRating,
  type CiiRisk,
  type CiiTrend,
  type RatedPart,
  type YearRating,
} from './fleet';
