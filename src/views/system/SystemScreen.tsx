import type { ComponentType } from 'react';
import { ListFormScreen } from '../listForm/ListFormScreen';
import { SYSTEM_SCREENS } from './configs';

const cache = new Map<string, ComponentType>();

/** The screen component for a system-management url: one stable component per url, one shared chunk. */
export function systemScreen(url: string): ComponentType {
  let screen = cache.get(url);
  if (!screen) {
    const config = SYSTEM_SCREENS[url];
    if (!config) throw new Error(`No system screen for ${url}`);
    const Screen = () => <ListFormScreen config={config} />;
    Screen.displayName = `System(${url})`;
    cache.set(url, (screen = Screen));
  }
  return screen;
}
