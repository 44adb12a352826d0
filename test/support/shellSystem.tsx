import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { fromPromise } from 'xstate';
import { initI18n } from '../../src/i18n';
import { createAppSystem, type AppSystem } from '../../src/machines/app/appSystem';
import { fetchMachine } from '../../src/machines/fetchMachine';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { AppContext } from '../../src/views/AppContext';
import type { Captcha } from '../../src/domain/api';
import { installDomShims, PUBLIC_SETTINGS, TEST_PREFERENCES } from './renderApp';

/** A request that never answers. */
const unsettled = <T,>() => fromPromise<T>(() => new Promise<T>(() => undefined));

/**
 * Renders shell pieces (header tools, tabs bar, toasts, dialogs) inside a real app system, signed
 * out and quiet: the session's first calls never settle, so no request fails into a toast.
 */
export function renderInShell(children: ReactNode): AppSystem {
  installDomShims();
  initI18n('en');
  const system = createAppSystem({
    hasToken: false,
    preferences: TEST_PREFERENCES,
    settings: fetchMachine.provide({
      actors: { fetch: fromPromise(async (): Promise<unknown> => PUBLIC_SETTINGS) },
    }),
    session: sessionMachine.provide({
      actions: { storeLogin: () => undefined, clearStorage: () => undefined },
      actors: { getLoginSettings: unsettled<{ captcha: boolean }>(), getCaptcha: unsettled<Captcha>() },
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
