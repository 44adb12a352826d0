import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from '../../../src/i18n';
import C from '../../../src/i18n/cii/en.json';
import WhatIfChart from '../../../src/views/cii/WhatIfChart';
import { chartPanels } from '../../../src/views/cii/whatIfData';
import type { CiiWhatIfDto } from '../../../src/domain/cii/forecastDto';
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

const figures = (ratio: number, costEur: number, penaltyEur: number) => ({
  cii: { ok: true, value: { ratio } },
  ets: { ok: true, value: { costEur } },
  fuelEu: { ok: true, value: { penaltyEur } },
});
// Only what the chart reads of the answer.
const DTO = {
  base: figures(1.05, 480_000, 12_000),
  projected: figures(0.93, 480_000, 0),
} as unknown as CiiWhatIfDto;
const LABELS = {
  cii: C.whatIf.ciiSeries,
  ets: C.whatIf.etsSeries,
  fuelEu: C.whatIf.fuelEuSeries,
  ratioAxis: C.whatIf.ratioAxis,
  costAxis: C.whatIf.costAxis,
};
const chart = () => (
  <WhatIfChart
    panels={chartPanels(DTO, LABELS)}
    keys={{ base: C.whatIf.base, scenario: C.whatIf.scenario }}
    regime={C.whatIf.regime}
    label={C.whatIf.chart}
  />
);

describe('what-if chart', () => {
  it('puts the CII ratio and the costs in k EUR on panels of their own, each axis titled with its unit', async () => {
    const panels = chartPanels(DTO, LABELS);
    expect(panels.map((p) => [p.axis, p.rows.map((r) => r.regime)])).toEqual([
      [C.whatIf.ratioAxis, [C.whatIf.ciiSeries]],
      [C.whatIf.costAxis, [C.whatIf.etsSeries, C.whatIf.fuelEuSeries]],
    ]);
    render(chart());
    await act(async () => {});
    const ratio = screen.getByRole('img', { name: `${C.whatIf.chart}: ${C.whatIf.ratioAxis}` });
    const cost = screen.getByRole('img', { name: `${C.whatIf.chart}: ${C.whatIf.costAxis}` });
    const texts = (el: HTMLElement) => [...el.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts(ratio)).toEqual(expect.arrayContaining([C.whatIf.ratioAxis, C.whatIf.ciiSeries]));
    expect(texts(ratio)).not.toContain(C.whatIf.etsSeries);
    expect(texts(cost)).toEqual(
      expect.arrayContaining([C.whatIf.costAxis, C.whatIf.etsSeries, C.whatIf.fuelEuSeries]),
    );
  });

  it('leaves a regime without an answer out of its bar and dashes it in the figures, never 0', () => {
    const notAnswered = { ok: false, code: 'no_eu_voyages' };
    const dto = {
      base: { ...figures(1.05, 480_000, 12_000), fuelEu: notAnswered },
      projected: { ...figures(0.93, 480_000, 0), fuelEu: notAnswered },
    } as unknown as CiiWhatIfDto;
    expect(chartPanels(dto, LABELS)[1]!.rows[1]).toEqual({
      regime: C.whatIf.fuelEuSeries,
      base: null,
      scenario: null,
    });
    render(
      <WhatIfChart
        panels={chartPanels(dto, LABELS)}
        keys={{ base: C.whatIf.base, scenario: C.whatIf.scenario }}
        regime={C.whatIf.regime}
        label={C.whatIf.chart}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show figures' }));
    const rows = within(screen.getByRole('table', { name: C.whatIf.chart })).getAllByRole('row');
    expect(rows[3]!.textContent).toBe(`${C.whatIf.fuelEuSeries}——`);
  });

  it('gives its figures as a table', () => {
    render(chart());
    fireEvent.click(screen.getByRole('button', { name: 'Show figures' }));
    const rows = within(screen.getByRole('table', { name: C.whatIf.chart })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${C.whatIf.regime}${C.whatIf.base}${C.whatIf.scenario}`,
      `${C.whatIf.ciiSeries}1.050.93`,
      `${C.whatIf.etsSeries}480480`,
      `${C.whatIf.fuelEuSeries}120`,
    ]);
  });
});
