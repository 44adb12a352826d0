import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../src/i18n/en.json';
import zh from '../../src/i18n/zh.json';
import type { AppSystem } from '../../src/machines/app/appSystem';
import { MOBILE_BREAKPOINT } from '../../src/views/layout/Layout';
import { uncoveredTransitions } from '../support/graph';
import { replayPath } from '../support/modelReplay';
import { TEST_PREFERENCES } from '../support/renderApp';
import { renderSignedInShell } from '../support/signedInShell';
import { INPUT, machine, options, paths, stateKey } from './uiMachine.paths';

let system: AppSystem | undefined;
const width = (px: number) => Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });
beforeEach(() => width(1280));
afterEach(() => {
  cleanup();
  system?.stop();
  width(1280);
});

/** What a settings event sets, for the path's name. */
const detail = (e: Record<string, unknown>) => e.device ?? e.size ?? e.language ?? e.value ?? '';
const name = (p: (typeof paths)[number]) =>
  p.steps
    .slice(1)
    .map((s) => [s.event.type, detail(s.event)].join(' ').trim())
    .join(' → ');

describe('uiMachine graph', () => {
  it('the model starts from the shell tests’ preferences', () => expect(INPUT).toEqual(TEST_PREFERENCES));

  it('drives every change of each part of the screen (sidebar, panel, size, language × event type)', () => {
    expect(uncoveredTransitions(machine, options, paths)).toEqual([]);
  });
});

describe('uiMachine ⇄ the signed-in shell (header tools, settings panel, window size)', () => {
  it.each(paths.map((p) => [name(p), p] as const))('%s', async (_name, path) => {
    system = await renderSignedInShell('/dashboard');
    const actor = system.ui;
    const T = () => (actor.getSnapshot().context.language === 'zh' ? zh : en);
    const click = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
    const pick = async (menu: string, item: string) => {
      click(menu);
      fireEvent.click(await screen.findByRole('menuitemradio', { name: item }));
    };
    const panel = () => screen.getByRole('dialog', { name: en.settings.title });
    const drive: Record<string, (e: any) => unknown> = {
      'sidebar.toggle': () => click(T().navbar.toggleSidebar),
      'sidebar.close': () => fireEvent.click(screen.getByTestId('sidebar-backdrop')),
      'device.set': (e) =>
        act(() => {
          width(e.device === 'mobile' ? MOBILE_BREAKPOINT - 200 : 1280);
          window.dispatchEvent(new Event('resize'));
        }),
      'size.set': (e) => pick(en.navbar.size, en.navbar.sizes[e.size as 'small']),
      'language.set': (e) => pick(T().navbar.language, e.language === 'zh' ? '中文' : 'English'),
      'settings.open': () => click(en.navbar.settings),
      'settings.close': () => fireEvent.click(within(panel()).getByRole('button', { name: 'Close' })),
      'settings.set': () =>
        fireEvent.click(within(panel()).getByRole('button', { name: en.settings.tagsView })),
    };
    // Menus must render between the clicks that open them and pick from them (driversAct).
    const check = async (at: typeof path.state) => {
      // The shell shows what the model's state says.
      const [[opened, device], [settingsOpen, tagsView], [size], [language]] = stateKey(at) as [
        [boolean, string],
        [boolean, boolean],
        [string],
        [string],
      ];
      const shell = document.querySelector('[data-shell-size]')!;
      expect(shell.getAttribute('data-shell-size')).toBe(size);
      expect(shell.getAttribute('data-device')).toBe(device);
      expect(
        screen.getByRole('button', { name: (language === 'zh' ? zh : en).navbar.toggleSidebar }),
      ).toBeTruthy();
      expect(screen.queryByTestId('sidebar-backdrop') !== null).toBe(device === 'mobile' && opened);
      if (device === 'desktop')
        expect(getComputedStyle(screen.getByTestId('sidebar')).width).toBe(opened ? '210px' : '54px');
      // The panel's chunk loads when it first opens.
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: en.settings.title }) !== null).toBe(settingsOpen),
      );
      expect(
        screen.queryByRole('navigation', { name: (language === 'zh' ? zh : en).tags.bar }) !== null,
      ).toBe(tagsView);
    };
    await replayPath(path, actor, {}, drive, { stateKey, driversAct: true, check });
  });
});
