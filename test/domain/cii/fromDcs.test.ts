import fc from 'fast-check';
import {
  calculateCii,
  ciiApplies,
  ciiInputFromTotals,
  ciiShipTypeOf,
  fuelsOfClasses,
  totalsFromDcs,
  type CiiTotals,
} from '../../../src/domain/cii';
import { dcsFigures } from '../../support/imoDcs/dcsFigures';
import { dcsShip } from '../../support/imoDcs/reportLegs';
import { CII_RATINGS } from '../../../src/domain/cii';

// CII-1 of docs/regulatory-sources.md §11 as DCS totals: 80 t HFO, 50 000 DWT, 1 000 nm, 2026 → C.
const cii1: CiiTotals = {
  shipType: 'bulk_carrier',
  dwt: 50000,
  gt: 30000,
  year: 2026,
  distanceNm: 1000,
  fuelT: { HFO: 80 },
};

describe('CII input from DCS totals', () => {
  it('maps fuel classes to registry fuels, leaving empty classes out', () => {
    expect(fuelsOfClasses({ HFO: 10, LFO: 0, MDO_MGO: 2.5, LNG: 1 })).toEqual([
      { fuel: 'HFO', tonnes: 10 },
      { fuel: 'MDO_MGO', tonnes: 2.5 },
      { fuel: 'LNG', tonnes: 1 },
    ]);
  });

  it('rates the CII-1 worked example like the calculator (C, attained 4.9824)', () => {
    const r = calculateCii(ciiInputFromTotals(cii1));
    expect(r.attained).toBeCloseTo(4.9824, 9);
    expect(r.rating).toBe('C');
  });

  it('passes corrections through', () => {
    const input = ciiInputFromTotals(cii1, {
      voyageFuels: [{ fuel: 'HFO', tonnes: 8 }],
      voyageDistanceNm: 100,
    });
    // (80 − 8) × 3.114 × 10⁶ / (50 000 × 900) = 4.9824 exactly as the uncorrected one.
    const r = calculateCii(input);
    expect(r.attained).toBeCloseTo((72 * 3.114e6) / (50000 * 900), 9);
    expect(r.uncorrected?.attained).toBeCloseTo(4.9824, 9);
  });

  it('takes the year of the period start and the particulars of the DCS figures', () => {
    const figures = dcsFigures({
      period: { start: '2025-07-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' },
      ship: { ...dcsShip, dwt: 42000, gt: 25000 },
      distanceNm: 1234,
      fuelT: { HFO: 1, MDO_MGO: 2 },
    });
    expect(totalsFromDcs(figures, 'tanker')).toEqual({
      shipType: 'tanker',
      dwt: 42000,
      gt: 25000,
      year: 2025,
      distanceNm: 1234,
      fuelT: { HFO: 1, MDO_MGO: 2 },
    });
  });

  it('knows which dictionary types and tonnages reg. 28 rates', () => {
    expect(ciiShipTypeOf('bulk_carrier')).toBe('bulk_carrier');
    expect(ciiShipTypeOf('other')).toBeNull();
    expect(ciiShipTypeOf(null)).toBeNull();
    expect(ciiApplies(5000)).toBe(true);
    expect(ciiApplies(4999.9)).toBe(false);
  });

  it('property: more fuel never gives a better rating', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 20000, noNaN: true }),
        fc.double({ min: 0, max: 20000, noNaN: true }),
        fc.double({ min: 1000, max: 200000, noNaN: true }),
        (hfo, extra, dist) => {
          const a = calculateCii(ciiInputFromTotals({ ...cii1, distanceNm: dist, fuelT: { HFO: hfo } }));
          const b = calculateCii(
            ciiInputFromTotals({ ...cii1, distanceNm: dist, fuelT: { HFO: hfo + extra } }),
          );
          expect(CII_RATINGS.indexOf(b.rating)).toBeGreaterThanOrEqual(CII_RATINGS.indexOf(a.rating));
          expect(b.attained).toBeGreaterThanOrEqual(a.attained);
        },
      ),
    );
  });
});
