import type { Lang } from '../../domain/api';
import { useTranslation } from 'react-i18next';

/**
 * The ledger namespace's `t`, typed loosely because keys are built from data (fuel classes, record
 * kinds, purposes), plus the error translator: the ledger's own words first, then the shell's
 * `errors.*`, then the server's message (already in the user's language).
 */
export function useVoyageText() {
  const { t, i18n } = useTranslation('ledger');
  const tx = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const lang: Lang = i18n.language === 'zh' ? 'zh' : 'en';
  const errorText = (code: string | null, message?: string | null) => {
    if (!code) return '';
    if (i18n.exists(`ledger:errors.${code}`)) return tx(`errors.${code}`);
    if (i18n.exists(`translation:errors.${code}`)) return tx(`translation:errors.${code}`);
    return message || tx('errors.unknown');
  };
  return { t: tx, lang, errorText };
}

/** An instant as `yyyy-MM-dd HH:mm` in UTC (the screen's times are UTC, as in the original). */
export function utcText(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 16).replace('T', ' ');
}

/** A local time with its offset as written by the ship (`2025-03-02T14:30+08:00` → `2025-03-02 14:30 +08:00`). */
export const localText = (text: string) => text.replace('T', ' ').replace(/([+-]\d{2}:\d{2}|Z)$/, ' $1');

/** A figure for display: unrounded in answers, rounded here; empty when unknown. */
export function num(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toFixed(digits);
}
