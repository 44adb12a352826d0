import type { Lang } from '../domain/api';
import i18n from 'i18next';

type Bundle = Record<string, unknown>;
type Pair = [{ default: Bundle }, { default: Bundle }];

// Literal paths, so the bundler gives each file its own chunk. Both languages load together:
// switching language on an open screen then needs no further request.
const IMPORTS = {
  system: () => Promise.all([import('./system/en.json'), import('./system/zh.json')]),
  fleet: () => Promise.all([import('./fleet/en.json'), import('./fleet/zh.json')]),
  ledger: () => Promise.all([import('./ledger/en.json'), import('./ledger/zh.json')]),
  ledgerForms: () => Promise.all([import('./ledgerForms/en.json'), import('./ledgerForms/zh.json')]),
  ledgerAdmin: () => Promise.all([import('./ledgerAdmin/en.json'), import('./ledgerAdmin/zh.json')]),
  documents: () => Promise.all([import('./documents/en.json'), import('./documents/zh.json')]),
  uploads: () => Promise.all([import('./uploads/en.json'), import('./uploads/zh.json')]),
  analysis: () => Promise.all([import('./analysis/en.json'), import('./analysis/zh.json')]),
  statistics: () => Promise.all([import('./statistics/en.json'), import('./statistics/zh.json')]),
  reports: () => Promise.all([import('./reports/en.json'), import('./reports/zh.json')]),
  cii: () => Promise.all([import('./cii/en.json'), import('./cii/zh.json')]),
  euMrv: () => Promise.all([import('./euMrv/en.json'), import('./euMrv/zh.json')]),
  fuelEu: () => Promise.all([import('./fuelEu/en.json'), import('./fuelEu/zh.json')]),
  ukMrv: () => Promise.all([import('./ukMrv/en.json'), import('./ukMrv/zh.json')]),
  euCompany: () => Promise.all([import('./euCompany/en.json'), import('./euCompany/zh.json')]),
} satisfies Record<string, () => Promise<Pair>>;

/**
 * Namespaces only the screen areas use; they load with a screen, so the login route stays small.
 * The list is IMPORTS' keys: an area is added in one place.
 */
export type TextArea = keyof typeof IMPORTS;

/** What has loaded so far: `initI18n` starts a new store (tests start i18next again), so it adds these back. */
export const loadedAreaTexts: Record<Lang, Partial<Record<TextArea, Bundle>>> = { en: {}, zh: {} };

const loading = new Map<TextArea, Promise<void>>();

function load(area: TextArea): Promise<void> {
  const known = loading.get(area);
  if (known) return known;
  const started = IMPORTS[area]().then(([en, zh]) => {
    loadedAreaTexts.en[area] = en.default;
    loadedAreaTexts.zh[area] = zh.default;
    // Before `initI18n` there is no store yet; it picks the bundles up from loadedAreaTexts.
    if (i18n.isInitialized) {
      i18n.addResourceBundle('en', area, en.default, true, true);
      i18n.addResourceBundle('zh', area, zh.default, true, true);
    }
  });
  // A failed chunk request (network, new deploy) may be tried again when the screen is opened again.
  started.catch(() => loading.delete(area));
  loading.set(area, started);
  return started;
}

/** Loads the areas' texts in both languages, once; resolves when `t` can find them. */
export async function loadAreaTexts(...areas: TextArea[]): Promise<void> {
  await Promise.all(areas.map(load));
}
