import { useTranslation } from 'react-i18next';

/** The company-level words (area `euCompany`). */
export function useCompanyText() {
  const { t, i18n } = useTranslation('euCompany');
  const c = (key: string, o?: Record<string, unknown>) => t(key as never, o as never) as unknown as string;
  return { c, lang: i18n.language === 'zh' ? ('zh' as const) : ('en' as const) };
}
