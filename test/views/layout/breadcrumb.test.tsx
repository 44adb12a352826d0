import { cleanup, screen, waitFor, within } from '@testing-library/react';
import en from '../../../src/i18n/en.json';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { renderSignedInShell } from '../../support/signedInShell';

let system: AppSystem;
const realFetch = globalThis.fetch;
beforeAll(() => {
  // The pages behind the trail load lists; an empty page keeps them quiet (only the trail is tested).
  globalThis.fetch = (async () =>
    new Response(JSON.stringify({ success: true, data: { items: [], total: 0, page: 1, size: 20 } }), {
      headers: { 'Content-Type': 'application/json' },
    })) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
afterEach(() => {
  cleanup();
  system.stop();
});

/** The signed-in shell at `path` with the fixture menus (Dashboard; Fleet > Ships). */
async function shell(path: string) {
  system = await renderSignedInShell(path);
  // Primer names its <nav> "Breadcrumbs" itself and drops the aria-label it is given.
  return screen.getByRole('navigation', { name: 'Breadcrumbs' });
}

/**
 * Each list item's text. Primer draws the "/" after every item but the last list item, so an empty
 * trailing item (the bug) shows as '' here and as a dangling "/" on screen.
 */
const items = (trail: HTMLElement) =>
  within(trail)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('breadcrumb', () => {
  it('ends with the current page: no empty item after it, so no trailing separator', async () => {
    const trail = await shell('/ship/list');
    await waitFor(() => expect(items(trail)).toEqual(['Dashboard', 'Fleet', 'Ships']));
    const last = within(trail).getAllByRole('listitem').at(-1)!;
    expect(within(last).getByText('Ships').getAttribute('aria-current')).toBe('page');
  });

  it('on the dashboard holds the dashboard alone', async () => {
    const trail = await shell('/dashboard');
    expect(items(trail)).toEqual(['Dashboard']);
  });

  it('on the profile ends with the profile', async () => {
    const trail = await shell('/profile/index');
    expect(items(trail)).toEqual(['Dashboard', en.profile.title]);
  });
});
