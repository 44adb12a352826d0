import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { ChartTable } from '../shared/ChartTable';
import { barFigures } from '../shared/chartFigures';
import type { ChartPanel } from './whatIfData';

/**
 * Forecast and scenario side by side, one panel per unit (the CII ratio, the costs in k EUR), each
 * value axis titled with its unit, then the figures as a table (lazy: @nivo loads with the what-if
 * only).
 */
export default function WhatIfChart({
  panels,
  keys,
  regime,
  label,
}: {
  panels: ChartPanel[];
  keys: { base: string; scenario: string };
  /** The title of the axis the regimes stand on. */
  regime: string;
  label: string;
}) {
  const { i18n } = useTranslation();
  const figure = (v: unknown) => formatNumber(Number(v), i18n.language, 2);
  const asBars = (rows: ChartPanel['rows']) =>
    rows.map((r) => ({
      regime: r.regime,
      ...(r.base === null ? {} : { [keys.base]: r.base }),
      ...(r.scenario === null ? {} : { [keys.scenario]: r.scenario }),
    }));
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {panels.map((p) => (
          <div
            key={p.axis}
            role="img"
            aria-label={`${label}: ${p.axis}`}
            style={{ height: 300, flex: `${p.rows.length} 1 280px` }}
          >
            <ResponsiveBar
              data={asBars(p.rows)}
              keys={[keys.base, keys.scenario]}
              indexBy="regime"
              groupMode="grouped"
              margin={{ top: 20, right: 20, bottom: 80, left: 80 }}
              valueFormat={figure}
              axisLeft={{ legend: p.axis, legendOffset: -64, legendPosition: 'middle', format: figure }}
              axisBottom={{ legend: regime, legendOffset: 40, legendPosition: 'middle' }}
              legends={[
                {
                  dataFrom: 'keys',
                  anchor: 'bottom',
                  direction: 'row',
                  translateY: 70,
                  itemWidth: 130,
                  itemHeight: 18,
                },
              ]}
            />
          </div>
        ))}
      </div>
      <ChartTable
        digits={2}
        {...barFigures(
          label,
          regime,
          [keys.base, keys.scenario],
          asBars(panels.flatMap((p) => p.rows)),
          'regime',
        )}
      />
    </div>
  );
}
