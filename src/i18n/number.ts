import type { Lang } from '../domain/api';

/**
 * A figure in the UI language's number format (grouping per language), at most `digits` decimals:
 * the one place screens turn numbers into text, so no float noise (0.1 + 0.2) reaches a user.
 */
export function formatNumber(value: number, lang: Lang | string, digits = 3): string {
  return value.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', { maximumFractionDigits: digits });
}

/**
 * A share (0.7) as a percentage in the UI language's form, the one way screens write a percent:
 * the locale's own percent style, which for both en-GB and zh-CN is the figure with the sign
 * straight after it (`70%`, `12.5%`), so one screen never mixes `70 %` and `70%`.
 */
export function formatPercent(share: number, lang: Lang | string, digits = 1): string {
  return share.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: digits,
  });
}
