import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { ChartTable } from './ChartTable';
import { barFigures } from './chartFigures';

/**
 * Bars (lazy: @nivo loads with the chart tab only): fuel per bucket stacked by class at sea and in
 * port, or a fleet chart's item per group, or an indicator against its target. Both axes carry a
 * title, the value axis its one unit; the figures follow as a table.
 */
export default function FuelChart({
  keys,
  rows,
  label,
  axes,
  indexBy = 'bucket',
  groupMode = 'stacked',
}: {
  keys: string[];
  rows: Array<Record<string, string | number>>;
  label: string;
  /** What the bars stand on (periods, groups) and the value axis' title with its unit. */
  axes: { x: string; y: string };
  /** The field naming each bar: the bucket (fuel), the group (fleet charts). */
  indexBy?: string;
  /** Stacked (fuel classes add up) or grouped side by side (actual against target). */
  groupMode?: 'stacked' | 'grouped';
}) {
  const { i18n } = useTranslation();
  const figure = (v: unknown) => formatNumber(Number(v), i18n.language, 3);
  return (
    <div>
      <div role="img" aria-label={label} style={{ height: 380 }}>
        <ResponsiveBar
          data={rows}
          keys={keys}
          indexBy={indexBy}
          groupMode={groupMode}
          margin={{ top: 20, right: 220, bottom: 80, left: 80 }}
          axisBottom={{ tickRotation: -45, legend: axes.x, legendOffset: 66, legendPosition: 'middle' }}
          valueFormat={figure}
          axisLeft={{ legend: axes.y, legendOffset: -64, legendPosition: 'middle', format: figure }}
          labelSkipHeight={14}
          legends={[
            {
              dataFrom: 'keys',
              anchor: 'right',
              direction: 'column',
              translateX: 210,
              itemWidth: 200,
              itemHeight: 18,
            },
          ]}
        />
      </div>
      <ChartTable {...barFigures(label, axes.x, keys, rows, indexBy)} />
    </div>
  );
}
