/** Energy statistics (docs/statistics.md): sums of IMO legs and the indicators from them. */
export * from './types';
export {
  EMPTY_SUMS,
  addSums,
  sumAll,
  fuelByClass,
  statIndicators,
  compareTarget,
  STAT_PARAMETER_SET,
} from './indicators';
export { bucketOf, bucketRange, bucketLabel } from './buckets';
export { annualStatistics } from './annual';
export { apportionByMonth, monthsInBuckets, type MonthFigures, type MonthLeg } from './monthly';
export { co2ByYearAtSea, type PublicYear, type PublicYearLeg } from './publicYears';
