import type { FigureDiff, FigureTotal } from './types';

/**
 * The lines whose value differs between the figures a draft was generated with and what the
 * ledger gives now (the "regenerate?" prompt of a stale draft). Lines only on one side count as
 * changed, with `null` on the other; order: the old report's lines, then new ones.
 */
export function diffTotals(old: readonly FigureTotal[], now: readonly FigureTotal[]): FigureDiff {
  const fresh = new Map(now.map((t) => [t.key, t.value]));
  const seen = new Set<string>();
  const out: FigureDiff = [];
  for (const t of old) {
    seen.add(t.key);
    const next = fresh.has(t.key) ? fresh.get(t.key)! : null;
    if (next !== t.value) out.push({ key: t.key, old: t.value, new: next });
  }
  for (const t of now) if (!seen.has(t.key)) out.push({ key: t.key, old: null, new: t.value });
  return out;
}

/** A total after its correction (value + correction; a line not collected stays not collected unless corrected). */
export function correctedValue(value: number | null, correction: number): number | null {
  if (value === null) return correction === 0 ? null : correction;
  return value + correction;
}
