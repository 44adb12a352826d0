import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { createActor } from 'xstate';
import en from '../../../src/i18n/system/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import kitZh from '../../../src/i18n/kit/zh.json';
import zh from '../../../src/i18n/system/zh.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { zodValidator } from '../../../src/machines/listForm/listFormMachine';
import { screenListMachine } from '../../../src/machines/listForm/provided';
import type { HistoryEntry } from '../../../src/services/system/historyApi';
import { toForm } from '../../../src/views/listForm/ListFormScreen';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { AccountHistory } from '../../../src/views/system/AccountHistory';
import { SYSTEM_SCREENS } from '../../../src/views/system/configs';
import { installDomShims } from '../../support/renderApp';

const USERS = SYSTEM_SCREENS['/sysManage/sysUser'];
const ALICE = {
  id: 3,
  version: 4,
  username: 'alice',
  nameZh: '爱丽丝',
  nameEn: 'Alice',
  status: 1,
  roleIds: [2],
  companyIds: [],
  companies: [],
};
const ROLE = {
  id: 5,
  version: 2,
  code: 'ports',
  nameZh: '港口维护员',
  nameEn: 'Port keeper',
  dataScope: 'company',
  readOnly: false,
  status: 1,
  remark: null,
  userCount: 0,
};
const ADMIN = {
  actor: 1,
  actorUsername: 'admin',
  actorNameZh: '管理员',
  actorNameEn: 'Administrator',
  role: '99',
};
// Newest first, as the server answers. 2026-03-02T08:00:00Z is 16:00 at the display offset (UTC+8).
const HISTORY: HistoryEntry[] = [
  {
    id: 2,
    from: 'frozen',
    event: 'account.enable',
    to: 'active',
    at: '2026-03-02T08:00:00Z',
    comment: null,
    ...ADMIN,
  },
  {
    id: 1,
    from: 'active',
    event: 'account.freeze',
    to: 'frozen',
    at: '2026-03-01T08:00:00Z',
    comment: 'on leave',
    ...ADMIN,
  },
];

/** The server by route; `history` is what the history route answers (an Error: a 500). */
let history: { items: HistoryEntry[]; total: number } | Error;
const calls: string[] = [];
function answer(url: string) {
  calls.push(url);
  const path = url.split('?')[0];
  if (path.endsWith('/history') && history instanceof Error)
    return new Response(JSON.stringify({ success: false, code: 'internal' }), { status: 500 });
  const data =
    path === '/api/system/users'
      ? { items: [ALICE], total: 1, page: 1, size: 20 }
      : path === '/api/system/users/3'
        ? ALICE
        : path === '/api/system/users/3/history' || path === '/api/system/roles/5/history'
          ? { ...(history as object), page: 1, size: 50 }
          : path === '/api/system/roles'
            ? { items: [ROLE], total: 1, page: 1, size: 20 }
            : path === '/api/system/roles/5'
              ? ROLE
              : path === '/api/system/roles/options'
                ? [{ id: 2, code: 'ports', nameZh: '港口维护员', nameEn: 'Port keeper', status: 1 }]
                : path === '/api/fleet/companies/options'
                  ? { items: [], total: 0, page: 1, size: 0 }
                  : undefined;
  const ok = data !== undefined;
  return new Response(JSON.stringify(ok ? { success: true, data } : { success: false, code: 'not_found' }), {
    status: ok ? 200 : 404,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeAll(async () => {
  installDomShims();
  // The section alone (no list screen around it) needs the admin texts loaded first.
  await loadAreaTexts('system');
  initI18n('en');
});
beforeEach(() => {
  history = { items: HISTORY, total: 2 };
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

function renderScreen(can: (p?: string) => boolean = () => true, CONFIG = USERS) {
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
}
const firstRow = async () => (await screen.findAllByRole('row'))[1];
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('User status history', () => {
  it('the Edit dialog shows the history, newest first, in the UI language', async () => {
    renderScreen();
    fireEvent.click(within(await firstRow()).getByRole('button', { name: kitEn.listForm.edit }));
    const dialog = await screen.findByRole('dialog', { name: kitEn.listForm.editTitle });
    const table = await within(dialog).findByRole('table', { name: en.history.title });
    await within(dialog).findByRole('checkbox', { name: 'Port keeper' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      en.history.at,
      en.history.event,
      en.history.change,
      en.history.actor,
      en.history.role,
      en.history.comment,
    ]);
    expect(cellsOf(table)).toEqual([
      [
        '2026-03-02 16:00:00 (UTC+8)',
        'Enable',
        'Frozen → Enabled',
        'Administrator (admin)',
        kitEn.roleNames['99'],
        '',
      ],
      [
        '2026-03-01 16:00:00 (UTC+8)',
        'Freeze',
        'Enabled → Frozen',
        'Administrator (admin)',
        kitEn.roleNames['99'],
        'on leave',
      ],
    ]);
    expect(calls.some((u) => u.startsWith('/api/system/users/3/history'))).toBe(true);
    await act(() => i18n.changeLanguage('zh'));
    const zhTable = within(dialog).getByRole('table', { name: zh.history.title });
    expect(cellsOf(zhTable)[1]).toEqual([
      '2026-03-01 16:00:00 (UTC+8)',
      '冻结',
      '启用 → 冻结',
      '管理员 (admin)',
      kitZh.roleNames['99'],
      'on leave',
    ]);
  });

  it('the Detail dialog shows it to one who may only list; the Add dialog has none', async () => {
    renderScreen((p) => p === 'system:user:list');
    fireEvent.click(within(await firstRow()).getByRole('button', { name: kitEn.listForm.detail }));
    const dialog = await screen.findByRole('dialog', { name: kitEn.listForm.detailTitle });
    expect(cellsOf(await within(dialog).findByRole('table', { name: en.history.title }))).toHaveLength(2);
    await within(dialog).findByText('Port keeper');
    cleanup();
    calls.length = 0;
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: kitEn.listForm.add }));
    const add = screen.getByRole('dialog', { name: kitEn.listForm.newTitle });
    await within(add).findByRole('checkbox', { name: 'Port keeper' });
    expect(within(add).queryByRole('region', { name: en.history.title })).toBeNull();
    // A new record has no id and no history: nothing is asked for.
    expect(calls.some((u) => u.includes('/history'))).toBe(false);
  });

  it('a role’s Edit dialog shows the role’s history', async () => {
    renderScreen(() => true, SYSTEM_SCREENS['/sysManage/role']);
    fireEvent.click(within(await firstRow()).getByRole('button', { name: kitEn.listForm.edit }));
    const dialog = await screen.findByRole('dialog', { name: kitEn.listForm.editTitle });
    expect(cellsOf(await within(dialog).findByRole('table', { name: en.history.title }))).toHaveLength(2);
    expect(calls.some((u) => u.startsWith('/api/system/roles/5/history'))).toBe(true);
  });

  it.each([
    ['no changes yet', { items: [], total: 0 }, en.history.empty],
    [
      'a deleted actor and more rows than shown',
      {
        items: [{ ...HISTORY[0], actor: null, actorUsername: null, actorNameZh: null, actorNameEn: null }],
        total: 7,
      },
      'Showing the latest change of 7.',
    ],
  ])('shows %s', async (_name, answerWith, text) => {
    history = answerWith;
    render(<AccountHistory kind="users" id={3} label="History" />);
    expect(await screen.findByText(text)).toBeTruthy();
    if (answerWith.items.length) expect(screen.getByText(en.history.deletedActor)).toBeTruthy();
  });

  it('a failed load says so inside the section and retries', async () => {
    history = new Error('down');
    render(<AccountHistory kind="users" id={3} label="History" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.history.failed);
    history = { items: HISTORY, total: 2 };
    fireEvent.click(within(alert).getByRole('button', { name: kitEn.listForm.retry }));
    expect(cellsOf(await screen.findByRole('table', { name: 'History' }))).toHaveLength(2);
  });
});
