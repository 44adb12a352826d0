import { ResponsiveBar } from '@nivo/bar';

/**
 * Bars (lazy: @nivo loads with the chart tab only): fuel per bucket stacked by class at sea and in
 * port, or a fleet chart's item per group.
 */
export default function FuelChart({
  keys,
  rows,
  label,
  indexBy = 'bucket',
  groupMode = 'stacked',
}: {
  keys: string[];
  rows: Array<Record<string, string | number>>;
  label: string;
  /** The field naming each bar: the bucket (fuel), the group (fleet charts). */
  indexBy?: string;
  /** Stacked (fuel classes add up) or grouped side by side (actual against target). */
  groupMode?: 'stacked' | 'grouped';
}) {
  return (
    <div role="img" aria-label={label} style={{ height: 360 }}>
      <ResponsiveBar
        data={rows}
        keys={keys}
        indexBy={indexBy}
        groupMode={groupMode}
        margin={{ top: 20, right: 220, bottom: 50, left: 60 }}
        axisBottom={{ tickRotation: -45 }}
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
  );
}
