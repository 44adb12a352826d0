import type { SplitCause } from '../reports/types';

/** A candidate part as the annual split proposes it (flag and company in force at its start). */
export interface MonthSplittable {
  start: string;
  end: string;
  splitBy: SplitCause[];
}

const monthAfter = (t: number) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/**
 * The CMSA monthly report periods (docs/regulatory-sources.md §8.1: monthly reporting for short fixed-route or
 * fixed-area voyages; docs/reports-dcs-cmsa.md): each calendar month of the annual parts, so a month is cut
 * again wherever the annual split cuts it (a flag or owner change) and every part keeps the flag
 * and company of the annual part it lies in. `splitBy` names what opened and closed the part:
 * `yearStart`/`yearEnd` on 1 January, `monthStart`/`monthEnd` on another 1st, and `flag`/`company`
 * for a change at that instant. A month part equal to its annual part (a change on 1 December
 * gives the annual part [1 Dec, 1 Jan)) is left out: the same period is the same report.
 */
export function cmsaMonthlyParts<T extends MonthSplittable>(
  annual: readonly T[],
  changes: readonly { at: number; kind: string }[],
): T[] {
  const causesAt = (t: number, edge: 'start' | 'end'): SplitCause[] => {
    const d = new Date(t);
    const out: SplitCause[] = [];
    if (d.getUTCDate() === 1 && t % 86_400_000 === 0)
      out.push(
        d.getUTCMonth() === 0
          ? edge === 'start'
            ? 'yearStart'
            : 'yearEnd'
          : edge === 'start'
            ? 'monthStart'
            : 'monthEnd',
      );
    const kinds = new Set(
      changes.filter((c) => c.at === t).map((c) => (c.kind === 'flag' ? 'flag' : 'company')),
    );
    if (kinds.has('flag')) out.push('flag');
    if (kinds.has('company')) out.push('company');
    return out;
  };
  const out: T[] = [];
  for (const part of annual) {
    const s = Date.parse(part.start);
    const e = Date.parse(part.end);
    for (let a = s, b = Math.min(monthAfter(s), e); a < e; a = b, b = Math.min(monthAfter(a), e))
      if (a !== s || b !== e)
        out.push({
          ...part,
          start: new Date(a).toISOString(),
          end: new Date(b).toISOString(),
          splitBy: [...new Set([...causesAt(a, 'start'), ...causesAt(b, 'end')])],
        });
  }
  return out;
}
