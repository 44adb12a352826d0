import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { fromPromise } from 'xstate';
import { initI18n } from '../../src/i18n';
import { createAppSystem, type AppSystem } from '../../src/machines/app/appSystem';
import { fetchMachine } from '../../src/machines/fetchMachine';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { AppContext } from '../../src/views/AppContext';
import { installDomShims, PUBLIC_SETTINGS, TEST_PREFERENCES } from './renderApp';

/**
 * Renders shell pieces (header tools, tabs bar, toasts, dialogs) inside a real app system, signed
 * out and quiet: the session's first calls never settle, so no request fails into a toast.
 */
export function renderInShell(children: ReactNode): AppSystem {
  installDomShims();
  initI18n('en');
  const never = fromPromise(() => new Promise<never>(() => undefined));
  const system = createAppSystem({
    hasToken: false,
    preferences: TEST_PREFERENCES,
    settings: fetchMachine.provide({
      actors: { fetch: fromPromise(async (): Promise<unknown> => PUBLIC_SETTINGS) },
    }),
    session: sessionMachine.provide({
      actions: { storeLogin: () => undefined, clearStorage: () => undefined },
      actors: { getLoginSettings: never, getCaptcha: never } as never,
    }),
  });
  render(
    <ThemeProvider colorMode="day">
      <BaseStyles>
        <AppContext.Provider value={system}>{children}</AppContext.Provider>
      </BaseStyles>
    </ThemeProvider>,
  );
  return system;
}
