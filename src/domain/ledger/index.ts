/** The ledger derivation (docs/ledger.md): pure functions from reported records to legs and totals. */
export * from './types';
export { fuelClassOf, byClass, co2OfClasses, co2OfCodes, addCode, addAll } from './fuels';
export { recordFromInput, episodeFromInput, snapshotFromInput } from './fromInput';
export {
  EPSILON_T,
  sortRecords,
  stayConsumption,
  recordStay,
  seaConsumption,
  consumptionIssues,
} from './consumption';
export { deriveLegs } from './legs';
export { voyageIndicators } from './indicators';
export {
  periodTotals,
  periodFuel,
  timedFuelInPeriod,
  legShareInPeriod,
  legTotalsInPeriod,
  snapshotAt,
  SNAPSHOT_TOLERANCE_MS,
  type PeriodResult,
  type TimedFuelSums,
  type LegShare,
  type LegFigures,
  type Stay,
} from './periods';
