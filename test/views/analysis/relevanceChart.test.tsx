import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from '../../../src/i18n';
import en from '../../../src/i18n/analysis/en.json';
import RelevanceChart from '../../../src/views/analysis/RelevanceChart';
import { sizeCharts } from '../../support/chartSize';
import { installDomShims } from '../../support/renderApp';

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

const V = en.relevance.variables;
const chart = () => (
  <RelevanceChart
    heatmap={[
      {
        id: V.speedKn,
        data: [
          { x: V.dailyFuelAtSeaT, y: 0.98765 },
          { x: V.eeoi, y: null },
        ],
      },
      {
        id: V.cargoT,
        data: [
          { x: V.dailyFuelAtSeaT, y: -0.5 },
          { x: V.eeoi, y: 0.25 },
        ],
      },
    ]}
    scatter={[
      {
        id: en.relevance.legs,
        data: [
          { x: 12, y: 34.56 },
          { x: 14, y: 54.88 },
        ],
      },
      {
        id: en.relevance.fitted,
        data: [
          { x: 12, y: 34 },
          { x: 14, y: 55 },
        ],
      },
    ]}
    lines={[en.relevance.fitted]}
    heatmapLabel={en.relevance.heatmap}
    scatterLabel={en.relevance.scatter}
    axes={{ x: V.speedKn, y: V.dailyFuelAtSeaT }}
    heads={{ variable: en.relevance.variable, series: en.relevance.series }}
  />
);

describe('relevance charts', () => {
  it('titles the scatter axes with their units', async () => {
    render(chart());
    await act(async () => {});
    const scatter = screen.getByRole('img', { name: en.relevance.scatter });
    const texts = [...scatter.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining([V.speedKn, V.dailyFuelAtSeaT, en.relevance.legs]));
  });

  it('gives the correlations and the points as tables', () => {
    render(chart());
    const [heat, points] = screen.getAllByRole('button', { name: 'Show figures' });
    fireEvent.click(heat!);
    fireEvent.click(points!);
    const r = within(screen.getByRole('table', { name: en.relevance.heatmap })).getAllByRole('row');
    expect(r.map((x) => x.textContent)).toEqual([
      `${en.relevance.variable}${V.dailyFuelAtSeaT}${V.eeoi}`,
      `${V.speedKn}0.99—`,
      `${V.cargoT}-0.50.25`,
    ]);
    const p = within(screen.getByRole('table', { name: en.relevance.scatter })).getAllByRole('row');
    expect(p).toHaveLength(5);
    expect(p[1]!.textContent).toBe(`${en.relevance.legs}1234.56`);
  });
});
