import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GISIS_SHIP_TYPES, gisisShipTypeOf } from '../../../src/domain/imoDcs/gisisShipType.js';
import { SHIP_TYPES } from '../../../src/domain/registry/shipTypes.js';
import { SHIP_SUB_TYPES, SHIP_TYPES as DICTIONARY } from '../../../src/server/db/seed/data/shipTypes.js';

/** The `ShipType` enumeration as the official schema copy lists it. */
function schemaShipTypes(): string[] {
  const xsd = readFileSync(
    fileURLToPath(new URL('../../fixtures/schemas/imo-dcs-fuel-2018.xsd', import.meta.url)),
    'utf8',
  );
  const block = xsd.slice(xsd.indexOf('name="ShipType"'), xsd.indexOf('name="ShipTypeOther"'));
  return [...block.matchAll(/enumeration value="([^"]+)"/g)].map((m) => m[1]!);
}

describe('gisisShipTypeOf', () => {
  it('speaks exactly the schema enumeration', () => {
    expect([...GISIS_SHIP_TYPES]).toEqual(schemaShipTypes());
  });

  it('maps every calculation type to a schema value, each rated type to its own', () => {
    const values = SHIP_TYPES.map((c) => gisisShipTypeOf({ calcType: c, imoType: null }));
    for (const v of values) expect(GISIS_SHIP_TYPES).toContain(v);
    expect(values).not.toContain('Other');
  });

  it('maps every dictionary row and sub-type to a schema value (passenger ship by its IMO text)', () => {
    const got = Object.fromEntries(DICTIONARY.map((r) => [r.code, gisisShipTypeOf(r)]));
    expect(got).toEqual({
      '1': 'BulkCarrier',
      '2': 'GasCarrier',
      '3': 'Tanker',
      '4': 'Containership',
      '5': 'GeneralCargoShip',
      '6': 'RefrigeratedCargoCarrier',
      '7': 'CombinationCarrier',
      '8': 'PassengerShip',
      '9': 'RoRoCargoShipVehicleCarrier',
      '10': 'RoRoCargoShip',
      '11': 'RoRoPassengerShip',
      '12': 'LNGCarrier',
      '13': 'CruisePassengerShip',
      '14': 'Other',
    });
    for (const s of SHIP_SUB_TYPES.filter((x) => x.calcType))
      expect(GISIS_SHIP_TYPES).toContain(gisisShipTypeOf({ calcType: s.calcType!, imoType: null }));
  });

  it('reads the dictionary words a report stored before (and leaves unknown words Other)', () => {
    expect(gisisShipTypeOf({ calcType: null, imoType: 'Bulk carrier' })).toBe('BulkCarrier');
    expect(gisisShipTypeOf({ calcType: null, imoType: 'Ro-ro cargo ship (vehicle carrier)' })).toBe(
      'RoRoCargoShipVehicleCarrier',
    );
    expect(gisisShipTypeOf({ calcType: null, imoType: 'LNGCarrier' })).toBe('LNGCarrier');
    expect(gisisShipTypeOf({ calcType: 'other', imoType: 'Tug' })).toBe('Other');
  });
});
