import {
  calculateFuelEu,
  pathwayFactors,
  windRewardFactor,
  type FuelEuFuel,
} from '../../../src/domain/fuelEu';
import { GWP_SETS } from '../../../src/domain/registry/gwp';
import { DomainError, OutOfTableError } from '../../../src/domain/registry/errors';
import type { LngConsumer } from '../../../src/domain/registry/fuelEuFactors';
import type { FuelCode } from '../../../src/domain/registry/fuels';

const wtw = (fuel: FuelCode, consumer?: LngConsumer, gwp = GWP_SETS.AR4) => {
  const k = pathwayFactors({ fuel, consumer }, gwp);
  return k.wtt + k.ttwPerGram / k.lcv;
};

// docs/regulatory-sources.md §7.4 "Derived WtW defaults" (AR4), each = WtT + TtW/LCV from the Annex II row, e.g.
// LNG Otto MS: 18.5 + (0.969 × (2.75 + 0.00011 × 298) + 0.031 × 25) / 0.0491 = 89.20293.
describe('WtW per pathway and consumer class (AR4)', () => {
  it.each([
    ['HFO', undefined, 91.7442],
    ['LFO', undefined, 91.39244],
    ['MDO_MGO', undefined, 90.76745],
    ['LNG', 'LNG_OTTO_MS', 89.20293],
    ['LNG', 'LNG_OTTO_SS', 82.86808],
    ['LNG', 'LNG_DIESEL_SS', 76.08074],
    ['LNG', 'LNG_LBSI', 86.94048],
    ['LPG_PROPANE', undefined, 74.21065],
    ['LPG_BUTANE', undefined, 74.86283],
    // Methanol (NG): 31.3 + (1.375 + 0.00005×25 + 0.00018×298)/0.0199 — TBM filled by the class maxima
    ['METHANOL', undefined, 103.1537688],
  ] as const)('%s %s → %d g CO2e/MJ', (fuel, consumer, expected) => {
    expect(wtw(fuel, consumer)).toBeCloseTo(expected, 4);
  });

  it('ethane has no Annex II default; fossil ethanol neither', () => {
    expect(() => pathwayFactors({ fuel: 'ETHANE' }, GWP_SETS.AR4)).toThrow(DomainError);
    expect(() => pathwayFactors({ fuel: 'ETHANOL' }, GWP_SETS.AR4)).toThrow(DomainError);
  });

  it('certified bio-ethanol: WtW = E + CH4/N2O terms', () => {
    // E = 30; WtT = 30 − 1.913/0.0268; TtW = (1.913 + 0.00125 + 0.05364)/0.0268 → WtW = 30 + 0.05489/0.0268
    expect(wtw2({ fuel: 'ETHANOL', certifiedWtw: 30 })).toBeCloseTo(30 + 0.05489 / 0.0268, 9);
  });
});
const wtw2 = (p: Parameters<typeof pathwayFactors>[0]) => {
  const k = pathwayFactors(p, GWP_SETS.AR4);
  return k.wtt + k.ttwPerGram / k.lcv;
};

const hfo = (intra: number, extra = 0, berth = 0): FuelEuFuel => ({
  fuel: 'HFO',
  tonnesIntraEu: intra,
  tonnesExtraEu: extra,
  tonnesAtBerth: berth,
});

// docs/regulatory-sources.md §11 FEU-1 (1 000 t HFO, 2025) and FEU-2 (12 000 t HFO + 1 400 t MDO, benchmark containership).
describe('published FuelEU vectors', () => {
  it.each([
    ['FEU-1 AR5', [hfo(1000)], 'AR5', 91.601, -91.71, 58606],
    ['FEU-1 AR4', [hfo(1000)], 'AR4', 91.744, -97.5, 62209],
    ['FEU-2 AR5', [hfo(12000), { ...hfo(1400), fuel: 'MDO_MGO' as const }], 'AR5', 91.495, -1177.9, 753617],
    ['FEU-2 AR4', [hfo(12000), { ...hfo(1400), fuel: 'MDO_MGO' as const }], 'AR4', 91.637, -1255.5, 802008],
  ] as const)('%s', (_n, fuels, gwp, intensity, cb, penalty) => {
    const r = calculateFuelEu({ year: 2025, gwp, fuels });
    expect(r.ghgIntensity).toBeCloseTo(intensity, 3);
    expect(r.complianceBalanceT).toBeCloseTo(cb, 1);
    expect(Math.round(r.penaltyEur)).toBe(penalty);
    expect(r.target).toBe(89.3368);
  });
  it('defaults to AR4 (Annex I; decision GWP)', () => {
    expect(calculateFuelEu({ year: 2025, fuels: [hfo(1000)] }).gwp).toBe('AR4');
  });
});

describe('scope, OPS, RFNBO, wind, consecutive penalties, target years', () => {
  it('extra-EU fuel counts 50 %: 100 intra + 200 extra + 50 berth = 250 t in scope', () => {
    // 250 t × 10⁶ × 0.0405 = 10 125 000 MJ; CB = (89.3368 − 91.7441975) × 10.125e6 / 10⁶ = −24.3749 t
    const r = calculateFuelEu({ year: 2025, fuels: [hfo(100, 200, 50)] });
    expect(r.energyMJ).toBeCloseTo(10_125_000, 3);
    expect(r.complianceBalanceT).toBeCloseTo(-24.3749, 4);
    expect(r.penaltyEur).toBeCloseTo(15552.1924, 3);
  });
  it('OPS electricity dilutes the intensity (zero factor)', () => {
    // 40.5e6 MJ of HFO + 5e6 MJ OPS: 91.7441975 × 40.5/45.5 = 81.6624176; CB = +349.1844 t
    const r = calculateFuelEu({ year: 2025, fuels: [hfo(1000)], opsMJ: 5e6 });
    expect(r.ghgIntensity).toBeCloseTo(81.66241758, 7);
    expect(r.energyMJ).toBe(45_500_000);
    expect(r.complianceBalanceT).toBeCloseTo(349.1844, 4);
    expect(r.penaltyEur).toBe(0);
  });
  it('RFNBO reward factor 2 in the GHGIE denominator only (2025–2033)', () => {
    // 100 t RFNBO methanol, E = 20 → WtT = 20 − 1.375/0.0199 = −49.0955; + 900 t HFO.
    // Energy 1.99e6 + 36.45e6 = 38.44e6 MJ. With RWD 2 the denominator is 40.43e6 MJ → 83.83292;
    // CB uses 38.44e6 MJ: (89.3368 − 83.83292) × 38.44 = 211.5691 t. From 2034 RWD = 1: 88.17287.
    const fuels = [
      {
        fuel: 'METHANOL' as const,
        rfnbo: true,
        certifiedWtw: 20,
        tonnesIntraEu: 100,
        tonnesExtraEu: 0,
        tonnesAtBerth: 0,
      },
      hfo(900),
    ];
    const r = calculateFuelEu({ year: 2025, fuels });
    expect(r.ghgIntensity).toBeCloseTo(83.8329211, 6);
    expect(r.energyMJ).toBeCloseTo(38_440_000, 3);
    expect(r.complianceBalanceT).toBeCloseTo(211.569105, 5);
    expect(calculateFuelEu({ year: 2034, fuels }).ghgIntensity).toBeCloseTo(88.1728668, 6);
  });
  it('an RFNBO needs its certified value', () => {
    const fuels = [{ ...hfo(1), fuel: 'METHANOL' as const, rfnbo: true }];
    expect(() => calculateFuelEu({ year: 2025, fuels })).toThrow(DomainError);
  });
  it('wind reward multiplies the intensity', () => {
    const r = calculateFuelEu({ year: 2025, fuels: [hfo(1000)], windRewardFactor: 0.97 });
    expect(r.ghgIntensity).toBeCloseTo(0.97 * 91.7441975, 6);
    expect(() => calculateFuelEu({ year: 2025, fuels: [hfo(1)], windRewardFactor: 0.9 })).toThrow(
      DomainError,
    );
  });
  it.each([
    [0, 1],
    [0.049, 1],
    [0.05, 0.99],
    [0.0999, 0.99],
    [0.1, 0.97],
    [0.15, 0.95],
    [0.4, 0.95],
  ])('f_wind for P_wind/P_prop %d = %d (stepped)', (ratio, f) => expect(windRewardFactor(ratio)).toBe(f));
  it('third consecutive deficit: × 1.2', () => {
    const r = calculateFuelEu({ year: 2025, fuels: [hfo(1000)], consecutiveDeficitPeriods: 3 });
    expect(r.penaltyEur).toBeCloseTo(62208.76973 * 1.2, 3);
  });
  it.each([
    [2029, 89.3368],
    [2030, 85.6904],
    [2035, 77.9418],
    [2040, 62.9004],
    [2045, 34.6408],
    [2050, 18.232],
  ])('target %i = %d', (year, target) =>
    expect(calculateFuelEu({ year, fuels: [hfo(1)] }).target).toBe(target),
  );
  it('2024 is before FuelEU: refused', () => {
    expect(() => calculateFuelEu({ year: 2024, fuels: [hfo(1)] })).toThrow(OutOfTableError);
  });
  it('no energy in scope is refused', () => {
    expect(() => calculateFuelEu({ year: 2025, fuels: [hfo(0)] })).toThrow(DomainError);
  });
});
