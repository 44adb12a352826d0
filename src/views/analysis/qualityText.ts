import i18n from 'i18next';
import type { Lang } from '../../domain/api';
import type { AssessmentFlag } from '../../domain/analysis/assessment';
import type { SegmentIssue } from '../../domain/analysis/segments';
import { formatInstant, formatPercent } from '../../i18n/format';

/**
 * The data-quality findings as words in a language: the table shows them and the export writes
 * them (the export runs outside React, so the texts come from i18next by language, not a hook).
 */
const textsIn = (lang: Lang) => i18n.getFixedT(lang, 'analysis');

export function flagText(f: AssessmentFlag, lang: Lang): string {
  const t = textsIn(lang);
  const metric = t(`quality.${f.metric}`);
  const pct = formatPercent(f.tolerance, lang);
  return t(f.deviation === 'high' ? 'quality.exceeds' : 'quality.below', { metric, pct });
}

export const issueText = (issue: SegmentIssue, lang: Lang) => textsIn(lang)(`quality.issues.${issue}`);

/** Every finding of a row, one line each. */
export function findingsOf(row: { flags?: AssessmentFlag[]; issues?: SegmentIssue[] }, lang: Lang): string[] {
  return [
    ...(row.issues ?? []).map((i) => issueText(i, lang)),
    ...(row.flags ?? []).map((f) => flagText(f, lang)),
  ];
}

/** A figure to 2 decimals for a table cell; a missing one is empty, never 0. */
export const fig = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) ? (Math.round(v * 100) / 100).toString() : '';

/** An ISO instant in the system zone with its label (`2025-03-02 22:30:00 (UTC+8)`). */
export const instant = (v: unknown) => (typeof v === 'string' ? formatInstant(v) : '');
