import type { ReportReason } from './types';

/** A voyage of the period that is not locked yet. */
export interface OpenVoyage {
  id: number;
  voyageNo: string;
}

/** What the Lock of a report depends on besides its state. */
export interface LockFacts {
  /** Voyages overlapping the period that are not locked. */
  unlockedVoyages: readonly OpenVoyage[];
}

/**
 * The reasons Lock refuses a draft (docs/reports.md §2), as one list: the wizard's completeness step
 * and the candidate check show them, and the server's Lock refuses with the first of them, so Lock
 * never refuses for a reason the completeness step did not name. A stale draft is not here: the
 * lifecycle chart has no Lock from a stale draft, and the report screen offers Regenerate instead.
 */
export function lockBlockers(f: LockFacts): ReportReason[] {
  const out: ReportReason[] = [];
  if (f.unlockedVoyages.length)
    out.push({
      code: 'report.voyages_unlocked',
      params: {
        voyages: f.unlockedVoyages.map((v) => v.voyageNo).join(', '),
        count: f.unlockedVoyages.length,
      },
    });
  return out;
}
