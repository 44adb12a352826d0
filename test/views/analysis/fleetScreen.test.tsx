import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FleetDto, FleetGroupDto } from '../../../src/domain/analysis/dto';
import en from '../../../src/i18n/analysis/en.json';
import en2 from '../../../src/i18n/analysis/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { fleetScreen } from '../../../src/views/analysis/FleetScreen';
import { FLEET_ITEMS, fleetBars, fleetTable, itemValue } from '../../../src/views/analysis/fleetData';
import { sizeCharts } from '../../support/chartSize';
import { renderInShell } from '../../support/shellSystem';
import { ok, page, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';

await loadAreaTexts('system', 'fleet', 'analysis');
afterEach(cleanup);

const indicators = (eeoi: number | null, co2PerNmKg: number | null) =>
  ({
    eeoi,
    co2PerNmKg,
    fuelPerNmKg: 90,
    fuelPerTransportWorkG: 3.1,
  }) as unknown as FleetGroupDto['indicators'];
const GROUPS: FleetGroupDto[] = [
  {
    key: '1',
    zh: '散货船',
    en: 'Bulk carrier',
    ships: 3,
    activeShips: 2,
    co2T: 1000.12345,
    fuelT: 320,
    dailyCo2T: 50,
    dailyFuelT: 16,
    indicators: indicators(8.5344, 274.31),
  },
  {
    key: '2',
    zh: '集装箱船',
    en: 'Container ship',
    ships: 1,
    activeShips: 0,
    co2T: 0,
    fuelT: 0,
    dailyCo2T: null,
    dailyFuelT: null,
    indicators: indicators(null, null),
  },
];
const DATA: FleetDto = { year: 2025, groupBy: 'shipType', groups: GROUPS };
const label = (i: string) => `<${i}>`;

describe('fleet chart data mapping', () => {
  it('reads counts and sums from the group and ratios from its indicators', () => {
    expect(itemValue(GROUPS[0]!, 'ships')).toBe(3);
    expect(itemValue(GROUPS[0]!, 'dailyCo2T')).toBe(50);
    expect(itemValue(GROUPS[0]!, 'eeoi')).toBe(8.5344);
    expect(itemValue(GROUPS[1]!, 'co2PerNmKg')).toBeNull();
  });

  it('bars one item per group in the language asked, leaving a missing value out rather than 0', () => {
    const b = fleetBars(DATA, 'zh', ['eeoi'], label);
    expect(b.keys).toEqual(['<eeoi>']);
    expect(b.rows).toEqual([{ group: '散货船', '<eeoi>': 8.534 }, { group: '集装箱船' }]);
  });

  it('tabulates every item for every group', () => {
    const t = fleetTable(DATA, 'en', 'Ship type', FLEET_ITEMS, label);
    expect(t[0]).toEqual(['Ship type', ...FLEET_ITEMS.map(label)]);
    expect(t[1]![0]).toBe('Bulk carrier');
    expect(t[1]![FLEET_ITEMS.indexOf('co2T') + 1]).toBe(1000.123);
    expect(t[2]![FLEET_ITEMS.indexOf('eeoi') + 1]).toBe('');
  });
});

describe('Diagram exhibition and ship statistics screens', { timeout: 30_000 }, () => {
  it('diagram exhibition: runs for the year by tonnage range and shows every group on the Data tab', async () => {
    const undo = sizeCharts();
    onTestFinished(undo);
    const calls = stubFetch({
      'GET /api/fleet/companies/options': () => page([]),
      'GET /api/analysis/fleet': () => ok({ ...DATA, groupBy: 'tonnage' }),
    });
    const Screen = fleetScreen('diagram');
    renderInShell(<Screen />);
    expect(screen.getByRole('heading', { name: en2.fleet.diagramTitle })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en2.fleet.year), { target: { value: '2025' } });
    fireEvent.change(screen.getByLabelText(en2.fleet.groupBy), { target: { value: 'tonnage' } });
    const items = within(screen.getByLabelText(en2.fleet.item)).getAllByRole('option');
    expect(items.map((o) => o.textContent)).toEqual([
      en2.fleet.items.dailyCo2T,
      en2.fleet.items.eeoi,
      en2.fleet.items.co2PerNmKg,
      en2.fleet.items.dailyFuelT,
      en2.fleet.items.fuelPerTransportWorkG,
      en2.fleet.items.fuelPerNmKg,
    ]);
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    // The bars stand on the grouping, the value axis is the item with its unit.
    // The chart module loads lazily: on a busy machine that takes more than the default second.
    const chart = await screen.findByRole('img', { name: en2.fleet.diagramTitle }, { timeout: 5000 });
    await waitFor(() => expect(chart.querySelectorAll('svg text').length).toBeGreaterThan(0));
    const texts = [...chart.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining([en2.fleet.groups.tonnage, en2.fleet.items.dailyCo2T]));
    fireEvent.click(await screen.findByRole('button', { name: en.tabs.data }));
    const table = await screen.findByRole('table', { name: en.tabs.data });
    expect(within(table).getByText(en2.fleet.groups.tonnage)).toBeTruthy();
    expect(within(table).getByText('Container ship')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/analysis/fleet')!.query).toMatchObject({
      year: '2025',
      groupBy: 'tonnage',
    });
  });

  it('ship statistics: charts the ship counts, and refuses a year that is not one without a call', async () => {
    const calls = stubFetch({ 'GET /api/fleet/companies/options': () => page([]) });
    const Screen = fleetScreen('shipStatistics');
    renderInShell(<Screen />);
    expect(screen.getByRole('heading', { name: en2.fleet.shipStatisticsTitle })).toBeTruthy();
    const items = within(screen.getByLabelText(en2.fleet.item)).getAllByRole('option');
    expect(items[0]!.textContent).toBe(en2.fleet.items.ships);
    fireEvent.change(screen.getByLabelText(en2.fleet.year), { target: { value: '20x5' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    expect(await screen.findByText(en2.fleet.yearRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/analysis/fleet')).toBe(false);
  });
});
