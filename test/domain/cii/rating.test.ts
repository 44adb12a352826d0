import { calculateCii, ratingFromRatio, ratingVector } from '../../../src/domain/cii';
import { OutOfTableError } from '../../../src/domain/registry/errors';
import type { ShipType } from '../../../src/domain/registry/shipTypes';

// exp(d1..d4) copied from docs/regulatory-sources.md §1.5 (MEPC.354(78) Table 1), with a DWT that selects the band.
const vectors: [ShipType, number | undefined, [number, number, number, number]][] = [
  ['bulk_carrier', 50000, [0.86, 0.94, 1.06, 1.18]],
  ['gas_carrier', 65000, [0.81, 0.91, 1.12, 1.44]],
  ['gas_carrier', 64999, [0.85, 0.95, 1.06, 1.25]],
  ['tanker', 50000, [0.82, 0.93, 1.08, 1.28]],
  ['container_ship', 50000, [0.83, 0.94, 1.07, 1.19]],
  ['general_cargo_ship', 50000, [0.83, 0.94, 1.06, 1.19]],
  ['refrigerated_cargo_carrier', 50000, [0.78, 0.91, 1.07, 1.2]],
  ['combination_carrier', 50000, [0.87, 0.96, 1.06, 1.14]],
  ['lng_carrier', 100000, [0.89, 0.98, 1.06, 1.13]],
  ['lng_carrier', 99999, [0.78, 0.92, 1.1, 1.37]],
  ['ro_ro_cargo_ship_vehicle_carrier', undefined, [0.86, 0.94, 1.06, 1.16]],
  ['ro_ro_cargo_ship', undefined, [0.76, 0.89, 1.08, 1.27]], // 2022 values, not 0.66/0.90/1.11/1.37
  ['ro_ro_passenger_ship', undefined, [0.76, 0.92, 1.14, 1.3]],
  ['ro_ro_passenger_ship_hsc', undefined, [0.76, 0.92, 1.14, 1.3]],
  ['cruise_passenger_ship', undefined, [0.87, 0.95, 1.06, 1.16]],
];

describe('G4 rating vectors and the boundary rule', () => {
  // Decision CII_BOUNDARY: a ratio exactly on exp(d_i) takes the worse grade (G4 §4 "sup ≤ att < low").
  it.each(vectors)('%s (dwt %s): exactly on each boundary → worse grade', (type, dwt, d) => {
    const v = ratingVector(type, dwt);
    expect([v.superior, v.lower, v.upper, v.inferior]).toEqual(d);
    expect(d.map((x) => ratingFromRatio(x, v))).toEqual(['B', 'C', 'D', 'E']);
    const below = d.map((x) => ratingFromRatio(x - 1e-9, v));
    expect(below).toEqual(['A', 'B', 'C', 'D']);
  });
});

// docs/regulatory-sources.md §11 CII-1 (26_HP043 fixture 1): 80 t HFO × 3.114 = 249.12 t CO2 over 50 000 DWT × 1 000 nm.
describe('CII-1 bulk carrier 2026', () => {
  const r = calculateCii({
    shipType: 'bulk_carrier',
    dwt: 50000,
    year: 2026,
    distanceNm: 1000,
    fuels: [{ fuel: 'HFO', tonnes: 80 }],
  });
  it('matches the published figures', () => {
    expect(r.co2Tonnes).toBeCloseTo(249.12, 9);
    expect(r.attained).toBeCloseTo(4.9824, 9);
    expect(r.reference).toBeCloseTo(5.668613857, 8);
    expect(r.reductionFactor).toBe(11);
    expect(r.required).toBeCloseTo(5.045066332, 8);
    expect(r.boundaries.superior).toBeCloseTo(4.338757046, 8);
    expect(r.boundaries.lower).toBeCloseTo(4.742362353, 8);
    expect(r.boundaries.upper).toBeCloseTo(5.347770312, 8);
    expect(r.boundaries.inferior).toBeCloseTo(5.953178272, 8);
    expect(r.ratio).toBeCloseTo(0.987579, 6);
    expect(r.rating).toBe('C');
    expect(r.parameterSet).toMatch(/^\d{4}-\d{2}\.\d+$/);
  });
});

// docs/regulatory-sources.md §11 CII-4 (Etive-Mor ro-pax): 19 000 t MDO (1.9e10 g) × 3.206, GT 25 000, 150 000 nm.
// 2027–2030 use MEPC.400(83) Z (13.625/16.25/18.875/21.5), not Etive-Mor's guesses.
const roPax: [number, number, string][] = [
  [2023, 18.224981, 'B'],
  [2024, 17.841297, 'B'],
  [2025, 17.457613, 'C'],
  [2026, 17.07393, 'C'],
  [2027, 16.570345, 'C'],
  [2028, 16.06676, 'C'],
  [2029, 15.563175, 'C'],
  [2030, 15.05959, 'C'],
];
// docs/regulatory-sources.md §11 CII-5 (Etive-Mor bulk): 10 000 t MDO (1e10 g), DWT 25 000, 150 000 nm.
const bulk: [number, number, string][] = [
  [2023, 8.287836, 'C'],
  [2024, 8.113355, 'C'],
  [2025, 7.938874, 'D'],
  [2026, 7.764394, 'D'],
  [2027, 7.535388, 'D'],
  [2028, 7.306382, 'D'],
  [2029, 7.077376, 'E'],
  [2030, 6.84837, 'E'],
];

describe('published yearly series', () => {
  it.each(roPax)('CII-4 ro-pax %i: required %d, rating %s', (year, required, rating) => {
    const r = calculateCii({
      shipType: 'ro_ro_passenger_ship',
      gt: 25000,
      year,
      distanceNm: 150000,
      fuels: [{ fuel: 'MDO_MGO', tonnes: 19000 }],
    });
    expect(r.attained).toBeCloseTo(16.243733, 6);
    expect(r.required).toBeCloseTo(required, 5);
    expect(r.rating).toBe(rating);
  });
  it.each(bulk)('CII-5 bulk %i: required %d, rating %s', (year, required, rating) => {
    const r = calculateCii({
      shipType: 'bulk_carrier',
      dwt: 25000,
      year,
      distanceNm: 150000,
      fuels: [{ fuel: 'MDO_MGO', tonnes: 10000 }],
    });
    expect(r.attained).toBeCloseTo(8.549333, 6);
    expect(r.reference).toBeCloseTo(8.724038, 6);
    expect(r.required).toBeCloseTo(required, 5);
    expect(r.rating).toBe(rating);
  });
});

describe('capacity cap applies to the reference line only (docs/regulatory-sources.md §11 CII-3)', () => {
  it('bulk 300 000 DWT: attained on 300 000, reference on 279 000', () => {
    const r = calculateCii({
      shipType: 'bulk_carrier',
      dwt: 300000,
      year: 2024,
      distanceNm: 10000,
      fuels: [{ fuel: 'HFO', tonnes: 1000 }],
    });
    // 1 000 t × 3.114 = 3 114 t = 3.114e9 g; / (300 000 × 10 000) = 1.038
    expect(r.attained).toBeCloseTo(1.038, 12);
    expect(r.capacity).toBe(300000);
    expect(r.capacityRef).toBe(279000);
    expect(r.reference).toBeCloseTo(1.945675464, 8);
  });
});

describe('years outside the Z table are refused', () => {
  it.each([2018, 2031, 2050, 2025.5])('%d', (year) => {
    const run = () =>
      calculateCii({
        shipType: 'tanker',
        dwt: 50000,
        year,
        distanceNm: 100,
        fuels: [{ fuel: 'HFO', tonnes: 1 }],
      });
    expect(run).toThrow(OutOfTableError);
    expect(run).toThrow(/never extrapolated/);
  });
});
