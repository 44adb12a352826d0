import fc from 'fast-check';
import {
  calculateCii,
  ciiReference,
  ciiRequired,
  ratingBoundaries,
  ratingVector,
  reductionFactor,
} from '../../../src/domain/cii';
import { FUEL_CODES } from '../../../src/domain/registry/fuels';
import { SHIP_TYPES, SHIP_TYPE_INFO } from '../../../src/domain/registry/shipTypes';

const shipType = fc.constantFrom(...SHIP_TYPES);
const year = fc.integer({ min: 2019, max: 2030 });
const tonnage = fc.double({ min: 400, max: 500_000, noNaN: true });
const fuelList = fc.array(
  fc.record({ fuel: fc.constantFrom(...FUEL_CODES), tonnes: fc.double({ min: 0, max: 1e5, noNaN: true }) }),
  { minLength: 1, maxLength: 4 },
);

describe('CII invariants', () => {
  it('more fuel never lowers the attained CII', () => {
    fc.assert(
      fc.property(shipType, tonnage, year, fuelList, fc.constantFrom(...FUEL_CODES), fc.double({ min: 0, max: 1e4, noNaN: true }),
        (type, cap, y, fuels, extraFuel, extra) => {
          const input = { shipType: type, dwt: cap, gt: cap, year: y, distanceNm: 50_000, fuels };
          const before = calculateCii(input).attained;
          const after = calculateCii({ ...input, fuels: [...fuels, { fuel: extraFuel, tonnes: extra }] }).attained;
          expect(after).toBeGreaterThanOrEqual(before);
        }), // prettier-ignore
    );
  });

  it('boundaries are ordered superior < lower < upper < inferior', () => {
    fc.assert(
      fc.property(shipType, tonnage, year, (type, cap, y) => {
        const b = ratingBoundaries(ciiRequired(ciiReference(type, cap), y), ratingVector(type, cap));
        expect(b.superior).toBeLessThan(b.lower);
        expect(b.lower).toBeLessThan(b.upper);
        expect(b.upper).toBeLessThan(b.inferior);
      }),
    );
  });

  it('a bigger Z never raises the required CII', () => {
    fc.assert(
      fc.property(shipType, tonnage, year, year, (type, cap, y1, y2) => {
        const ref = ciiReference(type, cap);
        const [lo, hi] = reductionFactor(y1) <= reductionFactor(y2) ? [y1, y2] : [y2, y1];
        expect(ciiRequired(ref, hi)).toBeLessThanOrEqual(ciiRequired(ref, lo));
      }),
    );
  });

  it('the rating matches the position of the attained value among the boundaries', () => {
    fc.assert(
      fc.property(shipType, tonnage, year, fuelList, (type, cap, y, fuels) => {
        const r = calculateCii({ shipType: type, dwt: cap, gt: cap, year: y, distanceNm: 10_000, fuels });
        const b = r.boundaries;
        const rank = [b.superior, b.lower, b.upper, b.inferior].filter(
          (x) => r.attained >= x * (1 + 1e-12),
        ).length;
        const rankLoose = [b.superior, b.lower, b.upper, b.inferior].filter(
          (x) => r.attained >= x * (1 - 1e-12),
        ).length;
        expect(['A', 'B', 'C', 'D', 'E'].slice(rank, rankLoose + 1)).toContain(r.rating);
        expect(r.capacity).toBe(cap);
        expect(SHIP_TYPE_INFO[type].capacity).toMatch(/dwt|gt/);
      }),
    );
  });
});
