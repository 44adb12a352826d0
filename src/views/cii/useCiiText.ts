import { useTranslation } from 'react-i18next';
import type { Lang } from '../../domain/api';

/** The cii namespace's `t` and the language. */
export function useCiiText() {
  const { t, i18n } = useTranslation('cii');
  const tc = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const lang: Lang = i18n.language === 'zh' ? 'zh' : 'en';
  const errorText = (code: string | null) =>
    code && i18n.exists(`cii:errors.${code}`) ? tc(`errors.${code}`) : (code ?? '');
  return { tc, lang, errorText };
}
