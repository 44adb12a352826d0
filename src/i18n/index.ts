import type { Lang } from '../domain/api';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '../services/http';
import en from './en.json';
import zh from './zh.json';
import kitEn from './kit/en.json';
import kitZh from './kit/zh.json';
import { loadedAreaTexts } from './areaTexts';

// The shell's texts and the kit's (list-and-form, statuses, notices, errors, validation: a few
// kilobytes every area uses); the areas' namespaces come with their screens (areaTexts.ts).
const resources = () => ({
  en: { translation: en, kit: kitEn, ...loadedAreaTexts.en },
  zh: { translation: zh, kit: kitZh, ...loadedAreaTexts.zh },
});

/** Starts i18next in the chosen language and keeps `Accept-Language` in step with it. */
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
