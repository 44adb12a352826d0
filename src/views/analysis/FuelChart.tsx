import { ResponsiveBar } from '@nivo/bar';

/** Fuel per bucket, stacked by class at sea and in port (lazy: @nivo loads with the chart tab only). */
export default function FuelChart({
  keys,
  rows,
  label,
}: {
  keys: string[];
  rows: Array<Record<string, string | number>>;
  label: string;
}) {
  return (
    <div role="img" aria-label={label} style={{ height: 360 }}>
      <ResponsiveBar
        data={rows}
        keys={keys}
        indexBy="bucket"
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
