/**
 * Public API of the regulatory calculation engine: pure functions over plain data, no I/O.
 * Server (stored results, reports) and browser (previews) import from here.
 */
export { PARAMETER_SET, type Source, type YearRange } from './registry/source';
export { DomainError, OutOfTableError } from './registry/errors';
export { lookupYear, tableYears, type YearTable } from './registry/yearTable';
export {
  FUELS,
  FUEL_CODES,
  co2FromFuels,
  isFuelCode,
  type FuelAmount,
  type FuelCode,
  type FuelFactors,
} from './registry/fuels';
export {
  SHIP_TYPES,
  SHIP_TYPE_INFO,
  isShipType,
  type CapacityKind,
  type ShipType,
} from './registry/shipTypes';
export { LNG_CONSUMERS, type LngConsumer } from './registry/fuelEuFactors';
export { ICE_CLASSES, type IceClass } from './registry/ciiG5';
export { GWP_SETS, DEFAULT_GWP, type GwpSet } from './registry/gwp';
export {
  EU_MEMBER_STATES,
  EEA_EFTA_STATES,
  OUTERMOST_REGION_CODES,
  NEIGHBOURING_TRANSHIPMENT_PORTS,
} from './registry/euGeography';
export { DECISIONS, type Decision } from './registry/decisions';
export * from './cii';
export * from './eeoi';
export * from './euMrv';
export * from './fuelEu';
export * from './imoDcs';
export * from './ukMrv';
export * from './chinaMsa';
export * from './calcSchemas';
