/**
 * A chart's figures as rows for its table (ChartTable): the first column names the row (a period,
 * a group, a regime), each other column one series with its unit in its header.
 */
export interface ChartFigures {
  /** The chart the figures are of: the table's caption. */
  caption: string;
  /** The first column's header, then each series' name with its unit. */
  columns: readonly string[];
  rows: ReadonlyArray<{ label: string; values: ReadonlyArray<number | null | undefined> }>;
}

type LineSeries = { id: string; data: ReadonlyArray<{ x: string; y: number | null }> };

/** Lines that share their x values: one row per x, one column per line. */
export function lineFigures(caption: string, first: string, series: readonly LineSeries[]): ChartFigures {
  const xs = [...new Set(series.flatMap((s) => s.data.map((p) => p.x)))];
  return {
    caption,
    columns: [first, ...series.map((s) => s.id)],
    rows: xs.map((x) => ({
      label: x,
      values: series.map((s) => s.data.find((p) => p.x === x)?.y ?? null),
    })),
  };
}

/** Bars: one row per bar (its `indexBy` field), one column per key; a missing key is no value. */
export function barFigures(
  caption: string,
  first: string,
  keys: readonly string[],
  rows: ReadonlyArray<Record<string, string | number>>,
  indexBy: string,
): ChartFigures {
  return {
    caption,
    columns: [first, ...keys],
    rows: rows.map((r) => ({
      label: String(r[indexBy]),
      values: keys.map((k) => (typeof r[k] === 'number' ? (r[k] as number) : null)),
    })),
  };
}
