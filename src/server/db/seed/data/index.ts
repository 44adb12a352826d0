/** Reference data for the dictionaries, as plain values: the seed writes them, nothing here does I/O. */
export { FLAG_STATES, type FlagStateSeed } from './flagStates';
export { PORTS, PORT_DATA_VERSION, type PortSeed } from './ports';
export { CLASS_SOCIETIES, type ClassSocietySeed } from './classSocieties';
export {
  SHIP_TYPES,
  SHIP_SUB_TYPES,
  type ShipTypeSeed,
  type ShipSubTypeSeed,
} from './shipTypes';
export { FUEL_TYPES, ALL_FUEL_CODES, type FuelTypeSeed, type SulphurClass } from './fuelTypes';
export { ENERGY_FORMS, type EnergyFormSeed } from './energyForms';
export {
  GROSS_TON_RANGES,
  SHIP_AGE_RANGES,
  type GrossTonRangeSeed,
  type ShipAgeRangeSeed,
} from './ranges';
export { EVALUATION_PARAMS, type EvaluationParamSeed } from './evaluationParams';
export { CITIES, type CitySeed } from './cities';
export { SYSTEM_DICTIONARY, TEST_PARAMS, type SystemDictionarySeed, type TestParamSeed } from './systemDictionary';
export { COUNTRY_DATA_VERSION } from './countries';
