import fc from 'fast-check';
import { scopeSegments, type Port, type Segment } from '../../../src/domain/euMrv';
import { SHIP_TYPES } from '../../../src/domain/registry/shipTypes';

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
