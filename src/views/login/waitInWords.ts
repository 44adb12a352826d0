import type { Lang } from '../../domain/api';

/**
 * A server's `Retry-After` as words in the UI language ("in 30 seconds", "2 分钟后"): seconds under
 * a minute, whole minutes (rounded up, so the user never retries too early) above.
 */
export function waitInWords(seconds: number, lang: Lang): string {
  const words = new Intl.RelativeTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', { numeric: 'always' });
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? words.format(s, 'second') : words.format(Math.ceil(s / 60), 'minute');
}
