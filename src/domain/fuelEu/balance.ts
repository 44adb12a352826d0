import { fuelEuPenalty } from './compliance';

/** This period's flexibility decisions for one ship (Art. 20, 21), t CO2e. */
export interface FuelEuDecisions {
  /** Surplus banked to the next period. */
  readonly bankT: number;
  /** Advance surplus borrowed from the next period. */
  readonly borrowT: number;
  /** The ship's pool allocation minus its balance before pooling (0 outside a pool). */
  readonly poolDeltaT: number;
  readonly pooled: boolean;
}

/** What the decisions need of the period's figures. */
export interface FuelEuBalanceBasis {
  readonly adjustedBalanceT: number;
  readonly borrowingCapT: number;
  readonly borrowAllowed: boolean;
  readonly ghgIntensity: number | null;
  readonly consecutivePeriods: number;
}

export interface FuelEuFinal {
  /** Balance after pooling, borrowing and banking. */
  readonly finalBalanceT: number;
  readonly penaltyEur: number;
  /** Broken rules (i18n codes under `fuelEu.`); empty when the decisions are allowed. */
  readonly errors: string[];
}

const EPS = 1e-9;

/**
 * The final balance of a ship-year (docs/reports-fueleu.md §5): adjusted balance + pool delta +
 * borrowed − banked. Only a surplus left after pooling may be banked; only a deficit may be
 * borrowed against, within the 2 % cap, not two periods running and not by a pooled ship
 * (decision FUELEU_POOL_BORROW); the penalty follows the final deficit with the Art. 23(2) factor.
 */
export function fuelEuFinal(b: FuelEuBalanceBasis, d: FuelEuDecisions): FuelEuFinal {
  const errors: string[] = [];
  if (d.bankT < 0 || d.borrowT < 0) errors.push('flex_negative');
  const afterPool = b.adjustedBalanceT + d.poolDeltaT;
  if (d.bankT > Math.max(0, afterPool) + EPS) errors.push('bank_exceeds_surplus');
  if (d.borrowT > 0) {
    if (afterPool >= 0) errors.push('borrow_no_deficit');
    if (!b.borrowAllowed && b.adjustedBalanceT < 0) errors.push('borrow_consecutive');
    if (d.pooled) errors.push('borrow_with_pool');
    if (d.borrowT > b.borrowingCapT + EPS) errors.push('borrow_over_cap');
    if (d.borrowT > -afterPool + EPS) errors.push('borrow_over_deficit');
  }
  const finalBalanceT = afterPool + d.borrowT - d.bankT;
  const penaltyEur =
    finalBalanceT < 0 && b.ghgIntensity !== null
      ? fuelEuPenalty(finalBalanceT, b.ghgIntensity, b.consecutivePeriods)
      : 0;
  return { finalBalanceT, penaltyEur, errors };
}
