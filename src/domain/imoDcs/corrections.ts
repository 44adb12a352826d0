import type { ReportTotal } from './report';

/** A manual correction of one reported line (report contract `Correction`): total = value + correction. */
export interface LineCorrection {
  key: string;
  correction: number;
  reason: string;
}

export interface CorrectedLine {
  key: string;
  unit: string;
  value: number | null;
  correction: number;
  /** null stays "not collected" unless a correction fills it in (manual fill-in). */
  total: number | null;
  reason: string | null;
}

/**
 * Every total with its correction applied (a correction is saved only with its reason). The
 * printed report uses `total` for every line, distance and hours included (the legacy system
 * printed distance and hours without their corrections).
 */
export function correctedLines(
  totals: readonly ReportTotal[],
  corrections: readonly LineCorrection[],
): CorrectedLine[] {
  const byKey = new Map(corrections.map((c) => [c.key, c]));
  return totals.map((t) => {
    const c = byKey.get(t.key);
    const correction = c?.correction ?? 0;
    return {
      key: t.key,
      unit: t.unit,
      value: t.value,
      correction,
      total: t.value === null ? (c ? correction : null) : t.value + correction,
      reason: c?.reason ?? null,
    };
  });
}

/** The corrected total of one key (0 when the report has no such line). */
export const correctedTotal = (lines: readonly CorrectedLine[], key: string): number =>
  lines.find((l) => l.key === key)?.total ?? 0;
