import { FUELEU_PENALTY, WIND_REWARD_STEPS } from '../registry/fuelEuPenalty';
import { DomainError } from '../registry/errors';

/** CB (t CO2e) = (GHGIE_target − GHGIE_actual) × energy (MJ) / 10⁶ (Annex IV Part A). Positive = surplus. */
export const complianceBalanceT = (target: number, actual: number, energyMJ: number): number =>
  ((target - actual) * energyMJ) / 1e6;

/**
 * Penalty (EUR) = |CB| / (GHGIE_actual × 41 000) × 2 400 × (1 + (n − 1)/10), only for a deficit
 * (Annex IV Part B, Art. 23(2)). n = consecutive periods with a penalty, this one included. Not rounded
 * here: rounding belongs to display and report formats (docs/architecture.md §8).
 */
export function fuelEuPenalty(cbT: number, actual: number, consecutivePeriods = 1): number {
  if (!Number.isInteger(consecutivePeriods) || consecutivePeriods < 1) {
    throw new DomainError('consecutive_invalid', 'consecutive deficit periods is a whole number ≥ 1');
  }
  if (cbT >= 0) return 0;
  const vlsfoTonnes = (-cbT * 1e6) / (actual * FUELEU_PENALTY.vlsfoMJperT);
  return (
    vlsfoTonnes *
    FUELEU_PENALTY.eurPerTonneVlsfo *
    (1 + FUELEU_PENALTY.consecutiveStep * (consecutivePeriods - 1))
  );
}

/** f_wind from P_wind/P_prop, stepped (decision FUELEU_WIND): below 0.05 no reward. */
export function windRewardFactor(powerRatio: number): number {
  for (const s of WIND_REWARD_STEPS) if (powerRatio >= s.minRatio) return s.factor;
  return 1;
}
