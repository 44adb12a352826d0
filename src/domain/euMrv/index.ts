export { classifyPort, isEeaCountry, type Port, type PortClass } from './ports';
export { berthScope, voyageScope, type MrvBucket, type Scope, type Share } from './scope';
export { co2e, emissionsOf, factorsPerTonne, type EmissionFuel, type Emissions } from './emissions';
export { scopeSegments, type Segment } from './segments';
export { calculateEuEts, type EuEtsInput, type EuEtsResult, type SegmentResult } from './ets';
export { mrvAnnual, type MrvAnnual } from './annual';
export { euMrvReport, euMrvTotals, euSegments, orderLegs } from './report';
export type * from './reportTypes';
export {
  companyAggregate,
  etsCost,
  etsDeadlines,
  type CompanyAggregate,
  type CompanyShipRow,
} from './company';
