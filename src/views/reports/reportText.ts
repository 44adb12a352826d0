import type { ReportReason } from '../../domain/reports/types';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../i18n/time';
import { cell } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';

/** `reports.dcs.fuel.HFO` → its words (the generators name their lines by these keys). */
function lineWords(
  key: string,
  r: (k: string, o?: Record<string, unknown>) => string,
  has: (k: string) => boolean,
) {
  const parts = key.replace(/^reports\./, '').split('.');
  const [, kind, name] = parts;
  if (kind === 'fuel' && name) return r('lines.fuel', { fuel: name.replace(/_/g, '/') });
  if ((kind === 'consumer' || kind === 'notUnderway') && name)
    return r(`lines.${kind}`, {
      consumer: has(`lines.consumers.${name}`) ? r(`lines.consumers.${name}`) : name,
    });
  const k = `lines.${parts.join('.')}`;
  return has(k) ? r(k) : key;
}

/**
 * The report screens' words built from data: lines, reasons, statuses, errors and times in the UI
 * language. A screen's own words come from `useAreaText('reports')`; `r` and `t` (a key named at
 * run time, the kit's words) stay only for the screens that still call them.
 */
export function useReportText() {
  const kit = useAreaText('kit');
  const reports = useAreaText('reports');
  const { i18n } = useTranslation();
  /** @deprecated A literal key: `useAreaText('reports').t`. */
  const r = (key: string, options?: Record<string, unknown>) =>
    reports.t(key, { ...options, defaultValue: key });
  const has = (key: string) => i18n.exists(`reports:${key}`);
  const word = (group: string, key: string | null | undefined) =>
    key && has(`${group}.${key}`) ? r(`${group}.${key}`) : (key ?? '');
  const code = (c: string) => c.replace(/^report\./, '');
  const reasonText = (reason: ReportReason) => {
    const k = `reasons.${code(reason.code)}`;
    const params = { ...reason.params } as Record<string, unknown>;
    if (typeof params.bound === 'string') params.bound = word('bounds', params.bound);
    if (typeof params.at === 'string') params.at = instant(params.at);
    return has(k) ? r(k, params) : r('reasons.other', { code: reason.code });
  };
  const errorText = (errorCode: string | null, message?: string | null) => {
    if (!errorCode) return '';
    // The report area's refusals arrive in the user's language and name what they are about.
    if (errorCode.startsWith('report.') && message) return message;
    const k = `errors.${code(errorCode)}`;
    if (has(k)) return r(k);
    return kit.errorText(errorCode, message);
  };
  const instant = (iso: string | null | undefined) =>
    iso ? formatTime(iso, 'YYYY-MM-DD HH:mm', kit.lang) : '';
  const day = (iso: string | null | undefined) => (iso ? formatTime(iso, 'YYYY-MM-DD', kit.lang) : '');
  /** A period with its exclusive end shown as the last instant included would mislead: start – end (UTC). */
  const periodText = (p: { start: string; end: string }) => `${instant(p.start)} – ${instant(p.end)}`;
  const lineText = (key: string) => lineWords(key, r, has);
  const amount = (value: number | null | undefined) =>
    value === null || value === undefined
      ? r('page.notCollected')
      : value.toLocaleString(kit.lang === 'zh' ? 'zh-CN' : 'en-GB', { maximumFractionDigits: 3 });
  return { ...kit, r, has, word, reasonText, errorText, instant, day, periodText, lineText, amount };
}

/** Where to fix what blocks a period (each completeness item links to its screen). */
export function fixLinkOf(reason: ReportReason, shipId: number | null): { href: string; label: string } {
  const c = reason.code;
  if (c.includes('snapshot')) return { href: '/MRVReport/openingVolume', label: 'fix.snapshot' };
  if (c.includes('voyage') || c.includes('quality'))
    return { href: `/energyEfficiency/index${shipId ? `?shipId=${shipId}` : ''}`, label: 'fix.voyage' };
  if (c.includes('particular') || c.includes('ship')) return { href: '/ship/list', label: 'fix.ship' };
  return { href: '/MRVReport/openingVolume', label: 'fix.other' };
}

/** The report tables' cells wear the kit's one cell look. */
export { cell };
export const numCell = { ...cell, textAlign: 'right' as const };
