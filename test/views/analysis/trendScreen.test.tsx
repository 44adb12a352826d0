import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../src/i18n/analysis/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import TrendScreen from '../../../src/views/analysis/TrendScreen';
import { renderInShell } from '../../support/shellSystem';
import { ok, page, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';

await loadAreaTexts('system', 'fleet', 'analysis');
afterEach(cleanup);

const POINTS = [
  {
    bucket: '2025-01',
    legs: 2,
    indicators: {
      eeoi: 12.3456,
      fuelPerNmKg: 100,
      fuelPerTransportWorkG: 4,
      co2PerNmKg: 311.4,
      co2PerTonneKg: 8,
      speedReductionPct: 90,
      loadUtilisationPct: 55,
    },
  },
  { bucket: '2025-02', legs: 0, indicators: null },
];

describe('Trend analysis screen', () => {
  it('asks for conditions when none is chosen, without calling the server', async () => {
    const calls = stubFetch({
      'GET /api/fleet/ships': () => page([]),
      'GET /api/fleet/companies/options': () => page([]),
    });
    renderInShell(<TrendScreen />);
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    expect(await screen.findByText(en.states.incomplete)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/analysis/trend')).toBe(false);
  });

  it('runs for one ship by month and shows the Data tab in the indicators true units', async () => {
    const calls = stubFetch({
      'GET /api/fleet/ships': () => page([{ id: 7, nameEn: 'HAIYUN GLORY', imo: '9074729' }]),
      'GET /api/fleet/companies/options': () => page([]),
      'GET /api/analysis/trend': () => ok({ bucket: 'month', window: 1, parameterSet: 'p', points: POINTS }),
    });
    renderInShell(<TrendScreen />);
    const ship = await screen.findByLabelText(en.form.ship);
    await waitFor(() => expect(within(ship).getAllByRole('option').length).toBe(2));
    fireEvent.change(ship, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    fireEvent.click(await screen.findByRole('button', { name: en.tabs.data }));
    const table = await screen.findByRole('table', { name: en.tabs.data });
    expect(within(table).getByText(en.trend.indicators.eeoi)).toBeTruthy();
    expect(within(table).getByText('12.346')).toBeTruthy();
    const q = calls.find((c) => c.path === '/api/analysis/trend')!.query;
    expect(q).toMatchObject({ shipId: '7', bucket: 'month', window: '1' });
    expect(q.companyId).toBeUndefined();
  });
});
