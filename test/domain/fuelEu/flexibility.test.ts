import {
  adjustedBalanceT,
  allocatePool,
  bankableT,
  borrow,
  borrowingCapT,
  complianceBalanceT,
  poolViolations,
} from '../../../src/domain/fuelEu';
import { DomainError } from '../../../src/domain/registry/errors';

// docs/regulatory-sources.md §11 FEU-3: CB = (89.3368 − 91.0) × 3 000 t × 41 000 MJ/t = −204 573 600 g = −204.5736 t.
it('FEU-3 compliance balance', () => {
  expect(complianceBalanceT(89.3368, 91.0, 3000 * 41000)).toBeCloseTo(-204.5736, 9);
});

describe('borrowing (Art. 20, docs/regulatory-sources.md §7.9)', () => {
  // Cap = 2 % × 89.3368 × 123e6 MJ / 10⁶ = 219.768528 t
  const base = { target: 89.3368, energyMJ: 123e6, borrowedLastPeriod: false, pooled: false };
  it('cap', () => expect(borrowingCapT(89.3368, 123e6)).toBeCloseTo(219.768528, 9));
  it('within the cap: balance 0, repay 1.1 ×', () => {
    const r = borrow({ ...base, complianceBalanceT: -204.5736 });
    expect(r.borrowedT).toBeCloseTo(204.5736, 9);
    expect(r.balanceT).toBeCloseTo(0, 9);
    expect(r.repaymentNextPeriodT).toBeCloseTo(225.03096, 9);
  });
  it('above the cap: part-borrow, the rest stays a deficit', () => {
    const r = borrow({ ...base, complianceBalanceT: -300 });
    expect(r.borrowedT).toBeCloseTo(219.768528, 9);
    expect(r.balanceT).toBeCloseTo(-80.231472, 9);
  });
  it.each([
    ['surplus', { complianceBalanceT: 5 }],
    ['consecutive', { complianceBalanceT: -5, borrowedLastPeriod: true }],
    ['pooled', { complianceBalanceT: -5, pooled: true }],
  ])('refused: %s', (_n, over) => {
    expect(() => borrow({ ...base, ...over })).toThrow(DomainError);
  });
  it('banking and the next period', () => {
    expect(bankableT(-3)).toBe(0);
    expect(bankableT(12.5)).toBe(12.5);
    expect(adjustedBalanceT(-10, 12.5, 1.1)).toBeCloseTo(1.4, 12);
  });
});

describe('pooling (Art. 21)', () => {
  it('FEU-3 pool: 1000 / 200 / −400 / −500 → 100 / 200 / 0 / 0', () => {
    const r = allocatePool([
      { shipId: 'a', before: 1000 },
      { shipId: 'b', before: 200 },
      { shipId: 'c', before: -400 },
      { shipId: 'd', before: -500 },
    ]);
    expect(r.map((m) => m.after)).toEqual([100, 200, 0, 0]);
  });
  it('a pool with a negative sum is refused', () => {
    expect(() =>
      allocatePool([
        { shipId: 'a', before: 100 },
        { shipId: 'b', before: -101 },
      ]),
    ).toThrow(DomainError);
  });
  it.each([
    ['one ship', [{ shipId: 'a', before: 1, after: 1 }], 'pool_too_small'],
    [
      'duplicate',
      [
        { shipId: 'a', before: 1, after: 1 },
        { shipId: 'a', before: 1, after: 1 },
      ],
      'pool_duplicate_ship',
    ],
    [
      'deficit worse',
      [
        { shipId: 'a', before: 10, after: 15 },
        { shipId: 'b', before: -1, after: -6 },
      ],
      'pool_deficit_worse:b',
    ],
    [
      'surplus negative',
      [
        { shipId: 'a', before: 10, after: -1 },
        { shipId: 'b', before: -1, after: 10 },
      ],
      'pool_surplus_negative:a',
    ],
    [
      'not conserved',
      [
        { shipId: 'a', before: 10, after: 10 },
        { shipId: 'b', before: -1, after: 0 },
      ],
      'pool_not_conserved',
    ],
  ])('violation: %s', (_n, members, code) => {
    expect(poolViolations(members)).toContain(code);
  });
});
