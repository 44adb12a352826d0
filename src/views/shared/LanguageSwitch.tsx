import type { Lang } from '../../domain/api';
import { SegmentedControl } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useApp, useLang } from '../AppContext';
import { chooseLanguage } from './chooseLanguage';

const LANGS: { lang: Lang; label: string }[] = [
  { lang: 'zh', label: '中文' },
  { lang: 'en', label: 'English' },
];

/** The language radio on the login form (saved in the `language` cookie by the ui machine). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { ui } = useApp();
  const lang = useLang();
  return (
    <SegmentedControl aria-label={t('login.language')} size="small">
      {LANGS.map((l) => (
        // Each name in its own language, marked so: a reader pronounces it right, and the other
        // language's name is not taken for untranslated text.
        <SegmentedControl.Button
          key={l.lang}
          lang={l.lang}
          selected={lang === l.lang}
          onClick={() => chooseLanguage(ui, l.lang)}
        >
          {l.label}
        </SegmentedControl.Button>
      ))}
    </SegmentedControl>
  );
}
