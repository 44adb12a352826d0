/**
 * Rounding and number formats of every export, per form (docs/reports-exports.md holds the rule and
 * its source for each). Stored figures keep full precision; only what a file prints is rounded, so
 * a regulator's system never reads float noise such as `1222.8000000000002`.
 */

/** `halfUp`: half away from zero; `up`: away from zero (every started unit counts). */
export type RoundMode = 'halfUp' | 'up';

export interface FigureRule {
  readonly dp: number;
  readonly mode: RoundMode;
}

/** A printed number: its rounded value and the decimals its number format shows. */
export interface Figure {
  readonly n: number;
  readonly dp: number;
}

const halfUp = (dp: number): FigureRule => ({ dp, mode: 'halfUp' });
const up = (dp: number): FigureRule => ({ dp, mode: 'up' });

/**
 * `x` rounded by the rule. The scaled value is first cut to 6 decimals, so binary noise just above
 * a boundary (100.00000000001 t) does not round up to the next unit.
 */
export function roundFigure(x: number, rule: FigureRule): number {
  const scale = 10 ** rule.dp;
  const scaled = Number((Math.abs(x) * scale).toFixed(6));
  const whole = rule.mode === 'up' ? Math.ceil(scaled) : Math.floor(scaled + 0.5);
  return whole === 0 ? 0 : (Math.sign(x) * whole) / scale;
}

export const figure = (x: number, rule: FigureRule): Figure => ({ n: roundFigure(x, rule), dp: rule.dp });

/** The spreadsheet number format showing `dp` decimals (`0`, `0.00`, …). */
export const numberFormat = (dp: number) => (dp === 0 ? '0' : `0.${'0'.repeat(dp)}`);

/** Decimals of a number as printed (`1222.8` → 1; `3e-7` → 7). */
export function decimalsOf(x: number): number {
  const [mantissa, exp] = String(x).toLowerCase().split('e');
  const frac = mantissa!.split('.')[1]?.length ?? 0;
  return Math.max(0, frac - Number(exp ?? 0));
}

/** What a form prints for a number it gives no rule: 5 decimals (the finest rule of any form). */
export const DEFAULT_FIGURE_RULE: FigureRule = halfUp(5);

/**
 * The rules per form. `integer` figures are whole numbers by definition (tonnages, kW, counts);
 * the other names say what they round.
 */
export const EXPORT_ROUNDING = {
  /**
   * IMO DCS: GISIS FUEL/2018 types every figure as an integer and says nothing of how to get
   * there; one rule for the XML and the standardized format: up to the next whole unit, so a
   * fuel used at all is reported (positiveInteger) and nothing is under-reported.
   */
  imoDcs: {
    integer: up(0),
    /** TypeCf: the schema's pattern `[0-9].[0-9]{3}`. */
    cf: halfUp(3),
    eedi: halfUp(2),
    /** BDN and collected-data working sheets: tonnes to the kilogram, as a BDN states them. */
    tonnes: halfUp(3),
    measure: halfUp(2),
  },
  chinaMsa: { integer: halfUp(0), tonnes: halfUp(3), measure: halfUp(2), eedi: halfUp(2) },
  /** EU MRV / ETS: tonnes to 5 decimals as published; distance, time and shares to 2. */
  euMrv: { tonnes: halfUp(5), factor: halfUp(6), measure: halfUp(2), indicator: halfUp(5) },
  euCompany: { integer: halfUp(0), tonnes: halfUp(5), money: halfUp(2) },
  /** FuelEU: 5 decimals for intensities, energy and balances; the penalty in whole euros. */
  fuelEu: { integer: halfUp(0), value: halfUp(5), penalty: halfUp(0) },
  /** UK MRV / UK ETS: fuel 5 decimals, gases 7, summary values whole tonnes half up. */
  ukMrv: { fuel: halfUp(5), gas: halfUp(7), summary: halfUp(0) },
} as const satisfies Record<string, Record<string, FigureRule>>;

/**
 * A UK summary value: whole tonnes half up, except a negative total (after an emissions reduction
 * claim), which the UK service leaves unrounded; printed with the gases' 7 decimals then.
 */
export const ukSummaryFigure = (x: number): Figure =>
  x < 0 ? figure(x, EXPORT_ROUNDING.ukMrv.gas) : figure(x, EXPORT_ROUNDING.ukMrv.summary);
