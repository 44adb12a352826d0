import { lazy, Suspense, useState } from 'react';
import { FormControl, Select, Text } from '@primer/react';
import type { AnnualStatistics, StatTarget, TargetIndicator } from '../../domain/statistics/types';
import { TARGET_INDICATORS } from '../../domain/statistics/types';
import type { StatMode } from '../../machines/statistics/statisticsMachine';
import type { Tx } from './statTable';
import { targetBars } from './targetChartData';

const BarChart = lazy(() => import('../shared/FuelChart'));

/** One indicator of the rows against its targets as bars (the MRV annual-target page). */
export function TargetChartPanel({
  rows,
  targets,
  mode,
  companyId,
  tx,
}: {
  rows: readonly AnnualStatistics[];
  targets: readonly StatTarget[];
  mode: StatMode;
  companyId?: number;
  tx: Tx;
}) {
  const [indicator, setIndicator] = useState<TargetIndicator>('eeoi');
  const names = { actual: tx('chart.actual'), target: tx('chart.target') };
  const label = `${tx('chart.title')}: ${tx(`cols.${indicator}`)}`;
  return (
    <div style={{ marginTop: 12 }}>
      <FormControl>
        <FormControl.Label>{tx('targets.indicator')}</FormControl.Label>
        <Select value={indicator} onChange={(e) => setIndicator(e.target.value as TargetIndicator)}>
          {TARGET_INDICATORS.map((k) => (
            <Select.Option key={k} value={k}>
              {tx(`cols.${k}`)}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <Suspense fallback={<Text>{tx('messages.busy')}</Text>}>
        <BarChart
          {...targetBars(rows, targets, mode, indicator, names, companyId)}
          indexBy="subject"
          groupMode="grouped"
          label={label}
          axes={{
            x: `${tx(mode === 'company' ? 'cols.company' : 'cols.ship')} · ${tx('cols.year')}`,
            y: tx(`cols.${indicator}`),
          }}
        />
      </Suspense>
    </div>
  );
}
