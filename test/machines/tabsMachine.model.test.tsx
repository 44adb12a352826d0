import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import en from '../../src/i18n/en.json';
import type { AppSystem } from '../../src/machines/app/appSystem';
import { tabsMachine, type Tab } from '../../src/machines/tabsMachine';
import { TagsView } from '../../src/views/layout/TagsView';
import { uncoveredTransitions } from '../support/graph';
import { replayPath } from '../support/modelReplay';
import { renderInShell } from '../support/shellSystem';
import { options, paths, stateKey } from './tabsMachine.paths';

let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  window.history.replaceState(null, '', '/');
});

/** The tab an event is about: the visited tab's path, or the path it names. */
const target = (e: { type: string; tab?: { path: string }; path?: string }) => e.tab?.path ?? e.path ?? '';
const name = (p: (typeof paths)[number]) =>
  p.steps
    .slice(1)
    .map((s) => `${s.event.type.replace('tab.', '')} ${target(s.event)}`.trim())
    .join(' → ');

describe('tabsMachine graph', () => {
  it('drives every change of the open tabs (tabs and refreshed screens × event type)', () => {
    expect(uncoveredTransitions(tabsMachine, options, paths)).toEqual([]);
  });
});

describe('tabsMachine ⇄ TagsView', () => {
  it.each(paths.map((p) => [name(p), p] as const))('%s', async (_name, path) => {
    system = renderInShell(<TagsView />);
    const actor = system.tabs;
    const bar = () => screen.getByRole('navigation', { name: en.tags.bar });
    const title = (path: string) =>
      actor.getSnapshot().context.tabs.find((t: Tab) => t.path === path)?.title.en ?? '';
    const menu = (path: string, item: string) => {
      fireEvent.contextMenu(within(bar()).getByRole('link', { name: title(path) }));
      fireEvent.click(
        within(screen.getByRole('menu', { name: title(path) })).getByRole('menuitem', { name: item }),
      );
    };
    const drive: Record<string, (e: any) => void> = {
      // Visits come from the route: the main area sends one for each page it shows.
      'tab.visit': (e) => act(() => void actor.send(e)),
      'tab.close': (e) =>
        fireEvent.click(
          within(bar()).getByRole('button', { name: en.tags.closeTab.replace('{{title}}', title(e.path)) }),
        ),
      'tab.closeOthers': (e) => menu(e.path, en.tags.closeOthers),
      // Close All is on every tab's menu; the dashboard's is always there.
      'tab.closeAll': () => menu('/dashboard', en.tags.closeAll),
      'tab.refresh': (e) => menu(e.path, en.tags.refresh),
    };
    // The context menu must render between the right click and the item's click: the drivers'
    // fireEvent calls each flush on their own (driversAct).
    const check = async (at: typeof path.state) => {
      // The bar shows the model's tabs in order; only the dashboard has no close button.
      const [tabs] = stateKey(at) as [string[]];
      const live = actor.getSnapshot().context.tabs as Tab[];
      expect(
        within(bar())
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(tabs);
      for (const t of live)
        expect(
          within(bar()).queryByRole('button', { name: en.tags.closeTab.replace('{{title}}', t.title.en) }) !==
            null,
        ).toBe(!t.affix);
      await act(async () => undefined);
    };
    await replayPath(path, actor, {}, drive, { stateKey, driversAct: true, check });
  });
});
