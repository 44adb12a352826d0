import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  periodIndex,
  periodKey,
  periodRange,
  periodStart,
  rollingSums,
  type Bucket,
} from '../../../src/domain/analysis';

describe('periods', () => {
  it.each([
    ['2025-01-31T23:59:59Z', 'month', '2025-01'],
    ['2025-02-01T00:00:00Z', 'month', '2025-02'],
    ['2025-03-31T23:00:00Z', 'quarter', '2025-Q1'],
    ['2025-04-01T00:00:00Z', 'quarter', '2025-Q2'],
    ['2025-12-31T23:59:59Z', 'quarter', '2025-Q4'],
    ['2025-12-31T23:59:59Z', 'year', '2025'],
    // UTC: 08:00+08 on 1 Feb is 00:00Z on 1 Feb, still February.
    ['2025-02-01T08:00:00+08:00', 'month', '2025-02'],
  ] as const)('%s is in %s %s', (at, unit, key) => {
    expect(periodKey(periodIndex(Date.parse(at), unit), unit)).toBe(key);
  });

  it('numbers consecutive periods across a year end', () => {
    const dec = periodIndex(Date.UTC(2024, 11, 5), 'month');
    expect(periodIndex(Date.UTC(2025, 0, 5), 'month')).toBe(dec + 1);
    expect(
      periodRange(Date.UTC(2024, 10, 1), Date.UTC(2025, 1, 1), 'month').map((i) => periodKey(i, 'month')),
    ).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
  });

  it('starts every period at the instant its index begins (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom('month' as const, 'quarter' as const, 'year' as const),
        (t, unit) => {
          const i = periodIndex(t, unit);
          return (
            periodStart(i, unit) <= t &&
            periodStart(i + 1, unit) > t &&
            periodIndex(periodStart(i, unit), unit) === i
          );
        },
      ),
    );
  });
});

const b = (index: number, co2: number, tw: number): Bucket<{ co2: number; tw: number }> => ({
  key: String(index),
  index,
  sums: { co2, tw },
});

describe('rollingSums', () => {
  it('sums the window of consecutive periods ending at each bucket, a gap counting as a period', () => {
    // Periods 1, 2, 4 (3 is empty): a 2-period window at 4 holds 3 and 4, so only 4's sums.
    const r = rollingSums([b(1, 10, 100), b(2, 20, 100), b(4, 40, 400)], 2);
    expect(r.map((x) => x.sums)).toEqual([
      { co2: 10, tw: 100 },
      { co2: 30, tw: 200 },
      { co2: 40, tw: 400 },
    ]);
  });

  it('rolls: a ratio of the window sums, not a mean of the buckets ratios', () => {
    const [, second] = rollingSums([b(1, 10, 100), b(2, 90, 300)], 2);
    // (10 + 90) / (100 + 300) = 0.25, where the mean of 0.1 and 0.3 would be 0.2.
    expect(second.sums.co2 / second.sums.tw).toBe(0.25);
  });

  it('with window 1 returns each bucket as it is', () => {
    const buckets = [b(1, 1, 2), b(3, 3, 4)];
    expect(rollingSums(buckets, 1)).toEqual(buckets);
  });

  it('refuses a window below 1', () => {
    expect(() => rollingSums([], 0)).toThrow(RangeError);
  });

  it('conserves: the last bucket of a window as wide as the range sums everything (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 20 }), (idx) => {
        const sorted = [...idx].sort((x, y) => x - y);
        const buckets = sorted.map((i) => b(i, i + 1, 1));
        const last = rollingSums(buckets, 61).at(-1)!;
        return last.sums.co2 === sorted.reduce((s, i) => s + i + 1, 0) && last.sums.tw === sorted.length;
      }),
    );
  });
});
