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
