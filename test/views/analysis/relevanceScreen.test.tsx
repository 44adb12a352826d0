import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RelevanceDto } from '../../../src/domain/analysis/dto';
import en from '../../../src/i18n/analysis/en.json';
import en2 from '../../../src/i18n/analysis/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import RelevanceScreen from '../../../src/views/analysis/RelevanceScreen';
import {
  fitFigures,
  heatmapRows,
  relevanceTable,
  scatterSeries,
} from '../../../src/views/analysis/relevanceData';
import { renderInShell } from '../../support/shellSystem';
import { ok, page, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';

await loadAreaTexts('system', 'fleet', 'analysis');
afterEach(cleanup);

const label = (v: string) => `<${v}>`;
const DATA: RelevanceDto = {
  rows: ['speedKn', 'cargoT'],
  columns: ['dailyFuelAtSeaT', 'eeoi'],
  cells: [
    { row: 'speedKn', column: 'dailyFuelAtSeaT', r: 0.98765, n: 12 },
    { row: 'speedKn', column: 'eeoi', r: null, n: 1 },
    { row: 'cargoT', column: 'dailyFuelAtSeaT', r: -0.5, n: 12 },
    { row: 'cargoT', column: 'eeoi', r: 0.25, n: 10 },
  ],
  x: 'speedKn',
  y: 'dailyFuelAtSeaT',
  points: [
    { legId: 1, x: 12, y: 20 },
    { legId: 2, x: 14, y: 30.12345 },
  ],
  fit: { kind: 'power', a: 0.0123456, b: 2.98765, r2: 0.97, n: 2 },
  fitCurve: [
    { x: 12, y: 21 },
    { x: 14, y: 29 },
  ],
  theoretical: [],
};

describe('relevance data mapping', () => {
  it('puts r per row and column in the heatmap, an unmeasurable r as an empty cell (not 0)', () => {
    const rows = heatmapRows(DATA, label);
    expect(rows.map((r) => r.id)).toEqual(['<speedKn>', '<cargoT>']);
    expect(rows[0]!.data).toEqual([
      { x: '<dailyFuelAtSeaT>', y: 0.988 },
      { x: '<eeoi>', y: null },
    ]);
    expect(rows[1]!.data[0]).toEqual({ x: '<dailyFuelAtSeaT>', y: -0.5 });
  });

  it('draws the legs and the fitted curve, and the theoretical curve only when there is one', () => {
    const names = { legs: 'L', fitted: 'F', theoretical: 'T' };
    expect(scatterSeries(DATA, names).map((s) => s.id)).toEqual(['L', 'F']);
    const withCurve = {
      ...DATA,
      theoretical: [
        { x: 10, y: 15 },
        { x: 15, y: 40 },
      ],
    };
    expect(scatterSeries(withCurve, names).map((s) => [s.id, s.data.length])).toEqual([
      ['L', 2],
      ['F', 2],
      ['T', 2],
    ]);
    expect(scatterSeries({ ...DATA, fitCurve: [] }, names).map((s) => s.id)).toEqual(['L']);
  });

  it('states the fit to 4 significant digits, nothing without one', () => {
    expect(fitFigures(DATA)).toEqual({ kind: 'power', a: '0.01235', b: '2.988', r2: '0.97' });
    expect(fitFigures({ ...DATA, fit: null })).toBeNull();
  });

  it('exports the matrix with the pairs, then the legs', () => {
    const t = relevanceTable(DATA, label, { variable: 'V', pairs: 'N' });
    expect(t[0]).toEqual(['V', '<dailyFuelAtSeaT>', '<eeoi>', 'N']);
    expect(t[1]).toEqual(['<speedKn>', 0.988, '', 12]);
    expect(t[3]).toEqual([]);
    expect(t[4]).toEqual(['<speedKn>', '<dailyFuelAtSeaT>']);
    expect(t[6]).toEqual([14, 30.123]);
  });
});

describe('Relevance analysis screen', { timeout: 30_000 }, () => {
  it('asks for conditions when none is chosen, without calling the server', async () => {
    const calls = stubFetch({
      'GET /api/fleet/ships': () => page([]),
      'GET /api/fleet/companies/options': () => page([]),
    });
    renderInShell(<RelevanceScreen />);
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    expect(await screen.findByText(en.states.incomplete)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/analysis/relevance')).toBe(false);
  });

  it('runs for one ship with the chosen pair, states the fit and shows the matrix on the Data tab', async () => {
    const calls = stubFetch({
      'GET /api/fleet/ships': () => page([{ id: 7, nameEn: 'HAIYUN GLORY', imo: '9074729' }]),
      'GET /api/fleet/companies/options': () => page([]),
      'GET /api/analysis/relevance': () => ok(DATA),
    });
    renderInShell(<RelevanceScreen />);
    const ship = await screen.findByLabelText(en.form.ship);
    await waitFor(() => expect(within(ship).getAllByRole('option').length).toBe(2));
    fireEvent.change(ship, { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(en2.relevance.y), { target: { value: 'dailyFuelAtSeaT' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    expect(await screen.findByText(/Fit: y = 0.01235·x\^2.988/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.tabs.data }));
    const table = await screen.findByRole('table', { name: en.tabs.data });
    expect(within(table).getByText('0.988')).toBeTruthy();
    const q = calls.find((c) => c.path === '/api/analysis/relevance')!.query;
    expect(q).toMatchObject({ shipId: '7', x: 'speedKn', y: 'dailyFuelAtSeaT' });
    expect(q.bucket).toBeUndefined();
  });

  it('says so when the read fails and runs again on Retry', async () => {
    let n = 0;
    stubFetch({
      'GET /api/fleet/ships': () => page([{ id: 7, nameEn: 'HAIYUN GLORY', imo: '9074729' }]),
      'GET /api/fleet/companies/options': () => page([]),
      'GET /api/analysis/relevance': () =>
        ++n === 1 ? { status: 500, body: { success: false, code: 'internal', message: 'x' } } : ok(DATA),
    });
    renderInShell(<RelevanceScreen />);
    const ship = await screen.findByLabelText(en.form.ship);
    await waitFor(() => expect(within(ship).getAllByRole('option').length).toBe(2));
    fireEvent.change(ship, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    expect(await screen.findByText(new RegExp(en.states.failed))).toBeTruthy();
  });
});
