import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { createActor } from 'xstate';
import en from '../../../src/i18n/system/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import zh from '../../../src/i18n/system/zh.json';
import { initI18n } from '../../../src/i18n';
import { zodValidator } from '../../../src/machines/listForm/listFormMachine';
import { screenListMachine } from '../../../src/machines/listForm/provided';
import { toForm } from '../../../src/views/listForm/ListFormScreen';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { SYSTEM_SCREENS } from '../../../src/views/system/configs';
import { installDomShims } from '../../support/renderApp';

const CONFIG = SYSTEM_SCREENS['/sysManage/sysUser'];
const ROLES = [
  { id: 1, code: 'admin', nameZh: '管理员', nameEn: 'Administrator', status: 1 },
  { id: 2, code: 'ports', nameZh: '港口维护员', nameEn: 'Port keeper', status: 1 },
];
const COMPANIES = [
  { id: 21, code: 'C021', nameZh: '中远海运', nameEn: 'COSCO Shipping' },
  { id: 22, code: 'C022', nameZh: '中远海运散货', nameEn: 'COSCO Bulk' },
  { id: 23, code: 'C023', nameZh: '招商轮船', nameEn: 'China Merchants' },
];
const ALICE = {
  id: 3,
  version: 4,
  username: 'alice',
  nameZh: '爱丽丝',
  nameEn: 'Alice',
  phone: null,
  email: null,
  organisation: 'Fleet dept.',
  status: 1,
  remark: null,
  roleIds: [1, 2],
  companyIds: [23, 21],
  // As the list route answers them: the linked companies by name, in the order linked.
  companies: [
    { id: 23, nameZh: '招商轮船', nameEn: 'China Merchants' },
    { id: 21, nameZh: '中远海运', nameEn: '' },
  ],
  updatedAt: '2026-01-02T03:04:05Z',
};

/** The server, answering by route: http.ts and the services run for real over this fetch. */
const posted: unknown[] = [];
function answer(url: string, init?: RequestInit) {
  const path = url.split('?')[0];
  const data =
    init?.method === 'POST' && path === '/api/system/users'
      ? (posted.push(JSON.parse(String(init.body))), { ...ALICE, id: 99 })
      : path === '/api/system/users'
        ? { items: [ALICE], total: 1, page: 1, size: 20 }
        : path === '/api/system/users/3'
          ? ALICE
          : path === '/api/system/roles/options'
            ? ROLES
            : path === '/api/fleet/companies/options'
              ? { items: COMPANIES, total: 3, page: 1, size: 3 }
              : undefined;
  const ok = data !== undefined;
  return new Response(JSON.stringify(ok ? { success: true, data } : { success: false, code: 'not_found' }), {
    status: ok ? 200 : 404,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
beforeEach(() => {
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answer(url, init)),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

function renderUsers(can: (p?: string) => boolean = () => true) {
  const actor = createActor(screenListMachine(CONFIG.actors), {
    input: {
      resource: CONFIG.resource,
      filters: Object.fromEntries(CONFIG.filters.map((f) => [f.name, ''])),
      defaults: CONFIG.defaults,
      validate: zodValidator(CONFIG.schema!),
      toForm: (row) => toForm(CONFIG, row),
    },
  }).start();
  render(<ListFormView actorRef={actor} config={CONFIG} can={can} />);
  return actor;
}
const firstRow = async () => (await screen.findAllByRole('row'))[1];

describe('Users list', () => {
  it('shows each user’s roles by name, in the UI language', async () => {
    renderUsers();
    const table = await screen.findByRole('table', { name: en.screens.sysUser });
    expect(within(table).getByRole('columnheader', { name: en.fields.roles })).toBeTruthy();
    const row = await firstRow();
    expect(await within(row).findByText('Administrator, Port keeper')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
    expect(within(row).getByText('管理员, 港口维护员')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: zh.fields.roles })).toBeTruthy();
  });

  it('shows each user’s linked companies by name, in the UI language, under a translated header', async () => {
    renderUsers();
    const table = await screen.findByRole('table', { name: en.screens.sysUser });
    expect(within(table).getByRole('columnheader', { name: en.fields.companies })).toBeTruthy();
    const row = await firstRow();
    // A name missing in one language falls back to the other.
    expect(within(row).getByText('China Merchants, 中远海运')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
    expect(within(row).getByText('招商轮船, 中远海运')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: zh.fields.companies })).toBeTruthy();
  });
});

describe('User dialog: linked shipping companies', () => {
  it('picks companies, removes one by row and others in a batch, and saves the ids', async () => {
    renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: kitEn.listForm.add }));
    const dialog = screen.getByRole('dialog', { name: kitEn.listForm.newTitle });
    const C = en.users.companies;
    expect(within(dialog).getByText(C.none)).toBeTruthy();
    const picker = within(dialog).getByRole('group', { name: C.picker });
    await within(picker).findByRole('checkbox', { name: /COSCO Bulk/ });

    fireEvent.change(within(dialog).getByRole('textbox', { name: C.picker }), { target: { value: 'cosco' } });
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(within(picker).getByRole('checkbox', { name: /COSCO Shipping/ }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: /COSCO Bulk/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: C.picker }), { target: { value: 'C023' } });
    fireEvent.click(within(picker).getByRole('checkbox', { name: /China Merchants/ }));

    const linked = within(dialog).getByRole('table', { name: en.fields.companyIds });
    expect(within(linked).getAllByRole('row')).toHaveLength(4);
    expect(within(linked).getByText('C022')).toBeTruthy();
    fireEvent.click(within(linked).getByRole('button', { name: `${C.remove} COSCO Bulk` }));
    fireEvent.click(within(linked).getByRole('checkbox', { name: 'Select China Merchants' }));
    fireEvent.click(within(dialog).getByRole('button', { name: C.removeSelected }));
    expect(within(linked).getAllByRole('row')).toHaveLength(2);

    const text = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) }), {
        target: { value },
      });
    text(en.fields.username, 'bob');
    text(en.fields.nameZh, '鲍勃');
    text(en.fields.nameEn, 'Bob');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Port keeper' }));
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ username: 'bob', roleIds: [2], companyIds: [21] });
    // Blank initial password: none is sent, so the server generates one.
    expect(posted[0]).not.toHaveProperty('password');
  });

  it('an existing user’s companies show with their codes and names', async () => {
    renderUsers();
    fireEvent.click(within(await firstRow()).getByRole('button', { name: kitEn.listForm.edit }));
    const dialog = await screen.findByRole('dialog', { name: kitEn.listForm.editTitle });
    const linked = within(dialog).getByRole('table', { name: en.fields.companyIds });
    expect(await within(linked).findByText('C023')).toBeTruthy();
    expect(within(linked).getByText('招商轮船')).toBeTruthy();
    const picker = within(dialog).getByRole('group', { name: en.users.companies.picker });
    expect(within(picker).getByRole('checkbox', { name: /China Merchants/ })).toHaveProperty('checked', true);
  });

  it('Detail shows the user read-only, companies included, to one who may only list', async () => {
    renderUsers((p) => p === 'system:user:list');
    const row = await firstRow();
    expect(within(row).queryByRole('button', { name: kitEn.listForm.edit })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: kitEn.listForm.detail }));
    const dialog = await screen.findByRole('dialog', { name: kitEn.listForm.detailTitle });
    expect(within(dialog).getByText('alice')).toBeTruthy();
    expect(await within(dialog).findByText('Administrator, Port keeper')).toBeTruthy();
    expect(await within(dialog).findByText('C023')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: new RegExp(en.users.companies.remove) })).toBeNull();
  });
});
