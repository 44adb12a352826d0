import { describe, expect, it } from 'vitest';
import { co2ByYearAtSea } from '../../../src/domain/statistics/publicYears';

const at = (s: string) => Date.parse(s);

describe('co2ByYearAtSea (the public chart by time at sea)', () => {
  it('splits a leg crossing New Year by its days at sea in each year', () => {
    // 20 Dec 00:00 → 10 Jan 00:00: 12 days in 2024, 9 days in 2025 (21 in all).
    const rows = co2ByYearAtSea([
      { shipId: 1, departureAt: at('2024-12-20T00:00Z'), arrivalAt: at('2025-01-10T00:00Z'), co2T: 210 },
    ]);
    expect(rows.map((r) => r.year)).toEqual([2024, 2025]);
    expect(rows[0]!.co2T).toBeCloseTo(120, 9);
    expect(rows[1]!.co2T).toBeCloseTo(90, 9);
    expect(rows.every((r) => r.ships === 1)).toBe(true);
  });

  it('counts each ship once per year it was at sea, and the years add up to the legs', () => {
    const rows = co2ByYearAtSea([
      { shipId: 1, departureAt: at('2024-03-01T00:00Z'), arrivalAt: at('2024-03-05T00:00Z'), co2T: 10 },
      { shipId: 1, departureAt: at('2024-06-01T00:00Z'), arrivalAt: at('2024-06-02T00:00Z'), co2T: 5 },
      { shipId: 2, departureAt: at('2024-12-31T00:00Z'), arrivalAt: at('2025-01-02T00:00Z'), co2T: 8 },
      // A leg of no elapsed time counts whole in its departure year.
      { shipId: 3, departureAt: at('2026-02-01T00:00Z'), arrivalAt: at('2026-02-01T00:00Z'), co2T: 3 },
    ]);
    expect(rows).toEqual([
      { year: 2024, ships: 2, co2T: expect.closeTo(19, 9) },
      { year: 2025, ships: 1, co2T: expect.closeTo(4, 9) },
      { year: 2026, ships: 1, co2T: 3 },
    ]);
    expect(rows.reduce((s, r) => s + r.co2T, 0)).toBeCloseTo(26, 9);
  });

  it('has no year without a leg', () => {
    expect(co2ByYearAtSea([])).toEqual([]);
  });
});
