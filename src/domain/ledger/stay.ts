/**
 * Consumption during a stay (spec §2): corrected arrival ROB − departure ROB + bunkered −
 * transferred out − sludge, per fuel. The entry dialogs show it live and block a negative one
 * before saving; the server applies the same rule on write (422 `ledger.negative_consumption`).
 * Pure, so the derivation in this folder can adopt it as is.
 */
export interface StayFuel {
  robArrivalT: number;
  robDepartureT: number;
  /** Sounding correction of the arrival ROB, either sign; absent is 0. */
  correctionT?: number;
  bunkeredT?: number;
  transferredT?: number;
  sludgeT?: number;
}

export function stayConsumption(f: StayFuel): number {
  return (
    f.robArrivalT +
    (f.correctionT ?? 0) -
    f.robDepartureT +
    (f.bunkeredT ?? 0) -
    (f.transferredT ?? 0) -
    (f.sludgeT ?? 0)
  );
}

/** Sums the tonnes of the lines of one fuel (bunkers, transfers or sludge of a stay). */
export const tonnesOf = (lines: readonly { fuel: string; tonnes: number }[] | undefined, fuel: string) =>
  (lines ?? []).reduce((sum, l) => (l.fuel === fuel ? sum + l.tonnes : sum), 0);

/**
 * A consumption this far below zero is a data error; anything closer is the rounding of decimal
 * tonnes (0.1 + 0.2 − 0.3 is not 0 in binary floating point).
 */
export const NEGATIVE_EPSILON_T = 1e-9;
