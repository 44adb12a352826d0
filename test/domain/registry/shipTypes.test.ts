import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIP_TYPES as SEEDED } from '../../../src/server/db/seed/data/shipTypes';
import {
  CALCULATION_TYPES,
  calculationTypeOf,
  isContainerShip,
  isShipType,
} from '../../../src/domain/registry/shipTypes';
import { isFuelCode } from '../../../src/domain/registry/fuels';

/** The one rule from a ship's type code to its calculation type (docs/ledger.md §2 "Ship type"). */
describe('calculationTypeOf', () => {
  it('the seeded dictionary: container ship is code 4, and no code is itself a calculation type', () => {
    expect(
      SEEDED.filter((r) => calculationTypeOf(r.code, r) === 'container_ship').map((r) => r.code),
    ).toEqual(['4']);
    for (const r of SEEDED) expect(CALCULATION_TYPES).not.toContain(r.code);
  });

  it('any row: the sub-type\'s calc type first, then the type\'s; a name it does not know is "other"', () => {
    const name = fc.oneof(fc.constantFrom(...CALCULATION_TYPES), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), name, fc.option(name), (code, calcType, sub) => {
        const decided = sub ?? calcType;
        const expected = (CALCULATION_TYPES as readonly string[]).includes(decided) ? decided : 'other';
        expect(calculationTypeOf(code, { code, calcType, subCalcType: sub })).toBe(expected);
      }),
    );
  });

  it('a name that is only an object property of the code tables is unknown, not a type', () => {
    // fast-check found '__proto__' read as a ship type: the tables are looked up as own keys only.
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(calculationTypeOf('X', { code: 'X', calcType: name, subCalcType: null })).toBe('other');
      expect(isShipType(name)).toBe(false);
      expect(isFuelCode(name)).toBe(false);
    }
  });

  it('no row computes as "other"; the row of another code is a programming error', () => {
    expect(calculationTypeOf('4', null)).toBe('other');
    expect(() => calculationTypeOf('4', { code: '5', calcType: 'container_ship' })).toThrow();
  });

  it('only the container ship type takes the transhipment rule', () => {
    expect(CALCULATION_TYPES.filter(isContainerShip)).toEqual(['container_ship']);
  });
});
