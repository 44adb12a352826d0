import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { initI18n } from '../../../src/i18n';
import analysisEn from '../../../src/i18n/analysis/en.json';
import analysisZh from '../../../src/i18n/analysis/zh.json';
import ciiEn from '../../../src/i18n/cii/en.json';
import ciiZh from '../../../src/i18n/cii/zh.json';
import shellEn from '../../../src/i18n/en.json';
import shellZh from '../../../src/i18n/zh.json';
import { ChartTable } from '../../../src/views/shared/ChartTable';
import { installDomShims } from '../../support/renderApp';

installDomShims();
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('a chart figures table', () => {
  it('opens and closes as a disclosure, and writes numbers in the language format, no value as a dash', async () => {
    initI18n('zh');
    await act(() => i18n.changeLanguage('zh'));
    render(
      <ChartTable
        caption="油耗"
        columns={['期间', '航行（t）']}
        rows={[
          { label: '2024-03', values: [1884.75] },
          { label: '2024-04', values: [null] },
        ]}
      />,
    );
    const show = screen.getByRole('button', { name: shellZh.common.showFigures });
    expect(show.getAttribute('aria-controls')).toBeTruthy();
    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const rows = within(screen.getByRole('table', { name: '油耗' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['期间航行（t）', '2024-031,884.75', '2024-04—']);
    fireEvent.click(screen.getByRole('button', { name: shellZh.common.hideFigures }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has every axis title in both languages, each with a unit in brackets', () => {
    const titles = (a: typeof analysisEn, c: typeof ciiEn) => [
      ...Object.values(a.trend.axes),
      a.fuel.axis,
      c.whatIf.ratioAxis,
      c.whatIf.costAxis,
    ];
    const en = titles(analysisEn, ciiEn);
    const zh = titles(analysisZh as typeof analysisEn, ciiZh as typeof ciiEn);
    expect(zh).toHaveLength(en.length);
    for (const t of [...en, ...zh]) expect(t).toMatch(/[(（][^)）]+[)）]$/);
    expect(shellEn.common.showFigures).toBeTruthy();
    expect(shellZh.common.showFigures).toBeTruthy();
  });
});
