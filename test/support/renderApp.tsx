import { act, render } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { App } from '../../src/App';
import { initI18n } from '../../src/i18n';
import { loadAreaTexts } from '../../src/i18n/areaTexts';
import { createAppSystem, type AppSystemOptions } from '../../src/machines/app/appSystem';
import { fetchMachine } from '../../src/machines/fetchMachine';
import type { Preferences } from '../../src/domain/preferences';

// View tests render screens straight from their modules, not through the lazy registry that loads
// their texts in the app; so every test that imports this file starts with both areas loaded.
await loadAreaTexts('system', 'fleet');

/** jsdom lacks these browser APIs that Primer overlays touch. */
export function installDomShims() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= function () {};
  // Photo previews make object URLs of Blobs; jsdom has none (tests that count them spy on these).
  let objectUrls = 0;
  URL.createObjectURL ??= () => `blob:jsdom/${++objectUrls}`;
  URL.revokeObjectURL ??= () => undefined;
  // Claim native popover support so Primer skips its polyfill (which needs adoptedStyleSheets).
  if (!('popover' in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, 'popover', {
      value: null,
      writable: true,
      configurable: true,
    });
    Object.assign(HTMLElement.prototype, { showPopover() {}, hidePopover() {}, togglePopover() {} });
  }
}

export const TEST_PREFERENCES: Preferences = {
  sidebarOpened: true,
  size: 'medium',
  language: 'en',
  theme: '#67C23A',
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};
export const PUBLIC_SETTINGS = {
  systemTitleZh: '船舶能效管理系统',
  systemTitleEn: 'Ship Energy Efficiency Management System',
  contactEmail: 'ops@example.com',
  contactPhone: '+86 21 0000 0000',
  captcha: true,
  version: 'test',
};

/** Moves the browser location the way a link or a reload would; wouter follows pushState. */
export async function goTo(path: string) {
  await act(async () => window.history.pushState(null, '', path));
}

/**
 * Renders the whole shell around a fresh app system at `path`. Options swap machines for ones
 * with stubbed services; settings answer from a fixture.
 */
export async function renderApp(options: AppSystemOptions & { path?: string; language?: 'zh' | 'en' } = {}) {
  installDomShims();
  const language = options.language ?? 'en';
  initI18n(language);
  window.history.replaceState(null, '', options.path ?? '/login');
  const system = createAppSystem({
    hasToken: false,
    preferences: { ...TEST_PREFERENCES, language },
    settings: fetchMachine.provide({
      actors: { fetch: fromPromise(async (): Promise<unknown> => PUBLIC_SETTINGS) },
    }),
    ...options,
  });
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<App system={system} />);
  });
  return { system, view };
}
