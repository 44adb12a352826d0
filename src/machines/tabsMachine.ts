import { assign, setup } from 'xstate';

export interface Tab {
  path: string;
  name: string;
  title: { zh: string; en: string };
  /** Affixed tabs (the dashboard) cannot be closed (docs/product-rules.md §2). */
  affix: boolean;
  keepAlive: boolean;
}
export interface TabsContext {
  tabs: Tab[];
  /** Bumped by refresh: the view remounts the screen under a new key. */
  refreshKeys: Record<string, number>;
}
export type TabsEvent =
  | { type: 'tab.visit'; tab: Tab }
  | { type: 'tab.close'; path: string }
  | { type: 'tab.closeOthers'; path: string }
  | { type: 'tab.closeAll' }
  | { type: 'tab.refresh'; path: string };

const keepAffix = (tabs: Tab[]) => tabs.filter((t) => t.affix);

/** Visited-tabs bar. The view navigates; this keeps the list and the keep-alive set. */
export const tabsMachine = setup({
  types: { context: {} as TabsContext, events: {} as TabsEvent, input: {} as { affixed: Tab[] } },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({ tabs: input.affixed, refreshKeys: {} }),
  on: {
    'tab.visit': {
      actions: assign({
        tabs: ({ context, event }) =>
          context.tabs.some((t) => t.path === event.tab.path)
            ? context.tabs.map((t) =>
                t.path === event.tab.path ? { ...event.tab, affix: t.affix || event.tab.affix } : t,
              )
            : [...context.tabs, event.tab],
      }),
    },
    'tab.close': {
      actions: assign({
        tabs: ({ context, event }) => context.tabs.filter((t) => t.affix || t.path !== event.path),
      }),
    },
    'tab.closeOthers': {
      actions: assign({
        tabs: ({ context, event }) => context.tabs.filter((t) => t.affix || t.path === event.path),
      }),
    },
    'tab.closeAll': { actions: assign({ tabs: ({ context }) => keepAffix(context.tabs) }) },
    'tab.refresh': {
      actions: assign({
        refreshKeys: ({ context, event }) => ({
          ...context.refreshKeys,
          [event.path]: (context.refreshKeys[event.path] ?? 0) + 1,
        }),
      }),
    },
  },
});

/** Where to go after closing `path`: the last remaining tab (spec: like vue-element-admin). */
export const nextPathAfterClose = (tabs: Tab[], closed: string, current: string): string | null =>
  closed !== current ? null : (tabs.filter((t) => t.path !== closed).at(-1)?.path ?? '/dashboard');
