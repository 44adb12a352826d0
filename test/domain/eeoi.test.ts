import { eeoiRolling, eeoiVoyage } from '../../src/domain/eeoi';
import { DomainError } from '../../src/domain/registry/errors';

// MEPC.1/Circ.684 appendix example layout (docs/regulatory-sources.md §3): cargo 25 000 / 0 / 25 000 / 15 000 t
// over 300 / 300 / 750 / 150 nm. Fuel tonnes are ours (the circular's are not reproduced in docs/regulatory-sources.md);
// CF from MEPC.364(79): HFO 3.114, MDO 3.206.
const voyages = [
  {
    fuels: [
      { fuel: 'HFO' as const, tonnes: 20 },
      { fuel: 'MDO_MGO' as const, tonnes: 5 },
    ],
    cargoTonnes: 25000,
    distanceNm: 300,
  },
  { fuels: [{ fuel: 'HFO' as const, tonnes: 20 }], cargoTonnes: 0, distanceNm: 300 },
  { fuels: [{ fuel: 'HFO' as const, tonnes: 50 }], cargoTonnes: 25000, distanceNm: 750 },
  { fuels: [{ fuel: 'HFO' as const, tonnes: 10 }], cargoTonnes: 15000, distanceNm: 150 },
];

describe('EEOI per voyage', () => {
  // v1: CO2 = 20 × 3.114 + 5 × 3.206 = 62.28 + 16.03 = 78.31 t; TW = 7 500 000 t·nm; 78.31e6 / 7.5e6 = 10.441333
  // v2: ballast → CO2 62.28 t, TW 0, EEOI null
  // v3: 155.7 t / 18 750 000 → 8.304
  // v4: 31.14 t / 2 250 000 → 13.84
  it.each([
    [0, 78.31, 7_500_000, 10.441333333],
    [1, 62.28, 0, null],
    [2, 155.7, 18_750_000, 8.304],
    [3, 31.14, 2_250_000, 13.84],
  ])('voyage %i', (i, co2, work, eeoi) => {
    const r = eeoiVoyage(voyages[i]);
    expect(r.co2Tonnes).toBeCloseTo(co2, 9);
    expect(r.transportWork).toBe(work);
    if (eeoi === null) expect(r.eeoi).toBeNull();
    else expect(r.eeoi).toBeCloseTo(eeoi, 6);
  });
});

describe('rolling EEOI', () => {
  it('is Σ CO2 / Σ TW with the ballast CO2 in the numerator', () => {
    // Σ CO2 = 78.31 + 62.28 + 155.7 + 31.14 = 327.43 t; Σ TW = 28 500 000 → 11.488772
    const r = eeoiRolling(voyages);
    expect(r.rolling).toBeCloseTo(11.48877193, 6);
    // …and not the mean of the voyage EEOIs (10.86…), which is what "Equation 2" warns against.
    const mean = (10.441333333 + 8.304 + 13.84) / 3;
    expect(Math.abs(r.rolling! - mean)).toBeGreaterThan(0.5);
  });
  it('is null when every voyage is in ballast', () => {
    expect(eeoiRolling([voyages[1], voyages[1]]).rolling).toBeNull();
  });
  it('refuses negative cargo', () => {
    expect(() => eeoiVoyage({ ...voyages[0], cargoTonnes: -1 })).toThrow(DomainError);
  });
});
