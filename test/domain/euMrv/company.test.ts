import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyLevel, scenarioCosts, type CompanyPeriodInput } from '../../../src/domain/euMrv/company';

/**
 * Company-level aggregated data (docs/reports-eu.md §4.2, worked example §6.3). Company 7, year 2025
 * (ETS on CO2 only, phase-in 70 %), HFO per tonne: CO2 3.114, CH4 0.00005, N2O 0.00018 t; CO2e with
 * AR5 (CH4 28, N2O 265).
 */
const Y = { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' };
const H1 = { start: '2025-01-01T00:00:00.000Z', end: '2025-07-01T00:00:00.000Z' };
const H2 = { start: '2025-07-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' };

const row = (
  shipId: number,
  companyId: number,
  period: { start: string; end: string },
  partial: boolean,
  v: [number, number, number, number, number, number],
  source: CompanyPeriodInput['source'] = { kind: 'ledger' },
): CompanyPeriodInput => ({
  shipId,
  shipName: `S${shipId}`,
  imo: `90000${shipId}`,
  companyId,
  period,
  partial,
  source,
  co2: v[0],
  ch4: v[1],
  n2o: v[2],
  co2e: v[3],
  etsSubjectT: v[4],
  surrender: v[5],
});

// S11: 1000 t HFO between EEA ports, whole year, confirmed report 501:
//   CO2 3114, CH4 0.05, N2O 0.18, CO2e 3114 + 1.4 + 47.7 = 3163.1, ETS 3114, surrender × 0.7 = 2179.8.
// S12: change of company on 1 Jul. Jan–Jun (company 7): 200 t departing (ETS 50 %): CO2 622.8,
//   CH4 0.01, N2O 0.036, CO2e 622.8 + 0.28 + 9.54 = 632.62, ETS 311.4, surrender 217.98.
//   Jul–Dec belongs to company 8. An old full-year row of S12 (company 7) must not be added.
// S13: 500 t arriving (ETS 50 %), ledger: CO2 1557, CH4 0.025, N2O 0.09, CO2e 1557 + 0.7 + 23.85 =
//   1581.55, ETS 778.5, surrender 544.95.
const PERIODS: CompanyPeriodInput[] = [
  row(13, 7, Y, false, [1557, 0.025, 0.09, 1581.55, 778.5, 544.95]),
  row(12, 8, H2, true, [311.4, 0.005, 0.018, 316.31, 311.4, 217.98]),
  row(11, 7, Y, false, [3114, 0.05, 0.18, 3163.1, 3114, 2179.8], {
    kind: 'report',
    reportId: 501,
    status: 'confirmed',
  }),
  row(12, 7, Y, false, [933.4, 0.015, 0.054, 948.93, 622.8, 435.96]),
  row(12, 7, H1, true, [622.8, 0.01, 0.036, 632.62, 311.4, 217.98]),
];
const SCENARIOS = [
  { id: 1, name: 'Base', priceEur: 70.5 },
  { id: 2, name: 'High', priceEur: 100 },
];

describe('companyLevel: worked example (3 ships, one with partial reports)', () => {
  const c = companyLevel({ year: 2025, companyId: 7, periods: PERIODS, scenarios: SCENARIOS });

  it('takes the company’s periods, partial rows instead of the full-year row, sorted by ship', () => {
    expect(c.rows.map((r) => [r.shipId, r.period.start.slice(0, 10), r.partial, r.source.kind])).toEqual([
      [11, '2025-01-01', false, 'report'],
      [12, '2025-01-01', true, 'ledger'],
      [13, '2025-01-01', false, 'ledger'],
    ]);
    expect(c.excluded).toEqual([{ shipId: 12, period: Y, reason: 'fullYearWithPartials' }]);
  });

  it('totals per gas, ETS subject and allowances by hand', () => {
    expect(c.totals.co2).toBeCloseTo(5293.8, 9);
    expect(c.totals.ch4).toBeCloseTo(0.085, 12);
    expect(c.totals.n2o).toBeCloseTo(0.306, 12);
    expect(c.totals.co2e).toBeCloseTo(5377.27, 9);
    expect(c.totals.etsSubjectT).toBeCloseTo(4203.9, 9);
    expect(c.totals.surrender).toBeCloseTo(2942.73, 9);
    // Allowances = subject × 70 % for 2025: the rows' phase-in agrees with the company's total.
    expect(c.allowances).toBeCloseTo(4203.9 * 0.7, 9);
  });

  it('cost per scenario = allowances × price; deadline from the deadline table', () => {
    expect(c.costs.map((s) => [s.name, s.priceEur])).toEqual([
      ['Base', 70.5],
      ['High', 100],
    ]);
    expect(c.costs[0]!.costEur).toBeCloseTo(207_462.465, 6);
    expect(c.costs[1]!.costEur).toBeCloseTo(294_273, 6);
    expect(c.deadline).toBe('2026-03-31');
    expect(c.deadlines.map((d) => d.key)).toContain('etsSurrender');
  });

  it('no periods: zero totals, costs 0', () => {
    const e = companyLevel({ year: 2026, companyId: 9, periods: PERIODS, scenarios: SCENARIOS });
    expect(e.rows).toEqual([]);
    expect(e.totals).toEqual({ co2: 0, ch4: 0, n2o: 0, co2e: 0, etsSubjectT: 0, surrender: 0 });
    expect(e.costs.map((s) => s.costEur)).toEqual([0, 0]);
    expect(e.deadline).toBe('2027-03-31');
  });

  it('scenarioCosts keeps the scenarios’ order', () => {
    expect(
      scenarioCosts(2, [
        { id: 5, name: 'b', priceEur: 3 },
        { id: 4, name: 'a', priceEur: 1.25 },
      ]),
    ).toEqual([
      { id: 5, name: 'b', priceEur: 3, costEur: 6 },
      { id: 4, name: 'a', priceEur: 1.25, costEur: 2.5 },
    ]);
  });
});

describe('companyLevel: properties', () => {
  const num = fc.double({ min: 0, max: 1e5, noNaN: true });
  const period = fc.record({
    shipId: fc.integer({ min: 1, max: 6 }),
    companyId: fc.constantFrom(1, 2),
    half: fc.constantFrom(0, 1, 2),
    v: fc.tuple(num, num, num, num, num, num),
  });
  const input = fc
    .uniqueArray(period, { selector: (p) => `${p.shipId}/${p.half}`, maxLength: 14 })
    .map((ps) =>
      ps.map((p) =>
        row(
          p.shipId,
          p.companyId,
          [Y, H1, H2][p.half]!,
          p.half !== 0,
          p.v as [number, number, number, number, number, number],
        ),
      ),
    );

  it('company totals = Σ ship rows, and nothing is counted twice for a ship', () => {
    fc.assert(
      fc.property(input, (periods) => {
        const c = companyLevel({ year: 2025, companyId: 1, periods, scenarios: [] });
        for (const k of ['co2', 'ch4', 'n2o', 'co2e', 'etsSubjectT', 'surrender'] as const)
          expect(c.totals[k]).toBeCloseTo(
            c.rows.reduce((s, r) => s + r[k], 0),
            6,
          );
        for (const r of c.rows)
          if (!r.partial) expect(c.rows.filter((x) => x.shipId === r.shipId)).toHaveLength(1);
        expect(c.rows.length + c.excluded.length).toBe(periods.filter((p) => p.companyId === 1).length);
      }),
    );
  });

  it('does not depend on the order of the periods', () => {
    fc.assert(
      fc.property(input, fc.integer(), (periods, seed) => {
        const shuffled = [...periods].sort(
          (a, b) => ((a.shipId * 31 + a.co2 + seed) % 7) - ((b.shipId * 31 + b.co2 + seed) % 7),
        );
        const scenarios = [{ id: 1, name: 'x', priceEur: 80 }];
        const a = companyLevel({ year: 2025, companyId: 1, periods, scenarios });
        const b = companyLevel({ year: 2025, companyId: 1, periods: shuffled, scenarios });
        expect(b.rows).toEqual(a.rows);
        expect(b.excluded).toEqual(a.excluded);
        for (const k of Object.keys(a.totals) as (keyof typeof a.totals)[])
          expect(b.totals[k]).toBeCloseTo(a.totals[k], 6);
        expect(b.costs[0]!.costEur).toBeCloseTo(a.costs[0]!.costEur, 4);
      }),
    );
  });
});
