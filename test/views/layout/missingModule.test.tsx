import { cleanup, screen, waitFor } from '@testing-library/react';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { MENUS } from '../../machines/sessionMachine.fixtures';
import { renderSignedInShell } from '../../support/signedInShell';

/**
 * A menu page whose url has no screen in the registry: the router decides at render time (the
 * menu's routes do not know the registry) and shows the module-not-found page with an error-log
 * entry, while a registered page beside it renders its screen.
 */
let system: AppSystem;
afterEach(() => {
  cleanup();
  system.stop();
});

const UNBUILT = '/not/built';
const menus = [
  ...MENUS,
  {
    id: 90,
    pid: 0,
    url: UNBUILT,
    title: 'Unbuilt',
    titleZh: '未建',
    titleEn: 'Unbuilt',
    menuType: 2,
    orderNum: 9,
  },
];

describe('a menu page without a registered screen', () => {
  it('shows module-not-found and logs it', async () => {
    system = await renderSignedInShell(UNBUILT, menus);
    // Primer's banner writes the words twice: a hidden title and the description.
    const banner = await screen.findAllByText(
      `Module not found: no screen is registered for ${UNBUILT}.`,
      undefined,
      {
        timeout: 10_000,
      },
    );
    expect(banner.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(system.errorLog.getSnapshot().context.entries.map((e) => e.url)).toContain(UNBUILT),
    );
  });
});
