import { ResponsiveLine } from '@nivo/line';

/** The trend lines (lazy: @nivo loads with the chart tab of an analysis screen only). */
export default function TrendChart({
  series,
  label,
}: {
  series: Array<{ id: string; data: Array<{ x: string; y: number | null }> }>;
  label: string;
}) {
  return (
    <div role="img" aria-label={label} style={{ height: 360 }}>
      <ResponsiveLine
        data={series}
        margin={{ top: 20, right: 220, bottom: 50, left: 60 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
        axisBottom={{ tickRotation: -45 }}
        pointSize={6}
        useMesh
        legends={[{ anchor: 'right', direction: 'column', translateX: 210, itemWidth: 200, itemHeight: 18 }]}
      />
    </div>
  );
}
