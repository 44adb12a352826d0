import { ResponsiveHeatMap } from '@nivo/heatmap';
import { ResponsiveScatterPlot, type ScatterPlotLayerProps } from '@nivo/scatterplot';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { ChartTable } from '../shared/ChartTable';

type Point = { x: number; y: number };
type Series = { id: string; data: Point[] };

/**
 * The relevance charts (lazy: @nivo loads with the chart tab only): the correlation heatmap, r in
 * [-1, 1] on a diverging scale (empty cells where r is not measurable), and the scatter of the legs
 * with the fitted and theoretical curves drawn as lines through their points; each with its
 * figures as a table (r per pair; each series' points with both variables in their units).
 */
export default function RelevanceChart({
  heatmap,
  scatter,
  lines,
  heatmapLabel,
  scatterLabel,
  axes,
  heads,
}: {
  heatmap: Array<{ id: string; data: Array<{ x: string; y: number | null }> }>;
  scatter: Series[];
  /** Ids of the series drawn as curves rather than dots. */
  lines: string[];
  heatmapLabel: string;
  scatterLabel: string;
  axes: { x: string; y: string };
  /** The first column of each table: the variable (heatmap rows), the series (scatter points). */
  heads: { variable: string; series: string };
}) {
  const { i18n } = useTranslation();
  const figure = (v: unknown) => formatNumber(Number(v), i18n.language, 3);
  const curves = ({ nodes, xScale, yScale }: ScatterPlotLayerProps<Point>) => (
    <g>
      {lines.map((id) => {
        const pts = nodes.filter((n) => n.serieId === id).sort((a, b) => a.xValue - b.xValue);
        if (pts.length < 2) return null;
        const d = pts
          .map(
            (n, i) =>
              `${i ? 'L' : 'M'}${(xScale as (v: number) => number)(n.xValue)},${(yScale as (v: number) => number)(n.yValue)}`,
          )
          .join(' ');
        return <path key={id} d={d} fill="none" stroke={pts[0]!.color} strokeWidth={2} />;
      })}
    </g>
  );
  return (
    <>
      <div role="img" aria-label={heatmapLabel} style={{ height: 320 }}>
        <ResponsiveHeatMap
          data={heatmap}
          margin={{ top: 70, right: 40, bottom: 20, left: 180 }}
          axisTop={{ tickRotation: -30 }}
          colors={{ type: 'diverging', scheme: 'red_blue', divergeAt: 0.5, minValue: -1, maxValue: 1 }}
          emptyColor="#eeeeee"
          valueFormat=">-.2f"
        />
      </div>
      <ChartTable
        digits={2}
        caption={heatmapLabel}
        columns={[heads.variable, ...(heatmap[0]?.data.map((c) => c.x) ?? [])]}
        rows={heatmap.map((r) => ({ label: r.id, values: r.data.map((c) => c.y) }))}
      />
      <div role="img" aria-label={scatterLabel} style={{ height: 360 }}>
        <ResponsiveScatterPlot
          data={scatter}
          margin={{ top: 20, right: 180, bottom: 50, left: 70 }}
          xScale={{ type: 'linear', min: 'auto', max: 'auto' }}
          yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
          xFormat={figure}
          yFormat={figure}
          axisBottom={{ legend: axes.x, legendOffset: 40, legendPosition: 'middle', format: figure }}
          axisLeft={{ legend: axes.y, legendOffset: -60, legendPosition: 'middle', format: figure }}
          nodeSize={(n) => (lines.includes(n.serieId as string) ? 2 : 7)}
          layers={['grid', 'axes', curves, 'nodes', 'mesh', 'legends']}
          legends={[
            { anchor: 'right', direction: 'column', translateX: 170, itemWidth: 160, itemHeight: 18 },
          ]}
        />
      </div>
      <ChartTable
        caption={scatterLabel}
        columns={[heads.series, axes.x, axes.y]}
        rows={scatter.flatMap((s) => s.data.map((p) => ({ label: s.id, values: [p.x, p.y] })))}
      />
    </>
  );
}
