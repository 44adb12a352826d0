import type { Correction, FigureTotal } from '../../domain/reports/types';

/**
 * A correction as a form holds it (docs/reports.md: value + correction = total, a reason
 * for each). The texts stay as typed until saved, so a half-typed number is not lost.
 */
export interface CorrectionRow {
  key: string;
  value: number | null;
  unit: string;
  correction: string;
  reason: string;
}

export type CorrectionChange = {
  type: 'correction.change';
  key: string;
  field: 'correction' | 'reason';
  value: string;
};

/** One row per total, with the corrections already stored on it. */
export const correctionRowsOf = (totals: FigureTotal[], stored: Correction[]): CorrectionRow[] =>
  totals.map((t) => {
    const c = stored.find((s) => s.key === t.key);
    return {
      key: t.key,
      value: t.value,
      unit: t.unit,
      correction: c ? String(c.correction) : '',
      reason: c?.reason ?? '',
    };
  });

export const applyCorrectionChange = (rows: CorrectionRow[], e: CorrectionChange) =>
  rows.map((r) => (r.key === e.key ? { ...r, [e.field]: e.value } : r));

const amountOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** Why a row cannot be saved: a correction that is no number, or one without a reason. */
export function correctionProblem(row: CorrectionRow): 'number' | 'reason' | 'notCollected' | null {
  const amount = amountOf(row.correction);
  if (!Number.isFinite(amount)) return 'number';
  if (amount === 0) return null;
  if (row.value === null) return 'notCollected';
  return row.reason.trim() ? null : 'reason';
}

export const correctionsValid = (rows: CorrectionRow[]) => rows.every((r) => correctionProblem(r) === null);

/** The corrections to store: the rows with a non-zero correction. */
export const correctionsToSave = (rows: CorrectionRow[]): Correction[] =>
  rows
    .filter((r) => amountOf(r.correction) !== 0 && r.value !== null)
    .map((r) => ({
      key: r.key,
      value: r.value!,
      correction: amountOf(r.correction),
      reason: r.reason.trim(),
    }));

/** The corrected total, or null when the figure is not collected or the correction no number. */
export const correctedTotal = (row: CorrectionRow) => {
  const amount = amountOf(row.correction);
  return row.value === null || !Number.isFinite(amount) ? null : row.value + amount;
};
