import type { Lang } from '../domain/api';

/**
 * A figure in the UI language's number format (grouping per language), at most `digits` decimals:
 * the one place screens turn numbers into text, so no float noise (0.1 + 0.2) reaches a user.
 */
export function formatNumber(value: number, lang: Lang | string, digits = 3): string {
  return value.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', { maximumFractionDigits: digits });
}

/** Percents: the one function screens and exports share (the server may not import this module). */
export { formatPercent } from '../domain/formatPercent';
