import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { AppSystem } from '../../src/machines/app/appSystem';
import { sessionMachine } from '../../src/machines/sessionMachine';
import type { MenuItem, UserInfo } from '../../src/domain/api';
import { MENUS, USER } from '../machines/sessionMachine.fixtures';
import { renderApp } from './renderApp';

/**
 * The signed-in shell at `path` with the session fixtures' user and menus (Dashboard; Fleet >
 * Ships) or the given ones, returned once the sidebar is drawn and the session is ready. Nothing
 * is stored.
 */
export async function renderSignedInShell(path: string, menus: MenuItem[] = MENUS): Promise<AppSystem> {
  const { system } = await renderApp({
    path,
    hasToken: true,
    session: sessionMachine.provide({
      actions: { storeLogin: () => undefined, clearStorage: () => undefined },
      actors: {
        getUserInfo: fromPromise(async (): Promise<UserInfo> => USER),
        getMenus: fromPromise(async (): Promise<MenuItem[]> => menus),
      },
    }),
  });
  // The first render of a file loads the whole shell; on a busy machine that takes over a second.
  await screen.findByTestId('sidebar', {}, { timeout: 10_000 });
  await waitFor(() => expect(system.session.getSnapshot().matches({ authenticated: 'ready' })).toBe(true), {
    timeout: 10_000,
  });
  return system;
}
