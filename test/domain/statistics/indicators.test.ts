import { describe, expect, it } from 'vitest';
import {
  EMPTY_SUMS,
  addSums,
  annualStatistics,
  bucketLabel,
  bucketOf,
  bucketRange,
  compareTarget,
  fuelByClass,
  statIndicators,
  sumAll,
} from '../../../src/domain/statistics';
import { LEG_A, LEG_B, legSums } from '../../support/statistics/legSums';

const YEAR = addSums(LEG_A, LEG_B);
const ind = statIndicators(YEAR);

// Hand-worked from the registry's factors: CF HFO 3.114, MDO 3.206, methanol 1.375 t CO2/t;
// LCV HFO 40 200, MDO 42 700, methanol 19 900 MJ/t (MEPC.364(79)).
const CO2 = 234 * 3.114 + 8 * 3.206 + 10 * 1.375; // 768.074 t
const ENERGY = 234 * 40_200 + 8 * 42_700 + 10 * 19_900; // 9 947 400 MJ

describe('indicators of the worked example (two legs, one laden, one ballast)', () => {
  it.each([
    ['co2T', CO2, 't'],
    ['fuelT', 252, 't'],
    ['energyMJ', ENERGY, 'MJ'],
    ['eeoi', (CO2 * 1e6) / 90_000_000, 'g/t·nm = 8.534'],
    ['loadUtilisationPct', (90_000_000 * 100) / (60_000 * 2800), '% = 53.57'],
    ['speedReductionPct', (((1800 / 132) * 1800 + 10 * 1000) * 100) / (14 * 2800), '% = 88.13'],
    ['co2PerNmKg', (CO2 * 1000) / 2800, 'kg/nm = 274.31'],
    ['co2PerTonneKg', (CO2 * 1000) / 50_000, 'kg/t = 15.36'],
    ['energyPerTransportWorkKJ', (ENERGY * 1000) / 90_000_000, 'kJ/t·nm = 110.53'],
    ['fuelPerNmKg', 90, 'kg/nm'],
    ['fuelPerTransportWorkG', 2.8, 'g/t·nm'],
    ['ballastDistanceRatio', 1000 / 2800, ''],
    ['averageSpeedKn', 2800 / 232, 'kn'],
  ] as const)('%s = %d %s', (key, expected, _unit) => {
    expect(ind[key]).toBeCloseTo(expected, 9);
  });

  it('has no TEU figures for a bulk carrier (null, not 0)', () => {
    expect(ind.co2PerTeuKg).toBeNull();
    expect(ind.teuSlotUtilisationPct).toBeNull();
    expect(ind.teuLadenSharePct).toBeNull();
  });

  it('gives a ballast leg alone no EEOI, load utilisation or CO2 per tonne (null, not 0 or ∞)', () => {
    const b = statIndicators(LEG_B);
    expect(b.eeoi).toBeNull();
    expect(b.co2PerTonneKg).toBeNull();
    expect(b.loadUtilisationPct).toBe(0);
    expect(statIndicators(EMPTY_SUMS).co2PerNmKg).toBeNull();
  });

  it('splits fuel by class at sea and in port, methanol included', () => {
    expect(fuelByClass(YEAR.fuels)).toEqual([
      { fuelClass: 'HFO', atSeaT: 225, inPortT: 9, totalT: 234 },
      { fuelClass: 'MDO_MGO', atSeaT: 6, inPortT: 2, totalT: 8 },
      { fuelClass: 'METHANOL', atSeaT: 10, inPortT: 0, totalT: 10 },
    ]);
  });

  it('sums the sulphur grades of one class (HFO 1, 11, 12) into the class', () => {
    const f = fuelByClass([
      { code: '1', atSeaT: 1, inPortT: 0 },
      { code: '11', atSeaT: 2, inPortT: 1 },
      { code: '21', atSeaT: 4, inPortT: 0 },
    ]);
    expect(f).toEqual([
      { fuelClass: 'HFO', atSeaT: 3, inPortT: 1, totalT: 4 },
      { fuelClass: 'LFO', atSeaT: 4, inPortT: 0, totalT: 4 },
    ]);
  });
});

describe("regression cases of the legacy system's bugs", () => {
  it('transport work is Σ cargo × distance per leg, not Σ cargo × Σ distance (product of sums)', () => {
    const productOfSums = YEAR.cargoT * YEAR.distanceNm; // 50 000 × 2800 = 140 000 000
    expect(YEAR.transportWorkTnm).toBe(90_000_000);
    expect(ind.eeoi).not.toBeCloseTo((CO2 * 1e6) / productOfSums, 3);
  });

  it('EEOI is a ratio of sums, not the mean of the legs’ EEOIs', () => {
    const c = legSums({
      ...{ distanceNm: 500, hoursUnderway: 40, cargoT: 10_000, transportWorkTnm: 5_000_000 },
      dwt: 60_000,
      refSpeedKn: 14,
      fuels: [{ code: '1', atSeaT: 30, inPortT: 0 }],
    });
    const both = statIndicators(addSums(LEG_A, c));
    const meanOfRatios = ((statIndicators(LEG_A).eeoi ?? 0) + (statIndicators(c).eeoi ?? 0)) / 2;
    const ratioOfSums = ((170 * 3.114 + 8 * 3.206 + 30 * 3.114) * 1e6) / 95_000_000;
    expect(both.eeoi).toBeCloseTo(ratioOfSums, 9);
    expect(both.eeoi).not.toBeCloseTo(meanOfRatios, 2);
  });

  it('fuel per nm counts every fuel, not HFO only (and is kg/nm, not t/nm)', () => {
    const hfoOnlyTonnesPerNm = 234 / 2800;
    expect(ind.fuelPerNmKg).toBeCloseTo(90, 9);
    expect(ind.fuelPerNmKg).not.toBeCloseTo(hfoOnlyTonnesPerNm * 1000, 3);
  });

  it('CO2 includes methanol and uses the registry CF (3.114, not the operational 3.11)', () => {
    const older = 234 * 3.11 + 8 * 3.21; // six fuels, operational CF set, methanol ignored
    expect(ind.co2T).toBeCloseTo(768.074, 9);
    expect(ind.co2T).not.toBeCloseTo(older, 3);
  });

  it('TEU utilisation is a real division (900 laden of 1000 aboard is 90 %, not 0)', () => {
    const box = statIndicators(
      legSums({
        distanceNm: 1000,
        hoursUnderway: 80,
        cargoT: 12_000,
        transportWorkTnm: 12_000_000,
        dwt: 30_000,
        refSpeedKn: 18,
        teu: 1000,
        teuLaden: 900,
        teuCapacity: 2000,
        fuels: [{ code: '1', atSeaT: 50, inPortT: 0 }],
      }),
    );
    // Integer division gave 0 here; a real division gives 90.
    expect(box.teuLadenSharePct).toBeCloseTo(90, 9);
    expect(box.teuSlotUtilisationPct).toBeCloseTo(50, 9);
    expect(box.co2PerTeuKg).toBeCloseTo((50 * 3.114 * 1000) / 1000, 9);
  });

  it('speed reduction and load utilisation are not swapped: each moves with its own input', () => {
    const slower = legSums({
      distanceNm: 1800,
      hoursUnderway: 180,
      cargoT: 50_000,
      transportWorkTnm: 90_000_000,
      dwt: 60_000,
      refSpeedKn: 14,
      fuels: [],
    });
    const lighter = legSums({
      distanceNm: 1800,
      hoursUnderway: 132,
      cargoT: 25_000,
      transportWorkTnm: 45_000_000,
      dwt: 60_000,
      refSpeedKn: 14,
      fuels: [],
    });
    const a = statIndicators(LEG_A);
    expect(statIndicators(slower).loadUtilisationPct).toBeCloseTo(a.loadUtilisationPct!, 9);
    expect(statIndicators(slower).speedReductionPct).toBeCloseTo((10 * 100) / 14, 9);
    expect(statIndicators(lighter).speedReductionPct).toBeCloseTo(a.speedReductionPct!, 9);
    expect(statIndicators(lighter).loadUtilisationPct).toBeCloseTo((45_000_000 * 100) / (60_000 * 1800), 9); // 41.67 %
    // and they are percentages once (not × 100 twice)
    expect(a.loadUtilisationPct).toBeCloseTo(83.333333333, 6);
  });

  it('CO2 per nm is kg/nm (× 1000 of tonnes), not the total tonnes', () => {
    expect(ind.co2PerNmKg).toBeCloseTo((CO2 / 2800) * 1000, 9);
    expect(ind.co2PerNmKg).not.toBeCloseTo(CO2, 3);
  });
});

describe('sums', () => {
  it('addSums is commutative and EMPTY_SUMS is neutral', () => {
    expect(statIndicators(addSums(LEG_B, LEG_A))).toEqual(ind);
    expect(sumAll([LEG_A, EMPTY_SUMS, LEG_B]).distanceNm).toBe(2800);
    expect(addSums(EMPTY_SUMS, LEG_A)).toEqual({ ...LEG_A, fuels: LEG_A.fuels });
  });

  it('annualStatistics carries the sums and the indicators', () => {
    const row = annualStatistics(2025, 7, 'BULK ONE', YEAR);
    expect(row).toMatchObject({
      year: 2025,
      shipId: 7,
      legs: 2,
      cargoT: 50_000,
      distanceNm: 2800,
      teuTurnover: 0,
    });
    expect(row.indicators).toEqual(ind);
    expect(row.fuels.map((f) => f.fuelClass)).toEqual(['HFO', 'MDO_MGO', 'METHANOL']);
  });
});

describe('targets', () => {
  it.each([
    ['eeoi', 8.5, 9, 'met'],
    ['eeoi', 9.5, 9, 'missed'],
    ['loadUtilisationPct', 60, 55, 'met'],
    ['loadUtilisationPct', 50, 55, 'missed'],
    ['teuSlotUtilisationPct', 55, 55, 'met'],
  ] as const)('%s actual %d against %d is %s', (indicator, actual, target, status) => {
    const c = compareTarget(indicator, actual, { value: target });
    expect(c.status).toBe(status);
    expect(c.difference).toBeCloseTo(actual - target, 9);
  });

  it('is none without a target or without an actual value', () => {
    expect(compareTarget('eeoi', 8, undefined).status).toBe('none');
    expect(compareTarget('eeoi', null, { value: 8 })).toMatchObject({
      status: 'none',
      target: 8,
      difference: null,
    });
  });
});

describe('buckets', () => {
  const t = Date.UTC(2025, 10, 30, 23, 30); // 30 Nov 2025 23:30Z
  it.each([
    ['year', '2025'],
    ['quarter', '2025-Q4'],
    ['month', '2025-11'],
  ] as const)('%s → %s (UTC)', (b, key) => expect(bucketOf(t, b)).toBe(key));

  it('lists every bucket of a range and labels quarters per language', () => {
    expect(bucketRange(2024, 2025, 'quarter')).toHaveLength(8);
    expect(bucketRange(2025, 2025, 'month')[0]).toBe('2025-01');
    expect(bucketLabel('2025-Q3', 'zh')).toBe('2025年第3季度');
    expect(bucketLabel('2025-Q3', 'en')).toBe('2025 Q3');
  });
});
