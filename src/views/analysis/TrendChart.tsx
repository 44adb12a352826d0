import { ResponsiveLine } from '@nivo/line';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { ChartTable } from '../shared/ChartTable';
import { lineFigures } from '../shared/chartFigures';

type Series = { id: string; data: Array<{ x: string; y: number | null }> };

/**
 * Trend lines, one panel per unit with its value axis titled in that unit and the periods titled
 * below, then the figures of every line as a table (lazy: @nivo loads with the chart tab of an
 * analysis screen only). Every period of the range is on the time axis; no legs is a gap.
 */
export default function TrendChart({
  panels,
  period,
  label,
}: {
  panels: Array<{ axis: string; series: Series[] }>;
  /** The time axis' title. */
  period: string;
  label: string;
}) {
  const { i18n } = useTranslation();
  // Ticks and tooltips in the language's number format, never a float's noise (6.8507999999).
  const figure = (v: unknown) => formatNumber(Number(v), i18n.language, 3);
  return (
    <div>
      {panels.map((p) => (
        <div key={p.axis} role="img" aria-label={`${label}: ${p.axis}`} style={{ height: 280 }}>
          <ResponsiveLine
            data={p.series}
            margin={{ top: 16, right: 240, bottom: 70, left: 80 }}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
            yFormat={figure}
            axisLeft={{ legend: p.axis, legendOffset: -64, legendPosition: 'middle', format: figure }}
            axisBottom={{ tickRotation: -45, legend: period, legendOffset: 60, legendPosition: 'middle' }}
            pointSize={6}
            useMesh
            legends={[
              { anchor: 'right', direction: 'column', translateX: 230, itemWidth: 220, itemHeight: 18 },
            ]}
          />
        </div>
      ))}
      <ChartTable
        {...lineFigures(
          label,
          period,
          panels.flatMap((p) => p.series),
        )}
      />
    </div>
  );
}
