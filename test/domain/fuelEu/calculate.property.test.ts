import fc from 'fast-check';
import { calculateFuelEu } from '../../../src/domain/fuelEu';
import { LNG_CONSUMERS } from '../../../src/domain/registry/fuelEuFactors';

const tonnes = fc.double({ min: 0, max: 1e4, noNaN: true });
const fuelLine = fc.record({
  fuel: fc.constantFrom(
    'HFO',
    'LFO',
    'MDO_MGO',
    'LNG',
    'LPG_PROPANE',
    'LPG_BUTANE',
    'METHANOL',
  ) as fc.Arbitrary<'HFO' | 'LFO' | 'MDO_MGO' | 'LNG' | 'LPG_PROPANE' | 'LPG_BUTANE' | 'METHANOL'>,
  consumer: fc.constantFrom(...LNG_CONSUMERS),
  tonnesIntraEu: tonnes,
  tonnesExtraEu: tonnes,
  tonnesAtBerth: tonnes,
});

describe('FuelEU invariants', () => {
  it('the compliance balance sign matches target vs intensity; penalty only for a deficit', () => {
    fc.assert(
      fc.property(
        fc.array(fuelLine, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 2025, max: 2055 }),
        fc.double({ min: 1, max: 1e8, noNaN: true }),
        (lines, year, opsMJ) => {
          const r = calculateFuelEu({ year, fuels: lines, opsMJ });
          expect(Math.sign(r.complianceBalanceT)).toBe(Math.sign(r.target - r.ghgIntensity));
          expect(r.penaltyEur > 0).toBe(r.complianceBalanceT < 0);
        },
      ),
    );
  });
});
