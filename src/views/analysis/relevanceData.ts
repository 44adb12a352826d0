import type { RelevanceDto } from '../../domain/analysis/dto';
import type { ExportTable } from '../../machines/analysis/analysisMachine';

/**
 * The relevance screen's data mappings (docs/analysis.md §3): the correlation cells as @nivo/heatmap
 * rows, the legs, fitted curve and theoretical curve as @nivo/scatterplot series, and the Data tab.
 * r stays null where no relation is measurable (fewer than two pairs, a constant variable): an empty
 * cell, never r = 0.
 */
export type VariableLabel = (variable: string) => string;

const r3 = (v: number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(v * 1000) / 1000;

/** One heatmap row per row variable, one cell per column variable, in the answer's order. */
export function heatmapRows(data: RelevanceDto, label: VariableLabel) {
  return data.rows.map((row) => ({
    id: label(row),
    data: data.columns.map((column) => {
      const cell = data.cells.find((c) => c.row === row && c.column === column);
      return { x: label(column), y: r3(cell?.r) };
    }),
  }));
}

/** The scatter's series: the legs, then the fitted curve and the theoretical curve when there are any. */
export function scatterSeries(
  data: RelevanceDto,
  names: { legs: string; fitted: string; theoretical: string },
) {
  const series = [{ id: names.legs, data: data.points.map((p) => ({ x: p.x, y: p.y })) }];
  if (data.fitCurve.length)
    series.push({ id: names.fitted, data: data.fitCurve.map((p) => ({ x: p.x, y: p.y })) });
  if (data.theoretical.length)
    series.push({ id: names.theoretical, data: data.theoretical.map((p) => ({ x: p.x, y: p.y })) });
  return series;
}

/** The fit as a sentence's figures (4 significant digits), or null without a fit. */
export function fitFigures(data: RelevanceDto) {
  if (!data.fit) return null;
  const p = (v: number | null) => (v === null ? '–' : Number(v.toPrecision(4)).toString());
  return { kind: data.fit.kind, a: p(data.fit.a), b: p(data.fit.b), r2: p(data.fit.r2) };
}

/** Data tab: the correlation matrix (r and pairs), an empty line, then the legs' x and y. */
export function relevanceTable(
  data: RelevanceDto,
  label: VariableLabel,
  head: { variable: string; pairs: string },
): ExportTable {
  const matrix: ExportTable = [
    [head.variable, ...data.columns.map(label), head.pairs],
    ...data.rows.map((row) => {
      const cells = data.columns.map((column) =>
        data.cells.find((c) => c.row === row && c.column === column),
      );
      return [label(row), ...cells.map((c) => r3(c?.r) ?? ''), Math.max(0, ...cells.map((c) => c?.n ?? 0))];
    }),
  ];
  const legs: ExportTable = [
    [label(data.x), label(data.y)],
    ...data.points.map((p) => [r3(p.x) ?? '', r3(p.y) ?? '']),
  ];
  return [...matrix, [], ...legs];
}
