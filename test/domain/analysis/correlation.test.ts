import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correlationMatrix, fitAt, fitCurve, fitPoints, pearson } from '../../../src/domain/analysis';

describe('pearson', () => {
  it.each([
    ['a perfectly linear pair', [1, 2, 3, 4], [3, 5, 7, 9], 1],
    ['a perfectly falling pair', [1, 2, 3, 4], [8, 6, 4, 2], -1],
    // x = −1, 0, 1 and y = x²: symmetric, no linear relation.
    ['a parabola through 0', [-1, 0, 1], [1, 0, 1], 0],
    // Worked by hand: x̄ = 2, ȳ = 3; dx = −1, 0, 1; dy = −2, 2, 0; Σdxdy = 2, Σdx² = 2, Σdy² = 8 → 2/√16.
    ['a noisy pair', [1, 2, 3], [1, 5, 3], 0.5],
  ])('%s', (_n, x, y, r) => {
    expect(pearson(x, y)).toBeCloseTo(r, 12);
  });

  it.each([
    ['one pair', [1], [2]],
    ['a constant x', [2, 2, 2], [1, 2, 3]],
    ['a constant y', [1, 2, 3], [4, 4, 4]],
    ['nulls leaving one pair', [1, null, 3], [null, 2, 3]],
  ])('is null for %s', (_n, x, y) => {
    expect(pearson(x, y)).toBeNull();
  });

  it('drops pairs with a null on either side', () => {
    expect(pearson([1, 2, null, 4, 5], [2, 4, 100, 8, null])).toBeCloseTo(1, 12);
  });

  it('is 1 for any increasing linear map of a varying series, and within [−1, 1] always', () => {
    const xs = fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 2, maxLength: 40 });
    fc.assert(
      fc.property(xs, fc.integer({ min: 1, max: 50 }), fc.integer({ min: -100, max: 100 }), (x, a, b) => {
        fc.pre(new Set(x).size > 1);
        expect(
          pearson(
            x,
            x.map((v) => a * v + b),
          ),
        ).toBeCloseTo(1, 9);
        expect(
          pearson(
            x,
            x.map((v) => -a * v + b),
          ),
        ).toBeCloseTo(-1, 9);
      }),
    );
    fc.assert(
      fc.property(xs, xs, (x, y) => {
        const r = pearson(x, y);
        return r === null || (r >= -1 && r <= 1);
      }),
    );
  });
});

describe('correlationMatrix', () => {
  it('gives one cell per row and column with its r and pair count', () => {
    const cells = correlationMatrix(
      { speed: [10, 12, 14], fuel: [20, 24, 28], eeoi: [null, 5, 4] },
      ['speed'],
      ['fuel', 'eeoi'],
    );
    expect(cells).toEqual([
      { row: 'speed', column: 'fuel', r: expect.closeTo(1, 12), n: 3 },
      { row: 'speed', column: 'eeoi', r: expect.closeTo(-1, 12), n: 2 },
    ]);
  });
});

describe('fitCurve', () => {
  it('fits a line exactly', () => {
    const f = fitCurve([0, 1, 2, 3], [1, 3, 5, 7], 'linear')!;
    expect([f.a, f.b, f.r2, f.n]).toEqual([1, 2, 1, 4]);
    expect(fitAt(f, 10)).toBe(21);
  });

  it('recovers the propeller law y = 0.01·v³ with a power fit, skipping non-positive pairs', () => {
    const v = [0, 10, 12, 14, 16];
    const f = fitCurve(
      v,
      v.map((s) => 0.01 * s ** 3),
      'power',
    )!;
    expect(f.n).toBe(4);
    expect(f.a).toBeCloseTo(0.01, 9);
    expect(f.b).toBeCloseTo(3, 9);
    expect(f.r2).toBeCloseTo(1, 9);
    expect(fitAt(f, 0)).toBeNull();
    expect(fitAt(f, 20)).toBeCloseTo(80, 6);
  });

  it('is null without two usable pairs or with a constant x', () => {
    expect(fitCurve([1], [1], 'linear')).toBeNull();
    expect(fitCurve([2, 2], [1, 3], 'linear')).toBeNull();
    expect(fitCurve([-1, 2], [1, 3], 'power')).toBeNull();
  });

  it('draws evenly spaced points of the curve', () => {
    const f = fitCurve([0, 1], [0, 2], 'linear')!;
    expect(fitPoints(f, 0, 10, 2)).toEqual([
      { x: 0, y: 0 },
      { x: 5, y: 10 },
      { x: 10, y: 20 },
    ]);
  });
});
