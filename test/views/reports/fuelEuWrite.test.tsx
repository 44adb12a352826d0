import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../src/i18n/fuelEu/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import FuelEuReportScreen from '../../../src/views/reports/fuelEu/FuelEuReportScreen';
import { renderInShell } from '../../support/shellSystem';
import { allowed, fail, ok, page, stubFetch, type Routes } from '../../support/ledgerAdmin/ledgerAdminFetch';

vi.mock('../../../src/views/shared/permission', async (original) => ({
  ...(await original<typeof import('../../../src/views/shared/permission')>()),
  useCan: () => (perm: string | undefined) => Boolean(perm) && allowed.buttons.includes(perm!),
}));
await loadAreaTexts('system', 'reports', 'fuelEu');
afterEach(cleanup);

/** A surplus ship-year (adjusted balance +40 t) outside any pool, nothing recorded yet. */
const shipYear = (shipId: number, nameEn: string, adjustedBalanceT: number) => ({
  shipId,
  year: 2025,
  figures: {
    ship: { imo: null, nameEn, nameZh: null },
    fuels: [],
    energyMJ: 10_000_000,
    opsMJ: 0,
    ghgIntensity: 88,
    target: 89.3368,
    complianceBalanceT: adjustedBalanceT,
    bankedInT: 0,
    repaymentT: 0,
    adjustedBalanceT,
    borrowingCapT: 17.87,
    borrowAllowed: true,
    consecutivePeriods: 1,
  },
  report: null,
  flexibility: null,
  pool: null,
  final: { finalBalanceT: adjustedBalanceT, penaltyEur: 0, errors: [] },
});
const SHIPS = [
  { id: 1, nameEn: 'HAIYUN HARMONY', docCompanyId: 2, docCompanyEn: 'Haiyun Shipping' },
  { id: 2, nameEn: 'HAIYUN BREEZE', docCompanyId: 2, docCompanyEn: 'Haiyun Shipping' },
  { id: 3, nameEn: 'HAIYUN PROSPERITY', docCompanyId: 2, docCompanyEn: 'Haiyun Shipping' },
];
const BALANCE: Record<string, number> = { '1': 40, '2': -10, '3': -60 };

function open(buttons: string[], routes: Routes = {}) {
  allowed.buttons = buttons;
  const calls = stubFetch({
    'GET /api/fuel-eu/pools': () => ok([]),
    'GET /api/fuel-eu/ship-year': (c) =>
      ok(
        shipYear(Number(c.query.shipId), SHIPS[Number(c.query.shipId) - 1]!.nameEn, BALANCE[c.query.shipId]!),
      ),
    'GET /api/fleet/ships': () => page(SHIPS),
    'GET /api/reports': () => page([]),
    ...routes,
  });
  renderInShell(<FuelEuReportScreen />);
  return calls;
}

async function chooseShip(id: string) {
  fireEvent.click(screen.getByRole('tab', { name: en.tabs.balance }));
  const select = await screen.findByRole('combobox', { name: en.ship });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
  fireEvent.change(select, { target: { value: id } });
}

describe('FuelEU write dialogs on the screen', () => {
  it('without the submit button the screen stays read-only and says when a year has no pool', async () => {
    open([]);
    await chooseShip('1');
    await screen.findByRole('table', { name: en.balance.table });
    expect(screen.queryByRole('button', { name: en.flex.open })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: en.tabs.pools }));
    await screen.findByText(en.pools.empty);
    expect(screen.queryByRole('button', { name: en.poolForm.create })).toBeNull();
  });

  it('banking: the preview refuses more than the surplus; the server refusal lands under its field; a valid amount is recorded after confirmation', async () => {
    let refuse = true;
    const calls = open(['mrv:fueleu:submit'], {
      'PUT /api/fuel-eu/flexibility': () =>
        refuse
          ? ((refuse = false),
            fail(422, 'fuelEu.bank_exceeds_surplus', '存入量超过联营后剩余的盈余（30 t CO2e）。'))
          : ok(shipYear(1, 'HAIYUN HARMONY', 40)),
    });
    await chooseShip('1');
    fireEvent.click(await screen.findByRole('button', { name: en.flex.open }));
    const dialog = within(screen.getByRole('dialog'));
    const bank = dialog.getByLabelText(en.flex.bank);
    fireEvent.change(bank, { target: { value: '41' } });
    expect(dialog.getByText(en.flex.rules.bank_exceeds_surplus.replace('{{surplus}}', '40'))).toBeTruthy();
    expect((dialog.getByRole('button', { name: en.flex.submit }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(bank, { target: { value: '12.5' } });
    expect(dialog.getByRole('status').textContent).toContain('27.5');
    fireEvent.keyDown(bank, { key: 'Enter' });
    fireEvent.click(await dialog.findByRole('button', { name: en.flex.confirm }));
    // The server's words (here Chinese, as the request's language would give) under the Bank field.
    await dialog.findByText('存入量超过联营后剩余的盈余（30 t CO2e）。');
    expect(dialog.queryByRole('alert')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: en.flex.submit }));
    fireEvent.click(await dialog.findByRole('button', { name: en.flex.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual([
      { shipId: 1, year: new Date().getUTCFullYear() - 1, bankT: 12.5, borrowT: 0, version: null },
      { shipId: 1, year: new Date().getUTCFullYear() - 1, bankT: 12.5, borrowT: 0, version: null },
    ]);
  });

  it('pool: the check follows the ticked ships; only a passing pool is saved, with its members', async () => {
    const calls = open(['mrv:fueleu:submit'], {
      'POST /api/fuel-eu/pools': () => ({ status: 201, body: { success: true, data: {} } }),
    });
    fireEvent.click(screen.getByRole('tab', { name: en.tabs.pools }));
    const company = await screen.findByRole('combobox', { name: en.poolForm.company });
    await waitFor(() => expect(within(company).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(company, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: en.poolForm.create }));
    const dialog = within(screen.getByRole('dialog'));
    const check = await dialog.findByRole('status', { name: en.poolForm.check });
    fireEvent.change(dialog.getByLabelText(new RegExp(en.poolForm.name)), { target: { value: 'Pool A' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /HAIYUN HARMONY/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /HAIYUN PROSPERITY/ }));
    expect(check.textContent).toContain(en.poolForm.rules.pool_negative_sum);
    expect((dialog.getByRole('button', { name: en.poolForm.submit }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(dialog.getByRole('checkbox', { name: /HAIYUN PROSPERITY/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /HAIYUN BREEZE/ }));
    expect(check.textContent).toContain(en.poolForm.valid);
    const rows = within(dialog.getByRole('table', { name: en.poolForm.members })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${en.pools.ship}${en.pools.before}${en.pools.after}`,
      'HAIYUN HARMONY4030',
      'HAIYUN BREEZE-100',
      'HAIYUN PROSPERITY-60',
    ]);
    fireEvent.click(dialog.getByRole('button', { name: en.poolForm.submit }));
    fireEvent.click(await dialog.findByRole('button', { name: en.poolForm.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      year: new Date().getUTCFullYear() - 1,
      name: 'Pool A',
      members: [{ shipId: 1 }, { shipId: 2 }],
    });
  });
});
