import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from '../../i18n/languageTexts';
import { useLang } from '../AppContext';

/**
 * Keeps i18next and <html lang> in step with the language the ui machine holds. A language's texts
 * load when it is first chosen; the screen switches once they are here, never to bare keys.
 */
export function LanguageSync() {
  const lang = useLang();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === lang) return;
    let current = true;
    // A second switch before the first one's texts arrive wins: the older one does not apply.
    void loadLanguage(lang).then(() => {
      if (!current) return;
      void i18n.changeLanguage(lang);
      document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    });
    return () => {
      current = false;
    };
  }, [lang, i18n]);
  return null;
}
