import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TrendDto } from '../../../src/domain/analysis/dto';
import { EMPTY_SUMS, statIndicators } from '../../../src/domain/statistics';
import en from '../../../src/i18n/analysis/en.json';
import TrendChart from '../../../src/views/analysis/TrendChart';
import {
  TREND_INDICATORS,
  TREND_UNITS,
  trendPanels,
  type TrendIndicator,
} from '../../../src/views/analysis/trendData';
import { sizeCharts } from '../../support/chartSize';
import { installDomShims } from '../../support/renderApp';
import { initI18n } from '../../../src/i18n';

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

const ind = statIndicators({
  ...EMPTY_SUMS,
  legs: 1,
  distanceNm: 240,
  transportWorkTnm: 2.4e6,
  fuels: [{ code: '1', atSeaT: 24, inPortT: 2 }],
});
const month = (m: number) => `2025-${String(m).padStart(2, '0')}`;
/** A year by month where only January and April have legs: the months between are gaps, not gone. */
const DATA: TrendDto = {
  bucket: 'month',
  window: 1,
  parameterSet: 'p',
  points: Array.from({ length: 12 }, (_, i) => ({
    bucket: month(i + 1),
    legs: i === 0 || i === 3 ? 1 : 0,
    indicators: i === 0 || i === 3 ? ind : null,
  })),
};
const label = (i: TrendIndicator) => en.trend.indicators[i];
const axis = (u: keyof typeof en.trend.axes) => en.trend.axes[u];

describe('trend panels: one unit per axis', () => {
  it('puts only indicators of one unit on a panel, its axis titled with that unit', () => {
    const panels = trendPanels(DATA, 'en', label, axis);
    expect(panels.map((p) => p.axis)).toEqual([
      'Per transport work (g/t·nm)',
      'Per nautical mile (kg/nm)',
      'Per tonne of cargo (kg/t)',
      'Share (%)',
    ]);
    for (const p of panels) {
      const units = TREND_INDICATORS.filter((i) => p.series.some((s) => s.id === label(i))).map(
        (i) => TREND_UNITS[i],
      );
      expect(new Set(units)).toEqual(new Set([p.unit]));
    }
    expect(panels.flatMap((p) => p.series).length).toBe(7);
  });
});

describe('trend chart', () => {
  it('draws a titled axis per unit, the indicators in the legend, every month on the time axis', async () => {
    const { container } = render(
      <TrendChart panels={trendPanels(DATA, 'en', label, axis)} period={en.trend.period} label="Trend" />,
    );
    await act(async () => {});
    const charts = screen.getAllByRole('img', { name: /^Trend: / });
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual(
      Object.values(en.trend.axes).map((a) => `Trend: ${a}`),
    );
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    for (const a of Object.values(en.trend.axes)) expect(texts).toContain(a);
    for (const i of TREND_INDICATORS) expect(texts).toContain(label(i));
    const kgPerNm = within(charts[1]!)
      .getAllByText(/^2025-\d\d$/)
      .map((t) => t.textContent);
    expect(kgPerNm).toEqual(Array.from({ length: 12 }, (_, i) => month(i + 1)));
    expect(within(charts[1]!).getByText(en.trend.period)).toBeTruthy();
  });

  it('gives its figures as a table behind a keyboard-reachable button', async () => {
    render(
      <TrendChart panels={trendPanels(DATA, 'en', label, axis)} period={en.trend.period} label="Trend" />,
    );
    const show = screen.getByRole('button', { name: 'Show figures' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(show);
    const table = screen.getByRole('table', { name: 'Trend' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[0]!).getByText(label('eeoi'))).toBeTruthy();
    expect(within(rows[2]!).getAllByText('—')).toHaveLength(7);
    expect(within(rows[1]!).getByText(ind.fuelPerNmKg!.toLocaleString('en-GB'))).toBeTruthy();
  });
});
