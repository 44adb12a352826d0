import type { Lang } from '../../domain/api';
import { formatNumber } from '../../i18n/format';
import type { CiiWhatIfDto } from '../../domain/cii/forecastDto';
import type { Regime, RegimeFigures } from '../../domain/scenarios/whatIf';

/**
 * What the what-if panel shows, from the answer as it is (docs/cii-forecast-what-if.md §6): the
 * table cells per regime and the chart's bars. Display rounding only; the figures are the server's.
 */
export const fmt = (v: number, lang: Lang, digits = 2) => formatNumber(v, lang, digits);

type Words = { notAnswered: (code: string) => string };

const cell = <T>(r: Regime<T>, show: (v: T) => string, w: Words) =>
  r.ok ? show(r.value) : w.notAnswered(r.code);

/** The three regimes' cells of one column (forecast or with the change). */
export function regimeCells(f: RegimeFigures, lang: Lang, w: Words) {
  return {
    cii: cell(f.cii, (v) => `${v.rating} (${fmt(v.attained, lang, 3)})`, w),
    ets: cell(f.ets, (v) => fmt(v.costEur, lang, 0), w),
    fuelEu: cell(f.fuelEu, (v) => `${fmt(v.complianceBalanceT, lang, 1)} / ${fmt(v.penaltyEur, lang, 0)}`, w),
  };
}

export interface ChartRow {
  regime: string;
  /** Null where the regime gives no answer: no bar, and a dash in the figures, never 0. */
  base: number | null;
  scenario: number | null;
}

const value = <T>(r: Regime<T>, pick: (v: T) => number) => (r.ok ? pick(r.value) : null);

/** The what-if's bars: a panel per unit, each with its value axis' title (unit in it) and rows. */
export interface ChartPanel {
  axis: string;
  rows: ChartRow[];
}

/**
 * The CII as attained ÷ required (a ratio, 1 at the required line) on a panel of its own; the ETS
 * cost and the FuelEU penalty together on a panel in k EUR. A ratio of 1.05 next to 480 k EUR on one
 * axis is a bar nobody can read.
 */
export function chartPanels(
  d: CiiWhatIfDto,
  labels: { cii: string; ets: string; fuelEu: string; ratioAxis: string; costAxis: string },
): ChartPanel[] {
  const row = (regime: string, pick: (f: RegimeFigures) => number | null): ChartRow => ({
    regime,
    base: pick(d.base),
    scenario: pick(d.projected),
  });
  return [
    { axis: labels.ratioAxis, rows: [row(labels.cii, (f) => value(f.cii, (v) => v.ratio))] },
    {
      axis: labels.costAxis,
      rows: [
        row(labels.ets, (f) => value(f.ets, (v) => v.costEur / 1000)),
        row(labels.fuelEu, (f) => value(f.fuelEu, (v) => v.penaltyEur / 1000)),
      ],
    },
  ];
}
