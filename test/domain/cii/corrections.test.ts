import { calculateCii, iceCapacityFactor, tankerAdjustmentFactor } from '../../../src/domain/cii';
import { fcChemicalTanker, fcGasCarrier, fcRoPax } from '../../../src/domain/cii';
import { DomainError, OutOfTableError } from '../../../src/domain/registry/errors';

// All constants from docs/regulatory-sources.md §1.7 (MEPC.355(78) G5 as summarised there).
describe('G5 factors', () => {
  it.each([
    // AF_STS = 6.1742 × 100 000^(−0.246) = 6.1742 × 0.058884… = 0.363564
    ['sts', 100000, 0.3635638497],
    // AF_shuttle = 5.6805 × 150 000^(−0.208) = 0.476167
    ['shuttle', 150000, 0.4761673161],
  ] as const)('AF_Tanker %s at %i DWT', (op, dwt, af) => {
    expect(tankerAdjustmentFactor(op, dwt)).toBeCloseTo(af, 9);
  });
  it.each([
    ['IA_SUPER', 50000, 1.0151 + 228.7 / 50000],
    ['IA', 50000, 1.0099 + 95.1 / 50000],
    ['IB', 100000, 1.007327],
    ['IC', 20000, 1.0041 + 58.5 / 20000],
  ] as const)('f_i %s at %i DWT', (ice, dwt, fi) => {
    expect(iceCapacityFactor(ice, dwt)).toBeCloseTo(fi, 12);
  });
  it('f_c variants', () => {
    expect(fcChemicalTanker(40000, 50000)).toBeCloseTo(Math.pow(0.8, -0.7) - 0.014, 12); // R = 0.8 < 0.98
    expect(fcChemicalTanker(50000, 50000)).toBe(1); // R = 1 ≥ 0.98
    expect(fcGasCarrier(40000, 50000)).toBeCloseTo(Math.pow(0.8, -0.56), 12);
    expect(fcRoPax(4000, 20000)).toBeCloseTo(Math.pow(0.2 / 0.25, -0.8), 12); // DWT/GT = 0.2 < 0.25
    expect(fcRoPax(6000, 20000)).toBe(1);
  });
});

const tanker2023 = {
  shipType: 'tanker' as const,
  dwt: 100000,
  year: 2023,
  distanceNm: 100000,
  fuels: [{ fuel: 'HFO' as const, tonnes: 10000 }],
};

describe('corrected CII, worked example (tanker 100 000 DWT, 2023)', () => {
  // Uncorrected: 10 000 t × 3.114 = 31 140 t CO2; 3.114e10 g / (1e5 DWT × 1e5 nm) = 3.114.
  // Deductions (all HFO): voyage 100 t; TF = (1 − 0.363564) × 500 t STS fuel = 318.218 t;
  //   boiler 300 t × (0.75 − 0.03·1) = 216 t (y_i = 1 in 2023, decision G5_YI).
  // Numerator 3.114 × (10 000 − 100 − 318.218 − 216) = 29 165.045 t.
  // Denominator f_i(IB) = 1.0067 + 62.7/100 000 = 1.007327; × 100 000 × (100 000 − 1 000) nm.
  // Corrected = 29 165.045e6 / (1.007327 × 1e5 × 99 000) = 2.924536.
  const r = calculateCii({
    ...tanker2023,
    corrections: {
      voyageFuels: [{ fuel: 'HFO', tonnes: 100 }],
      voyageDistanceNm: 1000,
      tanker: { operation: 'sts', fuels: [{ fuel: 'HFO', tonnes: 500 }] },
      boilerFuels: [{ fuel: 'HFO', tonnes: 300 }],
      iceClass: 'IB',
    },
  });
  it('gives corrected and uncorrected values', () => {
    expect(r.co2Tonnes).toBeCloseTo(29165.04491, 4);
    expect(r.attained).toBeCloseTo(2.924536057, 8);
    expect(r.uncorrected?.co2Tonnes).toBeCloseTo(31140, 9);
    expect(r.uncorrected?.attained).toBeCloseTo(3.114, 12);
    // Required: 5247 × 1e5^(−0.61) × 0.95 = 4.442574; ratios 0.6583 (A) and 0.7010 (A); tanker sup 0.82.
    expect(r.required).toBeCloseTo(4.676393672 * 0.95, 8);
    expect(r.rating).toBe('A');
  });
});

describe('deductible share (0.75 − 0.03·y_i), y_i = 1 in 2023', () => {
  // docs/regulatory-sources.md §1.7: 0.72 in 2023, 0.69 in 2024, 0.66 in 2025 … 0.51 in 2030.
  it.each([
    [2023, 0.72],
    [2024, 0.69],
    [2025, 0.66],
    [2030, 0.51],
  ])('%i → %d', (year, share) => {
    const r = calculateCii({
      ...tanker2023,
      year,
      corrections: { otherFuels: [{ fuel: 'HFO', tonnes: 1000 }] },
    });
    expect(r.co2Tonnes).toBeCloseTo(3.114 * (10000 - 1000 * share), 6);
  });
  it('refuses 2022 (no G5 year numbering before CII applies)', () => {
    const run = () =>
      calculateCii({
        ...tanker2023,
        year: 2022,
        corrections: { electricalFuels: [{ fuel: 'HFO', tonnes: 10 }] },
      });
    expect(run).toThrow(OutOfTableError);
  });
});

describe('ice class IA, electrical deduction (container ship 50 000 DWT, 2025)', () => {
  // Numerator 3.206 × (2 000 − 0.66 × 100) t; f_i·f_m = (1.0099 + 95.1/50 000) × 1.05 = 1.0623921.
  // Attained = 6 200.404e6 / (1.0623921 × 50 000 × 40 000) = 2.918134.
  it('applies f_i and f_m = 1.05', () => {
    const r = calculateCii({
      shipType: 'container_ship',
      dwt: 50000,
      year: 2025,
      distanceNm: 40000,
      fuels: [{ fuel: 'MDO_MGO', tonnes: 2000 }],
      corrections: { electricalFuels: [{ fuel: 'MDO_MGO', tonnes: 100 }], iceClass: 'IA' },
    });
    expect(r.attained).toBeCloseTo(2.918133522, 8);
  });
});

describe('invalid corrections are refused', () => {
  it.each([
    [
      'boiler fuel on a bulk carrier',
      { shipType: 'bulk_carrier' as const },
      { boilerFuels: [{ fuel: 'HFO' as const, tonnes: 1 }] },
    ],
    ['deduction above the fuel used', {}, { voyageFuels: [{ fuel: 'HFO' as const, tonnes: 10001 }] }],
    ['deducting a fuel never burnt', {}, { voyageFuels: [{ fuel: 'LNG' as const, tonnes: 1 }] }],
    ['D_x equal to the distance', {}, { voyageDistanceNm: 100000 }],
    ['negative D_x', {}, { voyageDistanceNm: -1 }],
  ])('%s', (_name, over, corrections) => {
    expect(() => calculateCii({ ...tanker2023, ...over, corrections })).toThrow(DomainError);
  });
});
