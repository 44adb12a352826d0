import type { TFunction } from 'i18next';
import type { ReportReason } from '../../domain/reports/types';
import { formatDate, formatInstant, formatNumber, formatPeriod } from '../../i18n/format';
import { cell } from '../shared/Table';
import type { useAreaText } from '../shared/useAreaText';
import { fuelNameText } from '../shared/labels/FuelName';
import { reportStateText } from '../shared/labels/ReportStateName';
import { kitText } from '../shared/labels/kitText';

/** The report area's texts as `useAreaText('reports')` gives them. */
export type ReportText = ReturnType<typeof useAreaText<'reports'>>;

/** A key that only exists if the area has words for it: its words, else `fallback`. */
const wordsOr = (t: TFunction<'reports'>, key: string, fallback: string, options?: Record<string, unknown>) =>
  t(key, { ...options, defaultValue: fallback });

/** `reports.dcs.fuel.HFO` → its words (the generators name their lines by these keys). */
function lineWords(t: TFunction<'reports'>, kit: TFunction<'kit'>, key: string) {
  const parts = key.replace(/^reports\./, '').split('.');
  const [, kind, name] = parts;
  if (kind === 'fuel' && name) return t('lines.fuel', { fuel: fuelNameText(kit, name) });
  if ((kind === 'consumer' || kind === 'notUnderway') && name)
    return t(`lines.${kind}`, { consumer: wordsOr(t, `lines.consumers.${name}`, name) });
  return wordsOr(t, `lines.${parts.join('.')}`, key);
}

/**
 * The report screens' words built from data: lines, reasons, statuses, errors and times in the UI
 * language, from the area's typed texts (`reportWords(useAreaText('reports'))`). A word a code has
 * no entry for is shown as the code.
 */
export function reportWords({ t, lang, errorText: areaErrorText }: ReportText) {
  // The code lists' words (states, fuels) are the kit's, the same on every screen.
  const kit = kitText(lang);
  /** A code of a word group (`status`, `deadline`, `next`, …) in words; an unknown one as it is. */
  const word = (
    group: 'status' | 'deadline' | 'next' | 'events' | 'split' | 'bounds',
    key: string | null | undefined,
  ) => {
    if (group === 'status') return reportStateText(kit, key);
    return key ? wordsOr(t, `${group}.${key}`, key) : '';
  };
  const code = (c: string) => c.replace(/^report\./, '');
  const instant = (iso: string | null | undefined) => (iso ? formatInstant(iso) : '');
  const day = (iso: string | null | undefined) => (iso ? formatDate(iso) : '');
  const reasonText = (reason: ReportReason) => {
    const params = { ...reason.params } as Record<string, unknown>;
    if (typeof params.bound === 'string') params.bound = word('bounds', params.bound);
    if (typeof params.at === 'string') params.at = instant(params.at);
    return wordsOr(t, `reasons.${code(reason.code)}`, t('reasons.other', { code: reason.code }), params);
  };
  /**
   * The area's wording of a code first; the report area's refusals arrive in the user's language.
   * A material misstatement is worded here from its `params`: the server's message names the line
   * by its key, which only the client's line words turn into the line's name.
   */
  const errorText = (
    errorCode: string | null,
    message?: string | null,
    params?: Readonly<Record<string, string | number>> | null,
  ) => {
    if (!errorCode) return '';
    if (errorCode === 'verification.material' && typeof params?.key === 'string') {
      const unit = params.unit ? ` ${params.unit}` : '';
      return t('verification.material', {
        line: lineText(params.key),
        uncorrected: `${amount(Number(params.uncorrected))}${unit}`,
        threshold: `${amount(Number(params.threshold))}${unit}`,
      });
    }
    if (errorCode.startsWith('report.') && message) return message;
    return wordsOr(t, `errors.${code(errorCode)}`, areaErrorText(errorCode, message));
  };
  /** A period as the days it holds: its exclusive end is not one of them. */
  const periodText = (p: { start: string; end: string }) => formatPeriod(p);
  const lineText = (key: string) => lineWords(t, kit, key);
  const amount = (value: number | null | undefined) =>
    value === null || value === undefined ? t('page.notCollected') : formatNumber(value, lang, 3);
  /** A deadline as the lists and the report header show it: the day, where the report stands, days late. */
  const deadlineText = (d: { deadline: string; deadlineState: string; daysLate?: number | null }) => {
    const late =
      d.deadlineState === 'late' && d.daysLate ? `, ${t('deadline.daysLate', { count: d.daysLate })}` : '';
    return `${day(d.deadline)} (${word('deadline', d.deadlineState)}${late})`;
  };
  return { word, reasonText, errorText, instant, day, periodText, lineText, amount, deadlineText };
}

/** Where to fix what blocks a period (each completeness item links to its screen). */
export function fixLinkOf(
  reason: ReportReason,
  shipId: number | null,
): { href: string; label: 'fix.snapshot' | 'fix.voyage' | 'fix.ship' | 'fix.other' } {
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
