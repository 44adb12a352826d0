import { ResponsiveBar } from '@nivo/bar';
import type { ChartRow } from './whatIfData';

/** Forecast and scenario side by side per regime (lazy: @nivo loads with the what-if only). */
export default function WhatIfChart({
  rows,
  keys,
  label,
}: {
  rows: ChartRow[];
  keys: { base: string; scenario: string };
  label: string;
}) {
  const data = rows.map((r) => ({ regime: r.regime, [keys.base]: r.base, [keys.scenario]: r.scenario }));
  return (
    <div role="img" aria-label={label} style={{ height: 300 }}>
      <ResponsiveBar
        data={data}
        keys={[keys.base, keys.scenario]}
        indexBy="regime"
        groupMode="grouped"
        margin={{ top: 20, right: 160, bottom: 40, left: 60 }}
        valueFormat=">-.2f"
        legends={[
          {
            dataFrom: 'keys',
            anchor: 'right',
            direction: 'column',
            translateX: 150,
            itemWidth: 140,
            itemHeight: 18,
          },
        ]}
      />
    </div>
  );
}
