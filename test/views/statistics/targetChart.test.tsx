import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { annualStatistics } from '../../../src/domain/statistics/annual';
import { addSums } from '../../../src/domain/statistics/indicators';
import { initI18n } from '../../../src/i18n';
import en from '../../../src/i18n/statistics/en.json';
import { TargetChartPanel } from '../../../src/views/statistics/TargetChartPanel';
import { sizeCharts } from '../../support/chartSize';
import { installDomShims } from '../../support/renderApp';
import { LEG_A, LEG_B } from '../../support/statistics/legSums';

installDomShims();
initI18n('en');
let undo = () => {};
beforeEach(() => {
  undo = sizeCharts();
});
afterEach(() => {
  cleanup();
  undo();
});

/** A translator over the English file, with {{placeholders}} filled. */
const tx = (key: string, o: Record<string, unknown> = {}) => {
  const v = key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], en) as string;
  return v.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(o[k]));
};
const ROW = annualStatistics(2025, 7, 'BULK ONE', addSums(LEG_A, LEG_B));
const TARGET = {
  id: 1,
  subject: 'ship' as const,
  subjectId: 7,
  year: 2025,
  indicator: 'eeoi' as const,
  value: 8,
  version: 1,
};

describe('annual target chart', () => {
  it('titles the value axis with the indicator and its unit, and the bars axis, then tables the bars', async () => {
    render(<TargetChartPanel rows={[ROW]} targets={[TARGET]} mode="ship" tx={tx} />);
    // The chart module loads lazily: on a busy machine that takes more than the default second.
    const chart = await screen.findByRole(
      'img',
      { name: `${en.chart.title}: ${en.cols.eeoi}` },
      { timeout: 5000 },
    );
    await act(async () => {});
    const texts = [...chart.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(
      expect.arrayContaining([en.cols.eeoi, `${en.cols.ship} · ${en.cols.year}`, 'BULK ONE 2025']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show figures' }));
    const rows = within(
      screen.getByRole('table', { name: `${en.chart.title}: ${en.cols.eeoi}` }),
    ).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${en.cols.ship} · ${en.cols.year}${en.chart.actual}${en.chart.target}`,
      `BULK ONE 2025${(Math.round(ROW.indicators.eeoi! * 1000) / 1000).toLocaleString('en-GB')}8`,
    ]);
  });
});
