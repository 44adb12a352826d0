import type { Lang } from './api';

/**
 * A share (0.7) as a percentage, the one way screens and exports write a percent: the figure
 * rounded to at most `digits` decimals with the sign straight after it (`70%`, `12.5%`), the
 * form en-GB and zh-CN both use, so one screen never mixes `70 %` and `70%`. Written without the
 * locale methods (dates and numbers go through src/i18n/format; the server, which may not import
 * it, writes percents in its exports with this same function). Thousands are grouped with a
 * comma, as both locales do.
 */
export function formatPercent(share: number, _lang: Lang | string, digits = 1): string {
  const rounded = Number((share * 100).toFixed(digits));
  const [whole, fraction] = String(Math.abs(rounded)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}%`;
}
