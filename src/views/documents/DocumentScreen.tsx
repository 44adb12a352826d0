import type { ComponentType } from 'react';
import { ListFormScreen } from '../listForm/ListFormScreen';
import { DOCUMENT_SCREENS } from './configs';

const cache = new Map<string, ComponentType>();

/** The screen for `/docMng/list` or `/docMng/list2`: one stable component per url. */
export function documentScreen(url: string): ComponentType {
  let screen = cache.get(url);
  if (!screen) {
    const config = DOCUMENT_SCREENS[url];
    const Screen = () => <ListFormScreen config={config} />;
    Screen.displayName = `Documents(${url})`;
    cache.set(url, (screen = Screen));
  }
  return screen;
}
