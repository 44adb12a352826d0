import { useTranslation } from 'react-i18next';

/** The FuelEU screen's words (area `fuelEu`) and its number format. */
export function useFuelEuText() {
  const { t, i18n } = useTranslation('fuelEu');
  const f = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const num = (x: number | null | undefined, digits = 3) =>
    x === null || x === undefined
      ? '—'
      : x.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', { maximumFractionDigits: digits });
  return { f, lang, num };
}
