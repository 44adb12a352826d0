export { pathwayFactors, type FuelPathway, type PathwayFactors } from './factors';
export { ghgIntensity, tonnesInScope, type FuelEuFuel, type IntensityResult } from './intensity';
export { complianceBalanceT, fuelEuPenalty, windRewardFactor } from './compliance';
export { calculateFuelEu, type FuelEuInput, type FuelEuResult } from './calculate';
export {
  adjustedBalanceT,
  bankableT,
  borrow,
  borrowingCapT,
  type BorrowInput,
  type BorrowResult,
} from './flexibility';
export { allocatePool, poolViolations, type PoolAllocation, type PoolMember } from './pooling';
export { lngConsumerOf, lngConsumerShares, type FuelEuEngine, type LngConsumerShare } from './lngEngines';
export {
  fuelEuReport,
  legPeriodShare,
  type FuelEuCarryOver,
  type FuelEuFigures,
  type FuelEuFuelRow,
  type FuelEuLegInput,
  type FuelEuOpsInput,
  type FuelEuPort,
  type FuelEuReportInput,
  type FuelEuVoyageRow,
} from './report';
export { fuelEuFinal, type FuelEuBalanceBasis, type FuelEuDecisions, type FuelEuFinal } from './balance';
export { fuelEuCandidates, FUELEU_FIRST_YEAR } from './candidates';
