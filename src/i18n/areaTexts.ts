import type { Lang } from '../domain/api';
import i18n from 'i18next';

type Bundle = Record<string, unknown>;
type File = () => Promise<{ default: Bundle }>;

// Literal paths, so the bundler gives each file its own chunk. Only the languages in use load: the
// chosen one at start, the other when the user switches (languageTexts.ts), so a screen's first
// load carries one language's texts, not two.
const FILES = {
  system: { en: () => import('./system/en.json'), zh: () => import('./system/zh.json') },
  fleet: { en: () => import('./fleet/en.json'), zh: () => import('./fleet/zh.json') },
  ledger: { en: () => import('./ledger/en.json'), zh: () => import('./ledger/zh.json') },
  ledgerForms: { en: () => import('./ledgerForms/en.json'), zh: () => import('./ledgerForms/zh.json') },
  ledgerAdmin: { en: () => import('./ledgerAdmin/en.json'), zh: () => import('./ledgerAdmin/zh.json') },
  documents: { en: () => import('./documents/en.json'), zh: () => import('./documents/zh.json') },
  uploads: { en: () => import('./uploads/en.json'), zh: () => import('./uploads/zh.json') },
  analysis: { en: () => import('./analysis/en.json'), zh: () => import('./analysis/zh.json') },
  statistics: { en: () => import('./statistics/en.json'), zh: () => import('./statistics/zh.json') },
  reports: { en: () => import('./reports/en.json'), zh: () => import('./reports/zh.json') },
  cii: { en: () => import('./cii/en.json'), zh: () => import('./cii/zh.json') },
  euMrv: { en: () => import('./euMrv/en.json'), zh: () => import('./euMrv/zh.json') },
  fuelEu: { en: () => import('./fuelEu/en.json'), zh: () => import('./fuelEu/zh.json') },
  ukMrv: { en: () => import('./ukMrv/en.json'), zh: () => import('./ukMrv/zh.json') },
  euCompany: { en: () => import('./euCompany/en.json'), zh: () => import('./euCompany/zh.json') },
} satisfies Record<string, Record<Lang, File>>;

/**
 * Namespaces only the screen areas use; they load with a screen, so the login route stays small.
 * The list is FILES' keys: an area is added in one place.
 */
export type TextArea = keyof typeof FILES;

/** What has loaded so far: `initI18n` starts a new store (tests start i18next again), so it adds these back. */
export const loadedAreaTexts: Record<Lang, Partial<Record<TextArea, Bundle>>> = { en: {}, zh: {} };

/** The languages whose texts are wanted (the chosen one, and any the user has switched to). */
const languages = new Set<Lang>();
/** The areas a screen has asked for, so a language switched to later brings theirs too. */
const areas = new Set<TextArea>();
const loading = new Map<string, Promise<void>>();

function load(area: TextArea, lang: Lang): Promise<void> {
  const key = `${area}/${lang}`;
  const known = loading.get(key);
  if (known) return known;
  const started = FILES[area][lang]().then(({ default: bundle }) => {
    loadedAreaTexts[lang][area] = bundle;
    // Before `initI18n` there is no store yet; it picks the bundles up from loadedAreaTexts.
    if (i18n.isInitialized) i18n.addResourceBundle(lang, area, bundle, true, true);
  });
  // A failed chunk request (network, new deploy) may be tried again when the screen is opened again.
  started.catch(() => loading.delete(key));
  loading.set(key, started);
  return started;
}

/** Loads the areas' texts in every language in use, once; resolves when `t` can find them. */
export async function loadAreaTexts(...list: TextArea[]): Promise<void> {
  for (const area of list) areas.add(area);
  await Promise.all(list.flatMap((area) => [...languages].map((lang) => load(area, lang))));
}

/** Takes a language into use: the areas loaded so far load in it too (and later ones will). */
export async function loadAreaTextsIn(lang: Lang): Promise<void> {
  languages.add(lang);
  await Promise.all([...areas].map((area) => load(area, lang)));
}
