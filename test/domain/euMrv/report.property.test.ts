import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { euMrvReport, type EuLegInput } from '../../../src/domain/euMrv/index';
import { P, workedYear } from '../../support/euMrv/workedYear';

const CODES = Object.keys(P);
const fuel = fc.record(
  { HFO: fc.double({ min: 0, max: 500, noNaN: true }), LNG: fc.double({ min: 0, max: 100, noNaN: true }) },
  { requiredKeys: [] },
);
const legs = fc
  .array(
    fc.record({
      from: fc.constantFrom(...CODES),
      to: fc.constantFrom(...CODES),
      sea: fuel,
      berth: fuel,
      distance: fc.double({ min: 1, max: 9000, noNaN: true }),
      year: fc.constantFrom(2024, 2025, 2026, 2031),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((rows) =>
    rows.map((r, i): EuLegInput & { year: number } => ({
      id: i + 1,
      voyageNo: 'V',
      fromRefCode: `A${i}`,
      toRefCode: `B${i}`,
      from: P[r.from],
      to: P[r.to],
      departure: Date.UTC(2025, 0, 1) + i * 86_400_000,
      arrival: Date.UTC(2025, 0, 1) + i * 86_400_000 + 3_600_000,
      berthEnd: Date.UTC(2025, 0, 1) + i * 86_400_000 + 7_200_000,
      distanceNm: r.distance,
      iceDistanceNm: 0,
      hoursUnderway: 1,
      cargoT: 1000,
      transportWorkTnm: 1000 * r.distance,
      seaFuelT: r.sea,
      berthFuelT: r.berth,
      stops: [],
      year: r.year,
    })),
  );

const input = (ls: EuLegInput[], year: number) => ({ ...workedYear(year), legs: ls });

describe('EU MRV report invariants', () => {
  it('shares are MRV {0,1} and ETS {0,0.5,1}; per-voyage figures sum to the annual totals', () => {
    fc.assert(
      fc.property(legs, (ls) => {
        const year = ls[0].year;
        const f = euMrvReport(input(ls, year));
        let co2 = 0;
        let co2e = 0;
        let ets = 0;
        for (const v of f.voyages)
          for (const s of [v.voyage, v.berth]) {
            expect([0, 1]).toContain(s.mrvShare);
            expect([0, 0.5, 1]).toContain(s.etsShare);
            expect(s.etsShare <= s.mrvShare).toBe(true);
            co2 += s.mrvShare * s.co2;
            co2e += s.mrvShare * s.co2e;
            ets += s.etsT;
          }
        const tol = 1e-6 * (1 + co2e);
        expect(Math.abs(co2 - f.aggregates.co2.total)).toBeLessThan(tol);
        expect(Math.abs(co2e - f.aggregates.co2e.total)).toBeLessThan(tol);
        expect(Math.abs(ets - f.ets.subjectT)).toBeLessThan(tol);
        const a = f.aggregates.co2;
        expect(Math.abs(a.between + a.departing + a.arriving + a.atBerth - a.total)).toBeLessThan(tol);
        const berth = f.atBerthByPort.reduce((s, b) => s + b.co2, 0);
        expect(Math.abs(berth - a.atBerth)).toBeLessThan(tol);
      }),
      { numRuns: 150 },
    );
  });

  it('does not depend on the order the legs arrive in', () => {
    fc.assert(
      fc.property(legs, fc.integer(), (ls, seed) => {
        const year = ls[0].year;
        const shuffled = [...ls].sort((x, y) => ((x.id * 7919 + seed) % 13) - ((y.id * 7919 + seed) % 13));
        expect(euMrvReport(input(shuffled, year))).toEqual(euMrvReport(input(ls, year)));
      }),
      { numRuns: 100 },
    );
  });
});
