import { FUELEU_FLEXIBILITY } from '../registry/fuelEuPenalty';
import { DomainError } from '../registry/errors';

/** Advance surplus a deficit ship may borrow: 2 % × GHGIE_target × energy (t CO2e). */
export const borrowingCapT = (target: number, energyMJ: number): number =>
  (FUELEU_FLEXIBILITY.borrowingCap * target * energyMJ) / 1e6;

export interface BorrowInput {
  readonly complianceBalanceT: number;
  readonly target: number;
  readonly energyMJ: number;
  /** Borrowing is not allowed in two consecutive periods (Art. 20). */
  readonly borrowedLastPeriod: boolean;
  /** Pooling and borrowing in the same period exclude each other (decision FUELEU_POOL_BORROW). */
  readonly pooled: boolean;
}

export interface BorrowResult {
  readonly borrowedT: number;
  /** Balance after borrowing; still negative when the deficit exceeded the cap (penalised). */
  readonly balanceT: number;
  /** 1.1 × borrowed, deducted from the next period's balance. */
  readonly repaymentNextPeriodT: number;
}

/** Borrow up to the cap; a larger deficit is part-borrowed and the rest penalised (decision FUELEU_BORROW_CAP). */
export function borrow(i: BorrowInput): BorrowResult {
  if (i.complianceBalanceT >= 0)
    throw new DomainError('borrowing_no_deficit', 'only a deficit can be borrowed against');
  if (i.borrowedLastPeriod)
    throw new DomainError('borrowing_consecutive', 'borrowing is not allowed in two consecutive periods');
  if (i.pooled)
    throw new DomainError('borrowing_with_pooling', 'a pooled ship cannot also borrow in the same period');
  const borrowedT = Math.min(-i.complianceBalanceT, borrowingCapT(i.target, i.energyMJ));
  return {
    borrowedT,
    balanceT: i.complianceBalanceT + borrowedT,
    repaymentNextPeriodT: borrowedT * FUELEU_FLEXIBILITY.borrowingRepayment,
  };
}

/** Verified balance plus last period's banked surplus, minus last period's repayment. */
export const adjustedBalanceT = (cbT: number, bankedT = 0, repaymentT = 0): number =>
  cbT + bankedT - repaymentT;

/** Only a verified surplus can be banked; it stays with the ship. */
export const bankableT = (cbT: number): number => Math.max(0, cbT);
