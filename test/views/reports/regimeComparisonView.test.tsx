import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { regimeComparison } from '../../../src/domain/reports/regimeComparison';
import reportsZhTexts from '../../../src/i18n/reports/zh.json';
import reportsEn from '../../../src/i18n/reports/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import EmissionReportScreen from '../../../src/views/reports/EmissionReportScreen';
import { SCREENS } from '../../../src/views/screens/registry';
import { renderInShell } from '../../support/shellSystem';
import { RegimeComparisonTable } from '../../../src/views/reports/RegimeComparisonView';
import type { RegimeComparisonDto } from '../../../src/services/regimeComparisonApi';
import { initI18n } from '../../../src/i18n';
import { mixedPercents } from '../../support/e2e/textChecks';
import { fail, ok, page, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';

const en = reportsEn.regimeComparison;
const zh = reportsZhTexts.regimeComparison;

await loadAreaTexts('system', 'reports');
afterEach(cleanup);

const NAMES: Record<string, [string, string]> = {
  NLRTM: ['Rotterdam', '鹿特丹'],
  GBFXT: ['Felixstowe', '费利克斯托'],
  GBSOU: ['Southampton', '南安普敦'],
  USNYC: ['New York', '纽约'],
};
const port = (code: string, country: string) => ({
  code,
  names: NAMES[code],
  country,
  northernIreland: false,
  outermostRegion: false,
  containerTranshipment: false,
});
const DAY = 86_400_000;
const t0 = Date.parse('2025-03-01T00:00Z');
// The answer the server gives: the domain function itself on three voyages.
const ANSWER = {
  ship: { id: 7, imo: '9074729', nameEn: 'HAIYUN GLORY', nameZh: null, gt: 40_000, flag: 'PAN' },
  ...regimeComparison({ gt: 40_000, shipType: 'bulk_carrier', flag: 'PAN', mainPropulsionKw: 9000 }, 2025, [
    {
      id: 1,
      voyageNo: 'V1',
      from: port('NLRTM', 'NL'),
      to: port('GBFXT', 'GB'),
      departure: t0,
      arrival: t0 + DAY,
      co2T: 31.14,
    },
    {
      id: 2,
      voyageNo: 'V1',
      from: port('GBFXT', 'GB'),
      to: port('GBSOU', 'GB'),
      departure: t0 + 2 * DAY,
      arrival: t0 + 3 * DAY,
      co2T: 15.57,
    },
    {
      id: 3,
      voyageNo: 'V2',
      from: port('GBSOU', 'GB'),
      to: port('USNYC', 'US'),
      departure: t0 + 4 * DAY,
      arrival: t0 + 9 * DAY,
      co2T: 311.4,
    },
  ]),
};

const fill = (s: string, p: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(p[k]));
const RTM_FXT = {
  en: { from: 'Rotterdam', to: 'Felixstowe' },
  zh: { from: '鹿特丹', to: '费利克斯托' },
};
const cellOf = (row: HTMLElement, regime: string) =>
  row.querySelector(`td[data-regime="${regime}"]`) as HTMLElement;

async function openTab(routes: Parameters<typeof stubFetch>[0]) {
  const calls = stubFetch({
    'GET /api/reports/hub': () => ok([]),
    'GET /api/fleet/ships': () => page([{ id: 7, nameEn: 'HAIYUN GLORY', imo: '9074729' }]),
    ...routes,
  });
  renderInShell(<EmissionReportScreen />);
  fireEvent.click(await screen.findByRole('tab', { name: reportsEn.tabs.regimeComparison }));
  const ship = await screen.findByLabelText(reportsEn.filters.ship);
  await waitFor(() => expect(within(ship).getAllByRole('option').length).toBe(2));
  return { calls, ship };
}

// The first render loads the hub's chunk and texts: slow on a busy machine, not a behaviour.
describe('Across regimes tab of the emission report hub', { timeout: 30_000 }, () => {
  it('asks for a ship first, without calling the server', async () => {
    const { calls } = await openTab({});
    expect(screen.getByText(en.choose)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/reports/cross-regime')).toBe(false);
  });

  it('shows the voyages × regimes with each share and its reason', async () => {
    const { calls, ship } = await openTab({ 'GET /api/reports/cross-regime': () => ok(ANSWER) });
    fireEvent.change(screen.getByLabelText(reportsEn.filters.year), { target: { value: '2025' } });
    fireEvent.change(ship, { target: { value: '7' } });
    const table = await screen.findByRole('table', { name: en.title });
    expect(calls.find((c) => c.path === '/api/reports/cross-regime')!.query).toEqual({
      shipId: '7',
      year: '2025',
    });
    const rows = within(table).getAllByRole('row');
    // Rotterdam → Felixstowe: 100% MRV, 50% ETS with the phase-in, not at all UK (stays under EU MRV).
    const first = rows[1]!;
    expect(cellOf(first, 'euMrv').textContent).toBe(`100%${fill(en.reasons.eu.departing, RTM_FXT.en)}`);
    expect(cellOf(first, 'euEts').textContent).toContain('50%');
    expect(cellOf(first, 'euEts').textContent).toContain(fill(en.reasons.ets.phaseIn, { percent: '70%' }));
    expect(cellOf(first, 'ukMrv').textContent).toBe(
      `0%${fill(en.reasons.ukScope.mrvEea, RTM_FXT.en)}${en.reasons.uk.regime.ukMrv}`,
    );
    expect(cellOf(rows[2]!, 'ukMrv').textContent).toContain(
      fill(en.reasons.ukScope.mrvDomestic, { from: 'Felixstowe', to: 'Southampton' }),
    );
    expect(within(table).getByText(en.co2InScope)).toBeTruthy();
    expect(table.textContent).not.toMatch(/\d %/);
  });

  it('in Chinese, every regime’s reason names the ports in Chinese and every percent reads one way', async () => {
    initI18n('zh');
    await loadAreaTexts('reports');
    try {
      render(<RegimeComparisonTable data={ANSWER as unknown as RegimeComparisonDto} />);
      const table = screen.getByRole('table', { name: zh.title });
      const first = within(table).getAllByRole('row')[1]!;
      expect(cellOf(first, 'euMrv').textContent).toBe(`100%${fill(zh.reasons.eu.departing, RTM_FXT.zh)}`);
      expect(cellOf(first, 'euEts').textContent).toBe(
        `50%${fill(zh.reasons.eu.departing, RTM_FXT.zh)}${fill(zh.reasons.ets.phaseIn, { percent: '70%' })}`,
      );
      expect(cellOf(first, 'fuelEu').textContent).toBe(`50%${fill(zh.reasons.eu.departing, RTM_FXT.zh)}`);
      expect(cellOf(first, 'ukMrv').textContent).toBe(
        `0%${fill(zh.reasons.ukScope.mrvEea, RTM_FXT.zh)}${zh.reasons.uk.regime.ukMrv}`,
      );
      expect(cellOf(first, 'chinaMsa').textContent).toBe(
        `0%${fill(zh.reasons.cmsa.noChinesePort, RTM_FXT.zh)}`,
      );
      expect(table.textContent).not.toMatch(/NLRTM →|→ GBFXT|\d %/);
      expect(mixedPercents(table.textContent ?? '')).toEqual([]);
    } finally {
      initI18n('en');
    }
  });

  it('a refused call shows the error with Retry', async () => {
    const { ship } = await openTab({
      'GET /api/reports/cross-regime': () => fail(404, 'not_found', 'Not found.'),
    });
    fireEvent.change(ship, { target: { value: '7' } });
    expect(await screen.findByRole('button', { name: reportsEn.page.retry })).toBeTruthy();
  });

  it('the UK MRV list is a screen', () => {
    expect(SCREENS['/MRVReport/ukMrvReport-list']).toBeTruthy();
  });

  it('both languages name every reason', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v as object, `${p}${k}.`) : [`${p}${k}`],
      );
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });
});
