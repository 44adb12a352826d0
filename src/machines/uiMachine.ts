import type { Lang } from '../domain/api';
import { assign, setup } from 'xstate';
import type { Preferences, Size } from '../domain/preferences';

export type Device = 'desktop' | 'mobile';
export type PanelKey = 'theme' | 'tagsView' | 'fixedHeader' | 'sidebarLogo';

export interface UiContext extends Preferences {
  device: Device;
  /** Closing the sidebar on mobile or by resize skips the animation (docs/product-rules.md §4). */
  withoutAnimation: boolean;
  settingsOpen: boolean;
}

export type UiEvent =
  | { type: 'sidebar.toggle' }
  | { type: 'sidebar.close'; withoutAnimation: boolean }
  | { type: 'device.set'; device: Device }
  | { type: 'size.set'; size: Size }
  | { type: 'language.set'; language: Lang }
  | { type: 'settings.set'; key: PanelKey; value: string | boolean }
  | { type: 'settings.open' }
  | { type: 'settings.close' };

/** Interface settings: one flat state, every change persisted (cookies and local storage). */
export const uiMachine = setup({
  types: { context: {} as UiContext, events: {} as UiEvent, input: {} as Preferences },
  // Persisting is the client's (./app/provided.ts: cookies and local storage); elsewhere nothing is kept.
  actions: { persist: (_: { context: UiContext }) => undefined },
}).createMachine({
  id: 'ui',
  context: ({ input }) => ({ ...input, device: 'desktop', withoutAnimation: false, settingsOpen: false }),
  on: {
    'sidebar.toggle': {
      actions: [
        assign({ sidebarOpened: ({ context }) => !context.sidebarOpened, withoutAnimation: false }),
        'persist',
      ],
    },
    'sidebar.close': {
      actions: [
        assign({ sidebarOpened: false, withoutAnimation: ({ event }) => event.withoutAnimation }),
        'persist',
      ],
    },
    'device.set': { actions: assign({ device: ({ event }) => event.device }) },
    'size.set': { actions: [assign({ size: ({ event }) => event.size }), 'persist'] },
    'language.set': { actions: [assign({ language: ({ event }) => event.language }), 'persist'] },
    'settings.set': {
      actions: [assign(({ event }) => ({ [event.key]: event.value }) as Partial<UiContext>), 'persist'],
    },
    'settings.open': { actions: assign({ settingsOpen: true }) },
    'settings.close': { actions: assign({ settingsOpen: false }) },
  },
});
