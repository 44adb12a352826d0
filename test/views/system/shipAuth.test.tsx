import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import en from '../../../src/i18n/system/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { initI18n } from '../../../src/i18n';
import { ApiError } from '../../../src/domain/apiError';
import { ShipAuthDialog } from '../../../src/views/system/ShipAuthDialog';
import { installDomShims } from '../../support/renderApp';

const api = vi.hoisted(() => ({ getShipAuth: vi.fn(), setShipAuth: vi.fn(), listShips: vi.fn() }));
vi.mock('../../../src/services/systemApi', async (original) => ({
  ...(await original<typeof import('../../../src/services/systemApi')>()),
  ...api,
}));

const SHIPS = [
  { id: 11, nameEn: 'COSCO Star', nameZh: '中远之星', imo: '9300001' },
  { id: 12, nameEn: 'Blue Whale', nameZh: '蓝鲸', imo: '9300002' },
  { id: 13, nameEn: 'Sea Lion', nameZh: '海狮', imo: '9300003' },
];
const USER = { id: 5, username: 'keeper', nameEn: 'Keeper' };

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
afterEach(cleanup);
beforeEach(() => {
  api.getShipAuth.mockReset().mockResolvedValue({ userId: 5, shipIds: [12] });
  api.listShips.mockReset().mockResolvedValue({ items: SHIPS, total: 3, page: 1, size: 500 });
  api.setShipAuth.mockReset().mockResolvedValue({ userId: 5, shipIds: [] });
});

async function open() {
  const onClose = vi.fn();
  render(<ShipAuthDialog user={USER} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Ships keeper may see' });
  await within(dialog).findByRole('checkbox', { name: /COSCO Star/ });
  const box = (name: RegExp) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
  return { dialog, box, onClose };
}

describe('ShipAuthDialog', () => {
  it('shows the user’s current ships ticked and counts them', async () => {
    const { dialog, box } = await open();
    expect(api.getShipAuth).toHaveBeenCalledWith(5, expect.any(AbortSignal));
    expect(box(/Blue Whale \(IMO 9300002\)/).checked).toBe(true);
    expect(box(/COSCO Star/).checked).toBe(false);
    expect(within(dialog).getByText('Ships (1 selected)')).toBeTruthy();
  });

  it('the name/IMO filter narrows the list without changing the choice', async () => {
    const { dialog, box } = await open();
    fireEvent.change(within(dialog).getByRole('textbox', { name: en.shipAuth.filter }), {
      target: { value: '9300003' },
    });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(box(/Sea Lion/).checked).toBe(false);
    expect(within(dialog).getByText('Ships (1 selected)')).toBeTruthy();
  });

  it('Save sends the picked ship ids and closes as changed', async () => {
    const { dialog, box, onClose } = await open();
    fireEvent.click(box(/COSCO Star/));
    fireEvent.click(box(/Sea Lion/));
    fireEvent.click(box(/Blue Whale/)); // untick the one it had
    expect(within(dialog).getByText('Ships (2 selected)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(api.setShipAuth).toHaveBeenCalledTimes(1);
    const [userId, shipIds] = api.setShipAuth.mock.calls[0];
    expect(userId).toBe(5);
    expect([...shipIds].sort()).toEqual([11, 13]);
  });

  it('a failed load offers Retry, which loads again', async () => {
    api.getShipAuth.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    render(<ShipAuthDialog user={USER} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: kitEn.listForm.retry }));
    expect(await within(dialog).findByRole('checkbox', { name: /Blue Whale/ })).toBeTruthy();
    expect(api.getShipAuth).toHaveBeenCalledTimes(2);
  });
});
