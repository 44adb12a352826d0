import { FUELS, FUEL_CODES, co2FromFuels } from '../../src/domain/registry/fuels';
import { REDUCTION_FACTORS } from '../../src/domain/registry/ciiReductionFactors';
import { FUELEU_TARGETS, FUELEU_REFERENCE_INTENSITY } from '../../src/domain/registry/fuelEuTargets';
import { ETS_PHASE_IN } from '../../src/domain/registry/euEts';
import { lookupYear, tableYears } from '../../src/domain/registry/yearTable';
import { OutOfTableError } from '../../src/domain/registry/errors';

// docs/regulatory-sources.md §2 (MEPC.364(79)): LCV kJ/kg, carbon content, CF.
const fuelRows = [
  ['MDO_MGO', 42700, 0.8744, 3.206],
  ['LFO', 41200, 0.8594, 3.151],
  ['HFO', 40200, 0.8493, 3.114],
  ['LPG_PROPANE', 46300, 0.8182, 3.0],
  ['LPG_BUTANE', 45700, 0.8264, 3.03],
  ['ETHANE', 46400, 0.7989, 2.927],
  ['LNG', 48000, 0.75, 2.75],
  ['METHANOL', 19900, 0.375, 1.375],
  ['ETHANOL', 26800, 0.5217, 1.913],
] as const;

describe('fuel table', () => {
  it.each(fuelRows)('%s: LCV %i, C %d, CF %d', (code, lcv, carbon, cf) => {
    const f = FUELS[code];
    expect([f.lcvKJperKg, f.carbonContent, f.cf]).toEqual([lcv, carbon, cf]);
    expect(f.source.doc).toContain('MEPC.364(79)');
    expect(f.nameEn.length && f.nameZh.length).toBeTruthy();
    // CF ≈ C × 44/12 (§2). The printed ethane CF differs by 0.0023 from its carbon content; tolerance covers it.
    expect(Math.abs(carbon * (44 / 12) - cf)).toBeLessThan(0.0025);
  });
  it('lists exactly the nine fuel codes', () =>
    expect(Object.keys(FUELS).sort()).toEqual([...FUEL_CODES].sort()));
  it('CO2 of a mix: 10 t HFO + 2 t LNG = 31.14 + 5.5', () => {
    expect(
      co2FromFuels([
        { fuel: 'HFO', tonnes: 10 },
        { fuel: 'LNG', tonnes: 2 },
      ]),
    ).toBeCloseTo(36.64, 12);
  });
});

describe('year tables refuse years they do not hold', () => {
  it.each([
    [
      REDUCTION_FACTORS,
      2019,
      2030,
      [
        [2023, 5],
        [2026, 11],
        [2027, 13.625],
        [2030, 21.5],
      ],
    ],
    [
      FUELEU_TARGETS,
      2025,
      null,
      [
        [2025, 89.3368],
        [2029, 89.3368],
        [2030, 85.6904],
        [2049, 34.6408],
        [2080, 18.232],
      ],
    ],
    [
      ETS_PHASE_IN,
      2024,
      null,
      [
        [2024, 0.4],
        [2025, 0.7],
        [2026, 1],
        [2040, 1],
      ],
    ],
  ] as const)('%s', (table, from, to, samples) => {
    expect(tableYears(table)).toEqual({ from, to });
    for (const [y, v] of samples) expect(lookupYear(table, y)).toBe(v);
    expect(() => lookupYear(table, from - 1)).toThrow(OutOfTableError);
    if (to !== null) expect(() => lookupYear(table, to + 1)).toThrow(OutOfTableError);
  });

  it('FuelEU limits are the printed reductions of 91.16 (Art. 4(2))', () => {
    const cut = [0.02, 0.06, 0.145, 0.31, 0.62, 0.8];
    FUELEU_TARGETS.rows.forEach((row, i) => {
      expect(row.value).toBeCloseTo(FUELEU_REFERENCE_INTENSITY * (1 - cut[i]), 10);
    });
  });

  it('the error says which table and range', () => {
    expect(() => lookupYear(REDUCTION_FACTORS, 2031)).toThrow('2019–2030');
  });
});
