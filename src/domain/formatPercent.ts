import type { Lang } from './api';

/**
 * A share (0.7) as a percentage in the UI language's form, the one way screens write a percent:
 * the locale's own percent style, which for both en-GB and zh-CN is the figure with the sign
 * straight after it (`70%`, `12.5%`), so one screen never mixes `70 %` and `70%`. Screens take it
 * from the formatting module (src/i18n/format); it lives here so the exports write the same form.
 */
export function formatPercent(share: number, lang: Lang | string, digits = 1): string {
  return share.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: digits,
  });
}
