import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FuelAnalysisDto } from '../../../src/domain/analysis/dto';
import { initI18n } from '../../../src/i18n';
import en from '../../../src/i18n/analysis/en.json';
import { fuelBars, type FuelLabels } from '../../../src/views/analysis/fuelData';
import FuelChart from '../../../src/views/shared/FuelChart';
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

const month = (m: number) => `2024-${String(m).padStart(2, '0')}`;
/** The capesize's leg apportioned over February and March; the other months burnt nothing. */
const DATA: FuelAnalysisDto = {
  points: Array.from({ length: 12 }, (_, i) => ({
    bucket: month(i + 1),
    fuels:
      i === 1 || i === 2
        ? [
            {
              fuelClass: 'HFO',
              atSeaT: i === 1 ? 628.25 : 1884.75,
              inPortT: 0,
              totalT: i === 1 ? 628.25 : 1884.75,
            },
          ]
        : [],
  })),
  consumers: [],
};
const L: FuelLabels = {
  period: en.trend.period,
  consumer: en.fuel.consumer,
  total: en.fuel.total,
  atSea: (fuel) => `${fuel} at sea (t)`,
  inPort: (fuel) => `${fuel} in port (t)`,
  fuel: (c) => (c === 'HFO' ? 'Heavy fuel oil' : c),
  consumerName: (c) => c,
};

describe('fuel chart', () => {
  it('titles both axes, the value axis in tonnes, and keeps every month on the time axis', async () => {
    const { container } = render(
      <FuelChart {...fuelBars(DATA, 'en', L)} label="Fuel" axes={{ x: en.trend.period, y: en.fuel.axis }} />,
    );
    await act(async () => {});
    const chart = screen.getByRole('img', { name: 'Fuel' });
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toContain('Fuel (t)');
    expect(texts).toContain('Period');
    expect(texts).toContain('Heavy fuel oil at sea (t)');
    const ticks = within(chart)
      .getAllByText(/^2024-\d\d$/)
      .map((t) => t.textContent);
    expect([...new Set(ticks)]).toEqual(Array.from({ length: 12 }, (_, i) => month(i + 1)));
  });

  it('gives the tonnes per month as a table, zeros included, in the language number format', () => {
    render(
      <FuelChart {...fuelBars(DATA, 'en', L)} label="Fuel" axes={{ x: en.trend.period, y: en.fuel.axis }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show figures' }));
    const rows = within(screen.getByRole('table', { name: 'Fuel' })).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[2]!.textContent).toBe('2024-02628.250');
    expect(rows[3]!.textContent).toBe('2024-031,884.750');
    expect(rows[4]!.textContent).toBe('2024-0400');
  });
});
