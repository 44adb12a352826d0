import kitEn from '../../../src/i18n/kit/en.json';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../src/i18n/fuelEu/en.json';
import zh from '../../../src/i18n/fuelEu/zh.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import FuelEuReportScreen from '../../../src/views/reports/fuelEu/FuelEuReportScreen';
import { renderInShell } from '../../support/shellSystem';
import { ok, page, stubFetch, type Routes } from '../../support/ledgerAdmin/ledgerAdminFetch';

await loadAreaTexts('system', 'reports', 'fuelEu');
afterEach(cleanup);

const member = (shipId: number, nameEn: string, beforeT: number, afterT: number) => ({
  shipId,
  imo: null,
  nameEn,
  nameZh: null,
  beforeT,
  afterT,
});
const POOL = {
  id: 1,
  name: 'Demo pool 2025',
  year: 2025,
  companyId: 2,
  members: [
    member(1, 'HAIYUN HARMONY', 330.1, 206.7),
    member(2, 'HAIYUN BREEZE', -1, 0),
    member(3, 'HAIYUN PROSPERITY', -122.4, 0),
  ],
  sumBeforeT: 206.7,
  sumAfterT: 206.7,
  violations: [] as string[],
};
const SHIP_YEAR = {
  shipId: 3,
  year: 2025,
  figures: {
    ship: { imo: '9074729', nameEn: 'HAIYUN PROSPERITY', nameZh: null },
    fuels: [
      {
        fuel: 'HFO',
        consumer: null,
        tonnesIntraEu: 20,
        tonnesExtraEu: 340,
        tonnesAtBerth: 15,
        tonnesInScope: 205,
        energyMJ: 8_302_500,
      },
    ],
    energyMJ: 8_338_500,
    opsMJ: 36_000,
    ghgIntensity: 91.37,
    target: 89.3368,
    complianceBalanceT: -16.95,
    bankedInT: 0,
    repaymentT: 0,
    adjustedBalanceT: -16.95,
    borrowingCapT: 14.9,
    consecutivePeriods: 1,
  },
  report: null,
  flexibility: { bankedT: 0, borrowedT: 14.9, version: 1 },
  pool: null,
  final: { finalBalanceT: -2.05, penaltyEur: 1313.4, errors: [] },
};

function open(routes: Routes = {}) {
  const calls = stubFetch({
    'GET /api/fuel-eu/pools': () => ok([POOL]),
    'GET /api/fuel-eu/ship-year': () => ok(SHIP_YEAR),
    'GET /api/fleet/ships': () => page([{ id: 3, nameEn: 'HAIYUN PROSPERITY' }]),
    'GET /api/reports': () => page([]),
    ...routes,
  });
  renderInShell(<FuelEuReportScreen />);
  return calls;
}

describe('FuelEU screen', () => {
  it('the pools tab lists each member with its balance before pooling and its allocation, and the check', async () => {
    const calls = open();
    fireEvent.click(screen.getByRole('tab', { name: en.tabs.pools }));
    const table = await screen.findByRole('table', { name: 'Members of Demo pool 2025' });
    // The pool's name as the company gave it is marked as theirs, not the UI's words.
    expect(screen.getByText('Demo pool 2025').closest('[data-user-text]')).not.toBeNull();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${en.pools.ship}${en.pools.before}${en.pools.after}`,
      'HAIYUN HARMONY330.1206.7',
      'HAIYUN BREEZE-10',
      'HAIYUN PROSPERITY-122.40',
      `${en.pools.sum}206.7206.7`,
    ]);
    expect(screen.getByRole('status').textContent).toBe(en.pools.valid);
    expect(calls.find((c) => c.path === '/api/fuel-eu/pools')!.query).toEqual({
      year: String(new Date().getUTCFullYear() - 1),
    });
  });

  it('a pool whose stored allocation breaks a rule says which', async () => {
    open({ 'GET /api/fuel-eu/pools': () => ok([{ ...POOL, violations: ['pool_negative_sum'] }]) });
    fireEvent.click(screen.getByRole('tab', { name: en.tabs.pools }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Pool check failed: pool_negative_sum'),
    );
  });

  it('the balance tab shows the chosen ship-year: limit, balance, borrowing, final balance and whole-euro penalty', async () => {
    const calls = open();
    fireEvent.click(screen.getByRole('tab', { name: en.tabs.balance }));
    const select = await screen.findByRole('combobox', { name: en.ship });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(select, { target: { value: '3' } });
    const table = await screen.findByRole('table', { name: en.balance.table });
    const cell = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).nextSibling!.textContent;
    expect(cell(en.balance.target)).toBe('89.3368');
    expect(cell(en.balance.cb)).toBe('-16.95');
    expect(cell(en.balance.borrowed)).toBe('14.9');
    expect(cell(en.balance.final)).toBe('-2.05');
    expect(cell(en.balance.penalty)).toBe('1,313');
    expect(screen.getByText(en.balance.noReport)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/fuel-eu/ship-year')!.query.shipId).toBe('3');
    const fuels = screen.getByRole('table', { name: en.fuels.table });
    expect(within(fuels).getAllByRole('row')[1]!.textContent).toBe(`${kitEn.fuelClasses.HFO}2034015205`);
  });

  it('has every text in both languages', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
    // A counted text has two English forms and one Chinese one (test/views/i18n/plurals.test.tsx).
    const base = (o: object) => [...new Set(keys(o).map((k) => k.replace(/_(one|other)$/, '')))].sort();
    expect(base(zh)).toEqual(base(en));
  });
});
