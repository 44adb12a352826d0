import { SNAPSHOT_TOLERANCE_MS } from '../ledger/periods';
import type { ReportReason, SplitCause } from '../reports/types';
import { dcsPeriods } from './periods';

/**
 * A row of the ship's flag/DOC change log (spec product-spec "DOC or flag change record"): the
 * instant it took effect and the values before and after. `doc` is a change of the company
 * holding the DOC (reg. 27.5 "change of company").
 */
export interface FlagDocChange {
  /** UTC epoch ms. */
  readonly at: number;
  readonly kind: 'flag' | 'doc';
  readonly oldFlag?: string | null;
  readonly newFlag?: string | null;
  readonly oldCompanyId?: number | null;
  readonly newCompanyId?: number | null;
}

/** Who the ship was registered with and managed by at an instant. */
export interface Holder {
  readonly flag: string;
  readonly companyId: number | null;
}

export type { SplitCause } from '../reports/types';
export type CandidateReason = ReportReason;

/** A proposed reporting period (report contract `CandidatePeriod` before the 'generated' marking). */
export interface DcsCandidate {
  readonly start: string;
  readonly end: string;
  readonly year: number;
  readonly status: 'generatable' | 'blocked';
  readonly reasons: CandidateReason[];
  /** What bounds the period: its start cause then its end cause (both at one instant: both). */
  readonly splitBy: SplitCause[];
  readonly flag: string;
  readonly companyId: number | null;
}

/**
 * The flag and DOC company in force at `t` (the instant a period starts): per kind, the newest
 * change at or before `t` gives its new value; without one, the oldest change after `t` gives the
 * value it replaced; without any change the ship's current value holds. Every change counts, not
 * only the latest (the legacy system read only the latest).
 */
export function holderAt(changes: readonly FlagDocChange[], t: number, current: Holder): Holder {
  const pick = <V>(
    kind: 'flag' | 'doc',
    next: (c: FlagDocChange) => V | null | undefined,
    prev: (c: FlagDocChange) => V | null | undefined,
    fallback: V,
  ): V => {
    const own = changes.filter((c) => c.kind === kind).sort((a, b) => a.at - b.at);
    const before = own.filter((c) => c.at <= t).at(-1);
    if (before && next(before) != null) return next(before) as V;
    const after = own.find((c) => c.at > t);
    if (after && prev(after) != null) return prev(after) as V;
    return fallback;
  };
  return {
    flag: pick(
      'flag',
      (c) => c.newFlag,
      (c) => c.oldFlag,
      current.flag,
    ),
    companyId: pick<number | null>(
      'doc',
      (c) => c.newCompanyId,
      (c) => c.oldCompanyId,
      current.companyId,
    ),
  };
}

const hasSnapshotAt = (times: readonly number[], t: number) =>
  times.some((s) => Math.abs(s - t) <= SNAPSHOT_TOLERANCE_MS);

/**
 * Candidate IMO DCS periods of a calendar year (docs/regulatory-sources.md §4.1, §4.4; docs/reports-dcs-cmsa.md §1): the
 * year split at every flag and DOC change inside it (`dcsPeriods`; a flag change and a company
 * change at one instant are one cut), each part with the flag and company in force during it.
 * A part is `blocked` when no ROB snapshot lies within ±1 minute of a bound (the period rule needs
 * one at each, docs/ledger.md §2): the reason names the bound and the instant, so the user
 * knows which snapshot to record. The older system derived periods from snapshots only and left
 * the split to the user; here the change log proposes the cut.
 */
export function dcsCandidates(
  year: number,
  changes: readonly FlagDocChange[],
  current: Holder,
  snapshotTimes: readonly number[],
): DcsCandidate[] {
  const periods = dcsPeriods(
    year,
    changes.map((c) => ({ at: new Date(c.at).toISOString(), kind: c.kind === 'flag' ? 'flag' : 'company' })),
  );
  const causesAt = (t: number, edge: 'yearStart' | 'yearEnd'): SplitCause[] => {
    const kinds = new Set(
      changes.filter((c) => c.at === t).map((c) => (c.kind === 'flag' ? 'flag' : 'company')),
    );
    const out: SplitCause[] = [];
    if (kinds.has('flag')) out.push('flag');
    if (kinds.has('company')) out.push('company');
    return out.length ? out : [edge];
  };
  return periods.map((p) => {
    const start = Date.parse(p.start);
    const end = Date.parse(p.end);
    const reasons: CandidateReason[] = [];
    for (const [bound, t] of [
      ['start', start],
      ['end', end],
    ] as const)
      if (!hasSnapshotAt(snapshotTimes, t))
        reasons.push({ code: 'report.missing_snapshot', params: { bound, at: new Date(t).toISOString() } });
    const holder = holderAt(changes, start, current);
    return {
      start: p.start,
      end: p.end,
      year,
      status: reasons.length ? 'blocked' : 'generatable',
      reasons,
      splitBy: [...new Set([...causesAt(start, 'yearStart'), ...causesAt(end, 'yearEnd')])],
      flag: holder.flag,
      companyId: holder.companyId,
    };
  });
}

/**
 * The changes at a bound of [start, end] or inside it: the CMSA form's change-of-flag and
 * change-of-owner boxes (a period that a change opens or closes is a part-year report).
 */
export const changesAround = (changes: readonly FlagDocChange[], start: number, end: number) =>
  changes.filter((c) => c.at >= start && c.at <= end).sort((a, b) => a.at - b.at);
