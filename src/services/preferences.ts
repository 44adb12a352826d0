import { getCookie, setCookie } from './storage';

import type { Lang } from '../domain/api';
import { SIZES, type ColumnChoice, type Preferences, type Size } from '../domain/preferences';
/** Saved setting, else the browser language (zh* -> zh), else English (docs/product-rules.md §1). */
export function pickLanguage(saved: string | undefined, browser: readonly string[]): Lang {
  if (saved === 'zh' || saved === 'en') return saved;
  return browser.some((l) => l.toLowerCase().startsWith('zh')) ? 'zh' : 'en';
}

const SETTINGS_KEY = 'settings';
type PanelSettings = Pick<Preferences, 'theme' | 'tagsView' | 'fixedHeader' | 'sidebarLogo'>;
const DEFAULT_PANEL: PanelSettings = {
  theme: '#67C23A',
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};

function readPanel(): PanelSettings {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SETTINGS_KEY);
    return { ...DEFAULT_PANEL, ...(raw ? (JSON.parse(raw) as Partial<PanelSettings>) : {}) };
  } catch {
    return DEFAULT_PANEL; // a damaged entry must not block the app
  }
}

const COLUMNS_KEY = 'columns';

/** Column choices per list; anything unreadable is dropped rather than trusted. */
function readColumns(): Record<string, ColumnChoice> {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(COLUMNS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object') return {};
    const keys = (v: unknown) =>
      Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
    return Object.fromEntries(
      Object.entries(parsed as Record<string, { shown?: unknown; hidden?: unknown }>).map(([screen, c]) => [
        screen,
        { shown: keys(c?.shown), hidden: keys(c?.hidden) },
      ]),
    );
  } catch {
    return {};
  }
}

/** The column choice a user made for one list, if any. */
export const loadColumnChoice = (screen: string): ColumnChoice | undefined => readColumns()[screen];

/** Keeps one list's column choice (the others are left as they are). */
export function saveColumnChoice(screen: string, choice: ColumnChoice): void {
  if (typeof localStorage === 'undefined') return;
  localStorage.setItem(COLUMNS_KEY, JSON.stringify({ ...readColumns(), [screen]: choice }));
}

export function loadPreferences(): Preferences {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const size = getCookie('size') as Size | undefined;
  return {
    // Cookie '1'/'0' as in the spec; open unless explicitly closed.
    sidebarOpened: getCookie('sidebarStatus') !== '0',
    size: size && SIZES.includes(size) ? size : 'medium',
    language: pickLanguage(getCookie('language'), browser),
    ...readPanel(),
  };
}

export function savePreferences(p: Preferences): void {
  setCookie('sidebarStatus', p.sidebarOpened ? '1' : '0');
  setCookie('size', p.size);
  setCookie('language', p.language);
  if (typeof localStorage === 'undefined') return;
  const panel: PanelSettings = {
    theme: p.theme,
    tagsView: p.tagsView,
    fixedHeader: p.fixedHeader,
    sidebarLogo: p.sidebarLogo,
  };
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(panel));
}
