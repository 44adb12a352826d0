import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import en from '../../../src/i18n/en.json';
import zh from '../../../src/i18n/zh.json';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { sessionMachine } from '../../../src/machines/sessionMachine';
import type { MenuItem, UserInfo } from '../../../src/domain/api';
import { nameInLang } from '../../../src/views/shared/nameInLang';
import { MENUS, USER } from '../../machines/sessionMachine.fixtures';
import { renderApp } from '../../support/renderApp';

// Users by the name of the UI language; header search says when nothing matches.
const DEMO: UserInfo = {
  ...USER,
  name: '演示船公司用户',
  nameZh: '演示船公司用户',
  nameEn: 'Demo company user',
};

let system: AppSystem;
afterEach(() => {
  cleanup();
  system.stop();
});

async function shell(language: 'zh' | 'en', user: UserInfo = DEMO) {
  ({ system } = await renderApp({
    path: '/profile/index',
    hasToken: true,
    language,
    session: sessionMachine.provide({
      actions: { storeLogin: () => undefined, clearStorage: () => undefined },
      actors: {
        getUserInfo: fromPromise(async (): Promise<UserInfo> => user),
        getMenus: fromPromise(async (): Promise<MenuItem[]> => MENUS),
      },
    }),
  }));
  await screen.findByTestId('sidebar', undefined, { timeout: 5000 });
  await waitFor(() => expect(system.session.getSnapshot().matches({ authenticated: 'ready' })).toBe(true));
}

describe('user names in the UI language', () => {
  it('the English UI shows the English name in the header and on the profile', async () => {
    await shell('en');
    expect(screen.getByRole('button', { name: en.navbar.userMenu }).textContent).toContain(
      'Demo company user',
    );
    expect(await screen.findByText('Demo company user', { selector: 'dd' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('演示船公司用户')).toBeNull();
  });

  it('the Chinese UI shows the Chinese name', async () => {
    await shell('zh');
    expect(screen.getByRole('button', { name: zh.navbar.userMenu }).textContent).toContain('演示船公司用户');
    expect(screen.queryByText('Demo company user')).toBeNull();
  });

  it('falls back to the other language, then to the name the server chose', () => {
    expect(nameInLang({ name: 'u1', nameZh: '张三', nameEn: '' }, 'en')).toBe('张三');
    expect(nameInLang({ name: 'u1', nameZh: null, nameEn: 'Zhang San' }, 'zh')).toBe('Zhang San');
    expect(nameInLang({ name: 'u1', nameZh: '', nameEn: '' }, 'en')).toBe('u1');
  });
});

describe('header search', () => {
  it('says that no page matches, and lists pages again when one does', async () => {
    await shell('en');
    const box = screen.getByRole('combobox', { name: en.navbar.search });
    await act(async () => fireEvent.change(box, { target: { value: 'zzqx' } }));
    expect(screen.getByRole('status').textContent).toBe('No page matches “zzqx”');
    expect(screen.queryByRole('listbox')).toBeNull();
    await act(async () => fireEvent.change(box, { target: { value: 'ship' } }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(0);
    expect(screen.queryByText(/No page matches/)).toBeNull();
    await act(async () => fireEvent.change(box, { target: { value: '  ' } }));
    expect(screen.queryByText(/No page matches/)).toBeNull();
  });
});
