import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ukAerParts,
  ukAerShipPeriod,
  ukCompanyAer,
  ukReport,
  ukSummaryRound,
  type UkAerShipInput,
} from '../../../src/domain/ukMrv';
import { leg, P, UK_YEAR } from '../../support/ukMrv/ukYear';

/**
 * The company AER (docs/reports-uk-and-cross-regime.md §5.4), worked by hand. HFO: 3.114 tCO2/t under
 * UK MRV, 3.1631 tCO2e/t under the UK ETS.
 * A 9000001, all 2026: the §5.1 ship-year (GB↔NI voyage): total 390.0847, NI 15.8155, surrender 37.9572.
 * B 9000002, from 1 Aug 2026: GBSOU → GBABD 1 Sep (UK ETS domestic) sea 20 t + stay 2 t:
 *   63.262 + 6.3262 = 69.5882, all surrendered.
 * C 9000003, to 31 Mar 2026 (left the company 1 Apr): GBFXT → GBSOU 1 Mar (UK MRV) 5 t + stay 1 t:
 *   15.57 + 3.114 = 18.684 tCO2, nothing to surrender.
 * Company: total 478.3569 → 478; NI 15.8155 → 16; ship emissions (total − claims, none here)
 * 478.3569 → 478; surrender 107.5454 → 108.
 */
const T = (s: string) => Date.parse(s);
const agg = (start: string, end: string, legs = UK_YEAR) =>
  ukReport({ start: T(start), end: T(end), legs }).figures.aggregates;

const A: UkAerShipInput = {
  imo: '9000001',
  name: 'A',
  from: '2026-01-01T00:00:00.000Z',
  to: '2027-01-01T00:00:00.000Z',
  source: { kind: 'report', reportId: 7, status: 'confirmed', referenceCode: 'UK-1' },
  aggregates: agg('2026-01-01T00:00Z', '2027-01-01T00:00Z'),
};
const B: UkAerShipInput = {
  imo: '9000002',
  name: 'B',
  from: '2026-08-01T00:00:00.000Z',
  to: '2027-01-01T00:00:00.000Z',
  source: { kind: 'ledger' },
  aggregates: agg('2026-08-01T00:00Z', '2027-01-01T00:00Z', [
    leg(21, P.southampton, P.aberdeen, '2026-09-01T08:00Z', '2026-09-02T06:00Z', 20, 2),
  ]),
};
const C: UkAerShipInput = {
  imo: '9000003',
  name: 'C',
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-04-01T00:00:00.000Z',
  source: { kind: 'ledger' },
  aggregates: agg('2026-01-01T00:00Z', '2026-04-01T00:00Z', [
    leg(31, P.felixstowe, P.southampton, '2026-03-01T08:00Z', '2026-03-02T06:00Z', 5, 1),
  ]),
};
const company = { id: 1, imo: '1234567', name: 'Demo' };
const aer = ukCompanyAer({ company, year: 2026, ships: [C, A, B] });
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('UK company AER (docs/reports-uk-and-cross-regime.md)', () => {
  it('one aggregatedData per ship, ordered by IMO, with the hand-worked figures', () => {
    expect(aer.ships.map((s) => [s.imo, s.allYear, s.from, s.to, s.source.kind])).toEqual([
      ['9000001', true, '2026-01-01', '2026-12-31', 'report'],
      ['9000002', false, '2026-08-01', '2026-12-31', 'ledger'],
      ['9000003', false, '2026-01-01', '2026-03-31', 'ledger'],
    ]);
    const [a, b, c] = aer.ships;
    close(a!.totalFromVoyagesAndPorts.total, 390.0847);
    close(a!.betweenUkAndNi.total, 31.631);
    close(b!.betweenUkPorts.total, 63.262);
    close(b!.withinUkPorts.total, 6.3262);
    close(b!.surrenderEmissions.total, 69.5882);
    close(c!.betweenUkPorts.co2, 15.57);
    close(c!.withinUkPorts.total, 3.114);
    expect(c!.surrenderEmissions.total).toBe(0);
    expect(c!.totalShipEmissions.ch4).toBe(0);
  });

  it('totals: total, less NI deduction, surrender; summaries rounded to whole tonnes', () => {
    close(aer.totals.totalEmissions, 478.3569);
    close(aer.totals.lessVoyagesInNorthernIreland, 15.8155);
    close(aer.totals.totalShipEmissions, 478.3569);
    close(aer.totals.surrenderEmissions, 107.5454);
    expect(aer.totals.lessEmissionsReductionClaim).toBe(0);
    expect(aer.summary).toEqual({
      totalEmissions: 478,
      lessVoyagesInNorthernIreland: 16,
      lessEmissionsReductionClaim: 0,
      totalShipEmissions: 478,
      surrenderEmissions: 108,
    });
    // in-scope fuel only: A 2 + 6 + 100 + 2 + 11 + 1 + 3 = 125 (legs 6 and 9 out), B 22, C 6
    close(aer.sums.fuelT.HFO!, 125 + 22 + 6);
  });

  it('a claim lowers the ship emissions and the surrender, and the NI deduction pro rata', () => {
    const withErc = ukCompanyAer({ company, year: 2026, ships: [C, A, B], erc: 10 });
    const c = aer.sums.totalFromVoyagesAndPorts.co2;
    close(withErc.totals.totalShipEmissions, 478.3569 - 10);
    const niCut = (aer.sums.lessNiDeduction.co2 * 10) / c;
    close(withErc.totals.lessVoyagesInNorthernIreland, 15.8155 - niCut);
    close(withErc.totals.surrenderEmissions, 107.5454 - 10 + niCut);
    expect(withErc.ships).toEqual(aer.ships);
  });

  it.each([
    [2.5, 3],
    [2.4999999, 2],
    [0.1 + 0.2 + 2.2, 3], // 2.5000000000000004
    [2.4999999999999996, 3], // a float sum that stands for 2.5
    [0, 0],
    [-2.5, -2.5], // negative (after an emissions reduction claim): not rounded
    [-0.4, -0.4],
  ])('summary rounding HALF_UP unless negative: %d → %d', (x, want) => {
    expect(ukSummaryRound(x)).toBe(want);
  });

  it('a period outside the year, or empty, is refused', () => {
    expect(() =>
      ukCompanyAer({ company, year: 2026, ships: [{ ...B, from: '2025-12-01T00:00:00.000Z' }] }),
    ).toThrow(RangeError);
    expect(() => ukCompanyAer({ company, year: 2026, ships: [{ ...B, to: B.from }] })).toThrow(RangeError);
  });

  it('files: at most 1000 ships each', () => {
    const parts = ukAerParts(Array.from({ length: 2001 }, (_, i) => i));
    expect(parts.map((p) => p.length)).toEqual([1000, 1000, 1]);
  });
});

const ghg = fc.record({
  co2: fc.double({ min: 0, max: 1e5, noNaN: true }),
  ch4: fc.double({ min: 0, max: 1e3, noNaN: true }),
  n2o: fc.double({ min: 0, max: 1e3, noNaN: true }),
  total: fc.double({ min: 0, max: 1e5, noNaN: true }),
});
const shipArb = (i: number) =>
  fc
    .record({
      withinUkPorts: ghg,
      betweenUkPorts: ghg,
      betweenUkAndNi: ghg,
      ukAndNonEea: ghg,
      totalFromVoyagesAndPorts: ghg,
      lessNiDeduction: ghg,
      totalShipEmissions: ghg,
      surrenderEmissions: ghg,
      hfo: fc.double({ min: 0, max: 1e4, noNaN: true }),
    })
    .map(({ hfo, ...g }): UkAerShipInput => ({
      imo: String(9_100_000 + i),
      name: `S${i}`,
      from: '2026-01-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
      source: { kind: 'ledger' },
      aggregates: { fuelT: { HFO: hfo }, ...g },
    }));
const fleet = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => shipArb(i))));

describe('UK company AER properties', () => {
  it('every total is the sum over the ships', () => {
    fc.assert(
      fc.property(fleet, (ships) => {
        const r = ukCompanyAer({ company, year: 2026, ships });
        const sum = (f: (s: UkAerShipInput) => number) => ships.reduce((a, s) => a + f(s), 0);
        expect(r.totals.totalEmissions).toBeCloseTo(
          sum((s) => s.aggregates.totalFromVoyagesAndPorts.total),
          6,
        );
        expect(r.totals.lessVoyagesInNorthernIreland).toBeCloseTo(
          sum((s) => s.aggregates.lessNiDeduction.total),
          6,
        );
        expect(r.totals.surrenderEmissions).toBeCloseTo(
          sum((s) => s.aggregates.surrenderEmissions.total),
          6,
        );
        expect(r.sums.betweenUkPorts.co2).toBeCloseTo(
          sum((s) => s.aggregates.betweenUkPorts.co2),
          6,
        );
        expect(r.sums.fuelT.HFO ?? 0).toBeCloseTo(
          sum((s) => s.aggregates.fuelT.HFO ?? 0),
          6,
        );
        expect(r.totals.totalShipEmissions).toBeCloseTo(
          r.totals.totalEmissions - r.totals.lessEmissionsReductionClaim,
          6,
        );
      }),
    );
  });

  it('the answer does not depend on the order of the ships', () => {
    fc.assert(
      fc.property(
        fleet.chain((ships) =>
          fc.tuple(fc.constant(ships), fc.shuffledSubarray(ships, { minLength: ships.length })),
        ),
        ([ships, shuffled]) => {
          expect(ukCompanyAer({ company, year: 2026, ships: shuffled })).toEqual(
            ukCompanyAer({ company, year: 2026, ships }),
          );
        },
      ),
    );
  });
});

describe('the part of the year a company holds the ship (DOC log)', () => {
  const at = (s: string) => Date.parse(s);
  it.each([
    ['no change, current holder', 5, [], { from: '2026-01-01', to: '2027-01-01' }],
    ['no change, another holder', 6, [], null],
    [
      'joined 1 Aug',
      5,
      [{ at: at('2026-08-01T00:00Z'), oldCompanyId: 9, newCompanyId: 5 }],
      { from: '2026-08-01', to: '2027-01-01' },
    ],
    [
      'left 1 Apr (current holder another)',
      9,
      [{ at: at('2026-04-01T00:00Z'), oldCompanyId: 5, newCompanyId: 9 }],
      { from: '2026-01-01', to: '2026-04-01' },
    ],
    [
      'joined in 2025',
      5,
      [{ at: at('2025-03-01T00:00Z'), oldCompanyId: 9, newCompanyId: 5 }],
      { from: '2026-01-01', to: '2027-01-01' },
    ],
    ['joins in 2027', 5, [{ at: at('2027-02-01T00:00Z'), oldCompanyId: 9, newCompanyId: 5 }], null],
  ] as const)('%s', (_, current, changes, want) => {
    const company5 = (x: typeof current) => ukAerShipPeriod(2026, 5, x, changes);
    const r = company5(current);
    expect(r && { from: r.from.slice(0, 10), to: r.to.slice(0, 10) }).toEqual(want);
  });
  it('the company that left on 1 Apr holds the ship 1 Jan – 1 Apr', () => {
    expect(
      ukAerShipPeriod(2026, 5, 9, [{ at: at('2026-04-01T00:00Z'), oldCompanyId: 5, newCompanyId: 9 }]),
    ).toEqual({ from: '2026-01-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' });
  });
});
