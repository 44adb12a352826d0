import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../AppContext';

/** Keeps i18next and <html lang> in step with the language the ui machine holds. */
export function LanguageSync() {
  const lang = useLang();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [lang, i18n]);
  return null;
}
