import type { Lang } from './api.js';

/** The interface settings a user keeps in this browser (docs/product-rules.md §4): shapes and choices, no storage. */
export type Size = 'default' | 'medium' | 'small' | 'mini';
export const SIZES: Size[] = ['default', 'medium', 'small', 'mini'];
export const THEME_PRESETS = [
  '#67C23A',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

export interface Preferences {
  sidebarOpened: boolean;
  size: Size;
  language: Lang;
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

/**
 * One list's column choice, kept per list in this browser: the list's default applies until the user
 * changes it. Holds the keys shown beyond the default and the default ones hidden.
 */
export interface ColumnChoice {
  shown: string[];
  hidden: string[];
}

/** Whether a column is visible: the user's choice first, else its default (`optional` = hidden). */
export const columnVisible = (choice: ColumnChoice | undefined, key: string, optional: boolean) =>
  choice?.hidden.includes(key) ? false : choice?.shown.includes(key) ? true : !optional;
