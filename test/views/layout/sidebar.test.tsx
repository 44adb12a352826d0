import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../src/i18n/en.json';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { getCookie } from '../../../src/services/storage';
import { renderSignedInShell } from '../../support/signedInShell';

let system: AppSystem;
afterEach(() => {
  cleanup();
  system.stop();
});

/** The signed-in shell at `width` px, on /dashboard, with the fixture menus (Dashboard; Fleet > Ships). */
async function shell(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  system = await renderSignedInShell('/dashboard');
}
const toggle = () =>
  act(() => fireEvent.click(screen.getByRole('button', { name: en.navbar.toggleSidebar })));
const sidebar = () => screen.getByTestId('sidebar');
const menu = () => within(sidebar()).getByRole('navigation', { name: en.navbar.mainMenu });

describe('sidebar', () => {
  it('desktop: collapsing leaves an icon strip of the top-level menus, remembered in the cookie', async () => {
    await shell(1280);
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(getCookie('sidebarStatus')).not.toBe('0');

    await toggle();
    expect(getCookie('sidebarStatus')).toBe('0');
    expect(sidebar().getAttribute('aria-hidden')).toBe('false');
    expect(getComputedStyle(sidebar()).width).toBe('54px');
    // Icons only: no page links, one named button per top-level menu.
    expect(within(menu()).queryAllByRole('link')).toEqual([]);
    const icons = within(menu()).getAllByRole('button');
    expect(icons).toEqual([
      within(menu()).getByRole('button', { name: 'Dashboard' }),
      within(menu()).getByRole('button', { name: 'Fleet' }),
    ]);
    expect(icons.every((b) => b.querySelector('svg') && !b.textContent?.trim())).toBe(true);
    expect(icons[0].getAttribute('aria-current')).toBe('page');

    // A folder opens its pages beside the strip.
    fireEvent.click(within(menu()).getByRole('button', { name: 'Fleet' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ships' }));
    await waitFor(() => expect(window.location.pathname).toBe('/ship/list'));
    await waitFor(() =>
      expect(within(menu()).getByRole('button', { name: 'Fleet' }).getAttribute('data-active')).toBe('true'),
    );

    await toggle();
    expect(getCookie('sidebarStatus')).toBe('1');
    expect(getComputedStyle(sidebar()).width).toBe('210px');
    expect(within(menu()).getByRole('link', { name: 'Ships' })).toBeTruthy();
  });

  it('desktop: the Dashboard icon opens the dashboard', async () => {
    await shell(1280);
    await toggle();
    await act(async () => window.history.pushState(null, '', '/profile/index'));
    fireEvent.click(within(menu()).getByRole('button', { name: 'Dashboard' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    await toggle(); // leave the cookie open for the next test
  });

  it('mobile (< 992 px): the sidebar starts closed and closes fully, without a strip', async () => {
    await shell(800);
    expect(sidebar().getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(sidebar()).width).toBe('0px');
    await toggle();
    expect(sidebar().getAttribute('aria-hidden')).toBe('false');
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(sidebar().getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(sidebar()).width).toBe('0px');
    expect(within(sidebar()).queryAllByRole('button', { name: 'Fleet' }).length).toBe(0);
  });
});
