import type { Lang } from '../domain/api';
import i18n from 'i18next';
import { loadAreaTextsIn } from './areaTexts';

type Bundle = Record<string, unknown>;

/** The shell's texts and the kit's (list-and-form, statuses, notices, errors, validation). */
export interface ShellTexts {
  translation: Bundle;
  kit: Bundle;
}

// One chunk per language: the first screen carries the chosen language only, the other comes
// when the user switches (about 6 KB gzip each, a third of what the shell would lose otherwise).
const FILES: Record<Lang, () => Promise<[{ default: Bundle }, { default: Bundle }]>> = {
  en: () => Promise.all([import('./en.json'), import('./kit/en.json')]),
  zh: () => Promise.all([import('./zh.json'), import('./kit/zh.json')]),
};

/** What has loaded so far, for `initI18n` to build its store from. */
export const loadedShellTexts: Partial<Record<Lang, ShellTexts>> = {};

const loading = new Map<Lang, Promise<void>>();

function loadShell(lang: Lang): Promise<void> {
  const known = loading.get(lang);
  if (known) return known;
  const started = FILES[lang]().then(([{ default: translation }, { default: kit }]) => {
    loadedShellTexts[lang] = { translation, kit };
    if (i18n.isInitialized) {
      i18n.addResourceBundle(lang, 'translation', translation, true, true);
      i18n.addResourceBundle(lang, 'kit', kit, true, true);
    }
  });
  started.catch(() => loading.delete(lang));
  loading.set(lang, started);
  return started;
}

/**
 * Loads a language's texts: the shell's and those of every area loaded so far. Resolves when `t`
 * can answer in that language, so a switch waits for it rather than showing keys.
 */
export async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all([loadShell(lang), loadAreaTextsIn(lang)]);
}
