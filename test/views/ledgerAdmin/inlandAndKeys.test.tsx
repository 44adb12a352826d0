import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKeyDto } from '../../../src/domain/api';
import en from '../../../src/i18n/ledgerAdmin/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import ApiKeysScreen from '../../../src/views/system/ApiKeysScreen';
import InlandShipScreen from '../../../src/views/ledgerAdmin/InlandShipScreen';
import { renderInShell } from '../../support/shellSystem';
import { allowed, fail, ok, page, stubFetch, type Routes } from '../../support/ledgerAdmin/ledgerAdminFetch';

vi.mock('../../../src/views/shared/permission', async (original) => ({
  ...(await original<typeof import('../../../src/views/shared/permission')>()),
  useCan: () => (perm: string | undefined) => Boolean(perm) && allowed.buttons.includes(perm!),
}));
await loadAreaTexts('system', 'fleet', 'ledgerAdmin');
afterEach(cleanup);

const SHIP = {
  id: 7,
  nameEn: 'CHANGJIANG 1',
  nameZh: '长江一号',
  imo: null,
  registrationNo: 'CN2019001',
  docCompanyEn: 'Yangtze Lines',
  docCompanyZh: '长江航运',
  shipTypeEn: 'Bulk carrier',
  shipTypeZh: '散货船',
  serviceSpeed: 10,
  dwt: 5000,
};

describe('inland ship manager', () => {
  it('lists ships and opens the read-only voyage screen for one', async () => {
    allowed.buttons = [];
    const calls = stubFetch({
      'GET /api/fleet/ships': () => page([SHIP]),
      'GET /api/fleet/companies/options': () => page([]),
      'GET /api/fleet/lookups/shipType': () => ok([]),
    });
    window.history.replaceState(null, '', '/cmsashipManage/shipManager');
    renderInShell(<InlandShipScreen />);
    const row = (await screen.findByText('CHANGJIANG 1')).closest('tr')!;
    expect(within(row).getByText('CN2019001')).toBeTruthy();
    expect(within(row).getByText('Yangtze Lines')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: en.inland.energy }));
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        '/cmsashipManage/cmsaEnergyEfficiency?shipId=7',
      ),
    );
    expect(calls.some((c) => c.path === '/api/fleet/ships')).toBe(true);
  });
});

const K = en.apiKeys;
const key = (id: number, over: Partial<ApiKeyDto> = {}): ApiKeyDto => ({
  id,
  name: `Box ${id}`,
  companyId: 5,
  companyName: 'COSCO SHIPPING',
  shipId: null,
  shipName: null,
  prefix: `eeoi_${id}ab`,
  createdAt: '2025-01-02T03:04:00Z',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});

function openKeys(routes: Routes = {}, buttons = ['system:apiKey:add', 'system:apiKey:delete']) {
  allowed.buttons = buttons;
  const calls = stubFetch({
    'GET /api/system/api-keys': () =>
      page([
        key(1),
        key(2, {
          shipId: 7,
          shipName: 'HAIYUN GLORY',
          companyId: null,
          companyName: null,
          revokedAt: '2025-03-01T00:00:00Z',
        }),
      ]),
    'GET /api/fleet/companies/options': () => page([{ id: 5, nameEn: 'COSCO SHIPPING', nameZh: '中远海运' }]),
    'GET /api/fleet/ships': () => page([]),
    'POST /api/system/api-keys': () => ok({ key: 'eeoi_secret_value_123', apiKey: key(3) }),
    'POST /api/system/api-keys/1/revoke': () => ok(key(1, { revokedAt: '2025-05-01T00:00:00Z' })),
    ...routes,
  });
  renderInShell(<ApiKeysScreen />);
  return calls;
}

describe('API keys', () => {
  it('lists keys (never the key): owner, prefix, last use, revoked; a revoked key cannot be revoked again', async () => {
    openKeys();
    const first = (await screen.findByText('Box 1')).closest('tr')!;
    expect(within(first).getByText(`${K.company}: COSCO SHIPPING`)).toBeTruthy();
    expect(within(first).getByText('eeoi_1ab…')).toBeTruthy();
    expect(within(first).getByText(K.never)).toBeTruthy();
    expect((within(first).getByRole('button', { name: K.revoke }) as HTMLButtonElement).disabled).toBe(false);
    const second = screen.getByText('Box 2').closest('tr')!;
    expect(within(second).getByText(`${K.ship}: HAIYUN GLORY`)).toBeTruthy();
    expect((within(second).getByRole('button', { name: K.revoke }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('issues a key for a company and shows it once with its warning; closing forgets it and reloads', async () => {
    const calls = openKeys();
    await screen.findByText('Box 1');
    fireEvent.click(screen.getByRole('button', { name: K.issue }));
    const dialog = await screen.findByRole('dialog', { name: K.issueTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: K.issueButton }));
    expect(within(dialog).getAllByText(kitEn.validation.msg.required)).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText(K.name, { exact: false }), {
      target: { value: 'Noon box' },
    });
    await within(dialog).findByRole('option', { name: 'COSCO SHIPPING' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: K.issueButton }));
    const shown = await screen.findByRole('dialog', { name: K.keyTitle });
    expect(within(shown).getByDisplayValue('eeoi_secret_value_123')).toBeTruthy();
    expect(within(shown).getAllByText(K.keyWarning).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/system/api-keys')!.body).toEqual({
      name: 'Noon box',
      companyId: 5,
    });
    fireEvent.click(within(shown).getByRole('button', { name: K.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue('eeoi_secret_value_123')).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/system/api-keys' && c.method === 'GET')).toHaveLength(2),
    );
  });

  it('revokes after confirmation', async () => {
    const calls = openKeys();
    const first = (await screen.findByText('Box 1')).closest('tr')!;
    fireEvent.click(within(first).getByRole('button', { name: K.revoke }));
    expect(await screen.findByText(K.confirmRevoke)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: kitEn.listForm.confirm }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/system/api-keys/1/revoke')).toBe(true));
    expect(await screen.findByText(kitEn.notices.revoke)).toBeTruthy();
  });

  it('without the buttons there is no Issue and no Revoke; a failed list says so', async () => {
    openKeys({ 'GET /api/system/api-keys': () => fail(500, 'internal', 'down') }, []);
    expect(await screen.findByText(kitEn.listForm.loadFailed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: K.issue })).toBeNull();
  });
});
