import {
  calculateEuEts,
  emissionsOf,
  factorsPerTonne,
  mrvAnnual,
  type Segment,
} from '../../../src/domain/euMrv';
import { OutOfTableError } from '../../../src/domain/registry/errors';

describe('emission factors (docs/regulatory-sources.md §5.3, §7.4 slip)', () => {
  it.each([
    // oil fuels: CF (§2), CH4 0.00005, N2O 0.00018 g/g
    ['HFO', undefined, 3.114, 0.00005, 0.00018],
    ['MDO_MGO', undefined, 3.206, 0.00005, 0.00018],
    // LNG Otto MS: slip 3.1 % → CO2 0.969 × 2.75 = 2.66475; CH4 0.031 (slipped); N2O 0.969 × 0.00011
    ['LNG', 'LNG_OTTO_MS', 2.66475, 0.031, 0.00010659],
    ['LNG', 'LNG_DIESEL_SS', 0.998 * 2.75, 0.002, 0.998 * 0.00011],
    // LNG without a class: worst class (Otto MS) — decision LNG_DEFAULT_CONSUMER
    ['LNG', undefined, 2.66475, 0.031, 0.00010659],
    // ethane: no Annex II row → TBM fallback 0.00005 / 0.00018
    ['ETHANE', undefined, 2.927, 0.00005, 0.00018],
  ] as const)('%s %s', (fuel, consumer, co2, ch4, n2o) => {
    const f = factorsPerTonne(fuel, consumer);
    expect(f.co2).toBeCloseTo(co2, 12);
    expect(f.ch4).toBeCloseTo(ch4, 12);
    expect(f.n2o).toBeCloseTo(n2o, 12);
  });
  it('sums fuel lines', () => {
    const e = emissionsOf([
      { fuel: 'HFO', tonnes: 100 },
      { fuel: 'LNG', tonnes: 100, consumer: 'LNG_OTTO_MS' },
    ]);
    expect(e.co2).toBeCloseTo(311.4 + 266.475, 9);
    expect(e.ch4).toBeCloseTo(0.005 + 3.1, 9);
  });
});

// Worked example: voyage CN→NL 100 t HFO (50 %), berth NL 10 t MDO (100 %), voyage NL→DE 20 t HFO (100 %).
// CO2: 311.4 / 32.06 / 62.28 t. CO2e per t (AR5 28/265): HFO 3.114 + 0.0014 + 0.0477 = 3.1631,
// MDO 3.206 + 0.0014 + 0.0477 = 3.2551. (AR4 25/298: HFO 3.16889, MDO 3.26089.)
const segments: Segment[] = [
  {
    type: 'voyage',
    from: { country: 'CN', locode: 'CNSHA' },
    to: { country: 'NL', locode: 'NLRTM' },
    fuels: [{ fuel: 'HFO', tonnes: 100 }],
  },
  { type: 'berth', port: { country: 'NL', locode: 'NLRTM' }, fuels: [{ fuel: 'MDO_MGO', tonnes: 10 }] },
  { type: 'voyage', from: { country: 'NL' }, to: { country: 'DE' }, fuels: [{ fuel: 'HFO', tonnes: 20 }] },
];
const base = { shipType: 'bulk_carrier' as const, segments };

describe('EU MRV / ETS', () => {
  it.each([
    // 2024: CO2 only; ETS CO2 = 155.7 + 32.06 + 62.28 = 250.04; × 40 %
    [2024, undefined, undefined, 250.04, 100.016],
    // 2025: × 70 %
    [2025, undefined, undefined, 250.04, 175.028],
    // 2026: CO2e (AR5): 0.5 × 316.31 + 32.551 + 63.262 = 253.968; × 100 %
    [2026, undefined, undefined, 253.968, 253.968],
    // 2026 AR4: 0.5 × 316.889 + 32.6089 + 63.3778 = 254.4312
    [2026, 'AR4', undefined, 254.4312, 254.4312],
    // 2026 ice class IA: 5 % fewer allowances
    [2026, undefined, true, 253.968, 253.968 * 0.95],
    // 2031: ice derogation over
    [2031, undefined, true, 253.968, 253.968],
  ] as const)('%i gwp %s ice %s → etsCo2e %d, surrender %d', (year, gwp, iceClassIA, etsCo2e, surrender) => {
    const r = calculateEuEts({ ...base, year, gwp, iceClassIA });
    expect(r.mrvCo2).toBeCloseTo(405.74, 9);
    expect(r.etsCo2).toBeCloseTo(250.04, 9);
    expect(r.etsCo2e).toBeCloseTo(etsCo2e, 9);
    expect(r.surrender).toBeCloseTo(surrender, 9);
    expect(r.segments.map((s) => s.share)).toEqual([0.5, 1, 1]);
  });

  it('gives each segment its gases and CO2e', () => {
    const r = calculateEuEts({ ...base, year: 2026 });
    expect(r.segments[0]).toMatchObject({ bucket: 'arriving', mrvShare: 1 });
    expect(r.segments[0].co2).toBeCloseTo(311.4, 9);
    expect(r.segments[0].ch4).toBeCloseTo(0.005, 12);
    expect(r.segments[0].n2o).toBeCloseTo(0.018, 12);
    expect(r.segments[0].co2e).toBeCloseTo(316.31, 9);
    expect(r.gwp).toBe('AR5');
  });

  it('refuses years before the maritime ETS (2023)', () => {
    expect(() => calculateEuEts({ ...base, year: 2023 })).toThrow(OutOfTableError);
  });

  it('annual MRV aggregates are disjoint and add up', () => {
    const r = calculateEuEts({ ...base, year: 2025 });
    const a = mrvAnnual(r.segments, (i) => r.segments[i].co2);
    expect(a.between).toBeCloseTo(62.28, 9);
    expect(a.departing).toBe(0);
    expect(a.arriving).toBeCloseTo(311.4, 9);
    expect(a.atBerth).toBeCloseTo(32.06, 9);
    expect(a.total).toBeCloseTo(r.mrvCo2, 9);
  });
});
