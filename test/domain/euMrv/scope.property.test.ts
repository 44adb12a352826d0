import fc from 'fast-check';
import { scopeSegments, type Port, type Segment } from '../../src/domain/euMrv';
import { calculateFuelEu } from '../../src/domain/fuelEu';
import { LNG_CONSUMERS } from '../../src/domain/registry/fuelEuFactors';
import { SHIP_TYPES } from '../../src/domain/registry/shipTypes';

const port: fc.Arbitrary<Port> = fc.record({
  country: fc.constantFrom('NL', 'DE', 'FR', 'PT', 'ES', 'NO', 'RE', 'GP', 'US', 'CN', 'GB', 'MA', 'EG'),
  outermostRegion: fc.boolean(),
  containerTranshipment: fc.boolean(),
});
const fuels = [{ fuel: 'HFO' as const, tonnes: 1 }];
const segment: fc.Arbitrary<Segment> = fc.oneof(
  fc.record({ type: fc.constant('voyage' as const), from: port, to: port, fuels: fc.constant(fuels) }),
  fc.record({ type: fc.constant('berth' as const), port, fuels: fc.constant(fuels) }),
);

describe('scope invariants', () => {
  it('ETS and FuelEU shares are in {0, 0.5, 1}; MRV in {0, 1} and covers every ETS share', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 12 }), fc.constantFrom(...SHIP_TYPES), fc.integer({ min: 2024, max: 2040 }),
        (segs, type, year) => {
          for (const s of scopeSegments(segs, type, year)) {
            expect([0, 0.5, 1]).toContain(s.etsShare);
            expect([0, 0.5, 1]).toContain(s.fuelEuShare);
            expect([0, 1]).toContain(s.mrvShare);
            if (s.etsShare > 0 || s.fuelEuShare > 0) expect(s.mrvShare).toBe(1);
          }
        }), // prettier-ignore
    );
  });
});

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
