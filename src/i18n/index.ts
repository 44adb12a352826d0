import type { Lang } from '../domain/api';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '../services/http';
import { loadedAreaTexts } from './areaTexts';
import { loadedShellTexts } from './languageTexts';

// The texts loaded so far: the shell's and the kit's per language (languageTexts.ts), the areas'
// namespaces that came with their screens (areaTexts.ts).
const resources = () =>
  Object.fromEntries(
    (['en', 'zh'] as const).map((lang) => [lang, { ...loadedShellTexts[lang], ...loadedAreaTexts[lang] }]),
  );

/**
 * Starts i18next in the chosen language and keeps `Accept-Language` in step with it. It takes the
 * texts loaded so far; those `loadLanguage` and `loadAreaTexts` bring later join the store.
 */
export function initI18n(language: Lang) {
  setRequestLanguage(language);
  i18n.on('languageChanged', (lng) => setRequestLanguage(lng === 'zh' ? 'zh' : 'en'));
  void i18n.use(initReactI18next).init({
    resources: resources(),
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  return i18n;
}

export default i18n;
