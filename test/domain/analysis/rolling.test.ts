import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollingWindows, windowHasData } from '../../../src/domain/analysis';
import { EMPTY_SUMS, addSums, statIndicators, type LegSums } from '../../../src/domain/statistics';

type P = { co2: number; tw: number };
const add = (a: P, b: P): P => ({ co2: a.co2 + b.co2, tw: a.tw + b.tw });
const ZERO: P = { co2: 0, tw: 0 };

describe('rollingWindows', () => {
  it('sums the window of consecutive positions ending at each, a gap counting as a period', () => {
    // Periods 1, 2, (3 empty), 4: a 2-period window at 4 holds 3 and 4, so only 4's sums.
    const r = rollingWindows(
      [{ co2: 10, tw: 100 }, { co2: 20, tw: 100 }, undefined, { co2: 40, tw: 400 }],
      2,
      add,
      ZERO,
    );
    expect(r).toEqual([
      { co2: 10, tw: 100 },
      { co2: 30, tw: 200 },
      { co2: 20, tw: 100 },
      { co2: 40, tw: 400 },
    ]);
    expect([0, 1, 2, 3].map((i) => windowHasData([1, 2, undefined, undefined], i, 2))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('rolls EEOI as a ratio of the window sums, not a mean of the buckets ratios', () => {
    const month = (co2Fuel: number, tw: number): LegSums => ({
      ...EMPTY_SUMS,
      legs: 1,
      transportWorkTnm: tw,
      fuels: [{ code: '1', atSeaT: co2Fuel, inPortT: 0 }],
    });
    const [a, b] = [month(10, 1e6), month(90, 3e6)];
    const [, second] = rollingWindows([a, b], 2, addSums, EMPTY_SUMS);
    const eeoi = (s: LegSums) => statIndicators(s).eeoi!;
    expect(eeoi(second)).toBeCloseTo(eeoi(addSums(a, b)), 12);
    expect(eeoi(second)).not.toBeCloseTo((eeoi(a) + eeoi(b)) / 2, 3);
  });

  it('with window 1 returns each position as it is (gaps as the empty sum)', () => {
    expect(rollingWindows([{ co2: 1, tw: 2 }, undefined], 1, add, ZERO)).toEqual([{ co2: 1, tw: 2 }, ZERO]);
  });

  it('refuses a window below 1 or fractional', () => {
    expect(() => rollingWindows([], 0, add, ZERO)).toThrow(RangeError);
    expect(() => rollingWindows([], 1.5, add, ZERO)).toThrow(RangeError);
  });

  it('a window as wide as the range ends with the sum of everything; each window sums its own slice (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined }), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.integer({ min: 1, max: 12 }),
        (xs, w) => {
          const r = rollingWindows(xs, w, (a, b) => a + b, 0);
          const total = xs.reduce<number>((s, x) => s + (x ?? 0), 0);
          expect(rollingWindows(xs, xs.length, (a, b) => a + b, 0).at(-1)).toBe(total);
          r.forEach((v, i) =>
            expect(v).toBe(xs.slice(Math.max(0, i - w + 1), i + 1).reduce<number>((s, x) => s + (x ?? 0), 0)),
          );
        },
      ),
    );
  });
});
