import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FuelAnalysisDto } from '../../../src/domain/analysis/dto';
import en from '../../../src/i18n/analysis/en.json';
import stats from '../../../src/i18n/statistics/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import FuelScreen from '../../../src/views/analysis/FuelScreen';
import {
  consumerTable,
  fuelBars,
  fuelClassesOf,
  fuelTable,
  type FuelLabels,
} from '../../../src/views/analysis/fuelData';
import { renderInShell } from '../../support/shellSystem';
import { ok, page, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';

await loadAreaTexts('system', 'fleet', 'statistics', 'analysis');
afterEach(cleanup);

const F = en.fuel;
const DATA: FuelAnalysisDto = {
  points: [
    {
      bucket: '2025-01',
      fuels: [
        { fuelClass: 'MDO_MGO', totalT: 3, atSeaT: 1, inPortT: 2 },
        { fuelClass: 'HFO', totalT: 30.1234, atSeaT: 28.1234, inPortT: 2 },
      ],
    },
    { bucket: '2025-02', fuels: [] },
  ],
  consumers: [{ consumer: 'main', fuels: [{ fuelClass: 'HFO', totalT: 25, atSeaT: 25, inPortT: 0 }] }],
};
const L: FuelLabels = {
  period: 'Period',
  consumer: 'Consumer',
  total: 'Total',
  atSea: (f) => `${f} sea`,
  inPort: (f) => `${f} port`,
  fuel: (c) => c,
  consumerName: (c) => `<${c}>`,
};

describe('fuel consumption: data mapping', () => {
  it('keeps the classes burnt in the registry order, HFO first', () => {
    expect(fuelClassesOf(DATA)).toEqual(['HFO', 'MDO_MGO']);
    expect(fuelClassesOf({ points: [{ bucket: '2025', fuels: [] }], consumers: [] })).toEqual([]);
  });

  it('stacks each class at sea and in port per bucket; a bucket without fuel is 0 t', () => {
    const { keys, rows } = fuelBars(DATA, 'en', L);
    expect(keys).toEqual(['HFO sea', 'HFO port', 'MDO_MGO sea', 'MDO_MGO port']);
    expect(rows[0]).toMatchObject({ 'HFO sea': 28.123, 'HFO port': 2, 'MDO_MGO sea': 1, 'MDO_MGO port': 2 });
    expect(rows[1]).toMatchObject({ 'HFO sea': 0, 'HFO port': 0 });
  });

  it('tables per bucket with its total and per metered consumer', () => {
    const t = fuelTable(DATA, 'en', L);
    expect(t[0]).toEqual(['Period', 'HFO sea', 'HFO port', 'MDO_MGO sea', 'MDO_MGO port', 'Total']);
    expect(t[1].slice(1)).toEqual([28.123, 2, 1, 2, 33.123]);
    expect(t[2].slice(1)).toEqual([0, 0, 0, 0, 0]);
    expect(consumerTable(DATA, L)).toEqual([
      ['Consumer', 'HFO', 'MDO_MGO', 'Total'],
      ['<main>', 25, 0, 25],
    ]);
    expect(consumerTable({ ...DATA, consumers: [] }, L)).toEqual([]);
  });
});

describe('Fuel consumption screen', () => {
  it('asks for conditions when none is chosen, without calling the server', async () => {
    const calls = stubFetch({
      'GET /api/fleet/ships': () => page([]),
      'GET /api/fleet/companies/options': () => page([]),
    });
    renderInShell(<FuelScreen />);
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    expect(await screen.findByText(en.states.incomplete)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/analysis/fuel')).toBe(false);
  });

  it('runs for one ship and shows both tables on the Data tab with the screen texts', async () => {
    const calls = stubFetch({
      'GET /api/fleet/ships': () => page([{ id: 7, nameEn: 'HAIYUN GLORY', imo: '9074729' }]),
      'GET /api/fleet/companies/options': () => page([]),
      'GET /api/analysis/fuel': () => ok(DATA),
    });
    renderInShell(<FuelScreen />);
    const ship = await screen.findByLabelText(en.form.ship);
    await waitFor(() => expect(within(ship).getAllByRole('option').length).toBe(2));
    fireEvent.change(ship, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    fireEvent.click(await screen.findByRole('button', { name: en.tabs.data }));
    const table = await screen.findByRole('table', { name: en.tabs.data });
    expect(within(table).getByText(F.atSea.replace('{{fuel}}', stats.fuels.HFO))).toBeTruthy();
    expect(within(table).getByText('33.123')).toBeTruthy();
    const consumers = screen.getByRole('table', { name: F.byConsumer });
    expect(within(consumers).getByText(F.consumers.main)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/analysis/fuel')!.query).toMatchObject({
      shipId: '7',
      bucket: 'month',
    });
  });

  it('says so when the period burnt nothing', async () => {
    stubFetch({
      'GET /api/fleet/ships': () => page([{ id: 7, nameEn: 'HAIYUN GLORY', imo: '9074729' }]),
      'GET /api/fleet/companies/options': () => page([]),
      'GET /api/analysis/fuel': () => ok({ points: [{ bucket: '2025-01', fuels: [] }], consumers: [] }),
    });
    renderInShell(<FuelScreen />);
    const ship = await screen.findByLabelText(en.form.ship);
    await waitFor(() => expect(within(ship).getAllByRole('option').length).toBe(2));
    fireEvent.change(ship, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.run }));
    expect(await screen.findByText(en.states.empty)).toBeTruthy();
  });
});
