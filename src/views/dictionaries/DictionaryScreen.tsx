import type { ComponentType } from 'react';
import { ListFormScreen } from '../listForm/ListFormScreen';
import { DICTIONARY_SCREENS } from './configs';

const cache = new Map<string, ComponentType>();

/**
 * The screen component for a dictionary url, one stable component per url so React keeps each
 * tab's machine across renders. All dictionaries share this one lazy chunk.
 */
export function dictionaryScreen(url: string): ComponentType {
  let screen = cache.get(url);
  if (!screen) {
    const config = DICTIONARY_SCREENS[url];
    if (!config) throw new Error(`No dictionary screen for ${url}`);
    const Screen = () => <ListFormScreen config={config} />;
    Screen.displayName = `Dictionary(${url})`;
    cache.set(url, (screen = Screen));
  }
  return screen;
}
