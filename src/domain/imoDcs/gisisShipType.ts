import type { ShipType } from '../registry/shipTypes';

/** The `ShipType` enumeration of the GISIS FUEL/2018 schema (MARPOL Annex VI Appendix IX types). */
export const GISIS_SHIP_TYPES = [
  'BulkCarrier',
  'GasCarrier',
  'Tanker',
  'Containership',
  'GeneralCargoShip',
  'RefrigeratedCargoCarrier',
  'CombinationCarrier',
  'PassengerShip',
  'RoRoCargoShipVehicleCarrier',
  'RoRoCargoShip',
  'RoRoPassengerShip',
  'LNGCarrier',
  'CruisePassengerShip',
  'Other',
] as const;
export type GisisShipType = (typeof GISIS_SHIP_TYPES)[number];

const BY_CALCULATION_TYPE: Record<ShipType, GisisShipType> = {
  bulk_carrier: 'BulkCarrier',
  gas_carrier: 'GasCarrier',
  tanker: 'Tanker',
  container_ship: 'Containership',
  general_cargo_ship: 'GeneralCargoShip',
  refrigerated_cargo_carrier: 'RefrigeratedCargoCarrier',
  combination_carrier: 'CombinationCarrier',
  lng_carrier: 'LNGCarrier',
  ro_ro_cargo_ship_vehicle_carrier: 'RoRoCargoShipVehicleCarrier',
  ro_ro_cargo_ship: 'RoRoCargoShip',
  ro_ro_passenger_ship: 'RoRoPassengerShip',
  ro_ro_passenger_ship_hsc: 'RoRoPassengerShip',
  cruise_passenger_ship: 'CruisePassengerShip',
};

const letters = (s: string) => s.replace(/[^a-z]/gi, '').toLowerCase();
const BY_LETTERS = new Map(GISIS_SHIP_TYPES.map((v) => [letters(v), v]));

/**
 * The GISIS ship type of a ship-type dictionary row. The calculation type decides for every type
 * CII rates; the types it does not rate (calculation type `other`: passenger ship, other types)
 * are matched by the row's IMO type text ignoring case, spaces and punctuation ("Passenger ship"
 * → PassengerShip), which also reads a report stored before the enumeration value was kept.
 * Anything else is `Other`, sent with its free text in `ShipTypeOther`.
 */
export function gisisShipTypeOf(row: { calcType: string | null; imoType: string | null }): GisisShipType {
  const byCalc = BY_CALCULATION_TYPE[row.calcType as ShipType];
  if (byCalc) return byCalc;
  return BY_LETTERS.get(letters(row.imoType ?? '')) ?? 'Other';
}
