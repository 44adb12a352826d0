import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComparisonDto } from '../../../src/domain/analysis/comparison';
import type { TrendDto } from '../../../src/domain/analysis/dto';
import type { StatIndicators } from '../../../src/domain/statistics/types';
import en from '../../../src/i18n/analysis/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import ComparisonScreen from '../../../src/views/analysis/ComparisonScreen';
import {
  comparisonSeries,
  comparisonTable,
  setNames,
  type SetSubject,
} from '../../../src/views/analysis/comparisonData';
import { sizeCharts } from '../../support/chartSize';
import { renderInShell } from '../../support/shellSystem';
import { ok, page, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';

await loadAreaTexts('system', 'fleet', 'analysis');
afterEach(cleanup);

// The seven indicators the trend shows; the others do not enter the comparison.
const ind = (eeoi: number) =>
  ({
    eeoi,
    fuelPerNmKg: 1,
    fuelPerTransportWorkG: 1,
    co2PerNmKg: 1,
    co2PerTonneKg: 1,
    speedReductionPct: 1,
    loadUtilisationPct: 1,
  }) as StatIndicators;
const trend = (points: TrendDto['points']): TrendDto =>
  ({ bucket: 'year', window: 1, parameterSet: 'p', points }) as TrendDto;
const DATA: ComparisonDto = {
  sets: [
    { set: 1, trend: trend([{ bucket: '2024', legs: 3, indicators: ind(10.12345) }]) },
    {
      set: 3,
      trend: trend([
        { bucket: '2024', legs: 0, indicators: null },
        { bucket: '2025', legs: 2, indicators: ind(8) },
      ]),
    },
  ],
};
const label = (n: number) => `S${n}`;

describe('comparison: data mapping', () => {
  it('draws one line per set over the union of periods, a missing period as a gap', () => {
    expect(comparisonSeries(DATA, 'en', 'eeoi', label)).toEqual([
      {
        id: 'S1',
        data: [
          { x: '2024', y: 10.12345 },
          { x: '2025', y: null },
        ],
      },
      {
        id: 'S3',
        data: [
          { x: '2024', y: null },
          { x: '2025', y: 8 },
        ],
      },
    ]);
  });

  it('tables the sets side by side with their legs', () => {
    const head = { period: 'P', legs: (s: string) => `${s} legs`, value: (s: string) => `${s} v` };
    expect(comparisonTable(DATA, 'en', 'eeoi', head, label)).toEqual([
      ['P', 'S1 legs', 'S1 v', 'S3 legs', 'S3 v'],
      ['2024', 3, 10.123, 0, ''],
      ['2025', 0, '', 2, 8],
    ]);
  });
});

describe('comparison: names and periods', () => {
  const names = {
    ship: (id: string) => `ship ${id}`,
    company: (id: string) => `co ${id}`,
    shipType: (c: string) => `type ${c}`,
  };
  const subject = (o: Partial<SetSubject>): SetSubject => ({
    shipId: '',
    companyId: '',
    shipTypeCode: '',
    fromYear: '2025',
    toYear: '2025',
    ...o,
  });

  it('names each set by what it compares, never "Set n", with years only to tell two apart', () => {
    const name = setNames(
      [subject({ shipId: '7' }), subject({ companyId: '3' }), subject({ shipTypeCode: 'BC' })],
      names,
      label,
    );
    expect([1, 2, 3].map(name)).toEqual(['ship 7', 'co 3', 'type BC']);
    const same = setNames(
      [
        subject({ shipId: '7', fromYear: '2024', toYear: '2024' }),
        subject({ shipId: '7' }),
        subject({ shipId: '7' }),
      ],
      names,
      label,
    );
    expect([1, 2, 3].map(same)).toEqual(['ship 7 2024', 'ship 7 2025 (S2)', 'ship 7 2025 (S3)']);
  });

  it('runs the time axis through every month between the sets, none dropped', () => {
    const monthly = (points: TrendDto['points']): TrendDto =>
      ({ bucket: 'month', window: 1, parameterSet: 'p', points }) as TrendDto;
    const series = comparisonSeries(
      {
        sets: [
          { set: 1, trend: monthly([{ bucket: '2024-11', legs: 1, indicators: ind(1) }]) },
          { set: 2, trend: monthly([{ bucket: '2025-02', legs: 1, indicators: ind(2) }]) },
        ],
      },
      'en',
      'eeoi',
      label,
    );
    expect(series[0]!.data).toHaveLength(24);
    expect(series[0]!.data.map((p) => p.x).slice(10, 14)).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
  });
});

describe('Comparison screen', () => {
  const set = (n: number) => en.comparison.set.replace('{{n}}', String(n));

  it('asks for conditions when no set is chosen, without calling the server', async () => {
    const calls = stubFetch({
      'GET /api/fleet/ships': () => page([]),
      'GET /api/fleet/companies/options': () => page([]),
    });
    renderInShell(<ComparisonScreen />);
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    expect(await screen.findByText(en.states.incomplete)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/analysis/trend')).toBe(false);
  });

  it('runs one trend per chosen set, names the ships in the legend, and shows the sets on the Data tab', async () => {
    const undo = sizeCharts();
    onTestFinished(undo);
    const calls = stubFetch({
      'GET /api/fleet/ships': () =>
        page([
          { id: 7, nameEn: 'HAIYUN GLORY', imo: '9074729' },
          { id: 8, nameEn: 'RIVER STAR', imo: '9000001' },
        ]),
      'GET /api/fleet/companies/options': () => page([]),
      'GET /api/analysis/trend': (c) =>
        ok(trend([{ bucket: '2026-01', legs: 1, indicators: ind(c.query.shipId === '7' ? 5 : 6) }])),
    });
    renderInShell(<ComparisonScreen />);
    const first = await screen.findByLabelText(`${set(1)} · ${en.form.ship}`);
    await waitFor(() => expect(within(first).getAllByRole('option').length).toBe(3));
    fireEvent.change(first, { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(`${set(2)} · ${en.form.ship}`), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    // The legend names the ships, the value axis the indicator with its unit.
    // The chart module loads lazily: on a busy machine that takes more than the default second.
    const chart = await screen.findByRole(
      'img',
      { name: `${en.comparison.title}: ${en.trend.indicators.eeoi}` },
      { timeout: 5000 },
    );
    await waitFor(() => expect(chart.querySelectorAll('svg text').length).toBeGreaterThan(0));
    const texts = [...chart.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['HAIYUN GLORY', 'RIVER STAR', en.trend.indicators.eeoi]));
    expect(texts.some((x) => x?.startsWith(set(1).replace('1', '')))).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: en.tabs.data }));
    const table = await screen.findByRole('table', { name: en.tabs.data });
    expect(within(table).getByText(`RIVER STAR · ${en.trend.indicators.eeoi}`)).toBeTruthy();
    expect(within(table).queryByText(`${set(2)} · ${en.trend.indicators.eeoi}`)).toBeNull();
    const row = within(table).getAllByRole('row')[1].textContent;
    expect(row).toContain('5');
    expect(row).toContain('6');
    const trends = calls.filter((c) => c.path === '/api/analysis/trend');
    expect(trends.map((c) => c.query.shipId).sort()).toEqual(['7', '8']);
    expect(trends[0].query).toMatchObject({ bucket: 'month' });
  });
});
