import type { Regime, ReportStatus } from '../reports/types.js';
import type { FindingKind, FindingState } from './findings.js';

/**
 * The improvement report (docs/verification.md §9): open non-conformities and recommended
 * improvements of a ship's report carry to the same ship's report of the same regime for the next
 * period, where the verifier closes them. Pure; the server and the verification report both read it.
 *
 * Every regime we keep reports per calendar year (EU MRV, EU ETS, UK MRV, IMO DCS, FuelEU, China
 * MSA), a year split into partial periods at a flag or DOC-holder change (docs/reports.md §3). So one
 * rule serves all six: the previous period of a report is the live period of the same regime and ship
 * that ends last at or before this report's start, found in the previous calendar year or earlier in
 * the same one. Two years without a report break the chain: nothing older carries.
 */

/** A report version as the carry rule needs it (a row of `reports`). */
export interface PeriodReport {
  id: number;
  regime: Regime;
  shipId: number;
  year: number;
  periodStart: Date | string;
  periodEnd: Date | string;
  status: ReportStatus;
  reportVersion: number;
}

/** A finding as the carry rule needs it; `closedInReportId` is the report it was closed on. */
export interface CarryFinding {
  id: number;
  reportId: number;
  kind: FindingKind;
  state: FindingState;
  closedInReportId: number | null;
}

/** The kinds that carry: a misstatement belongs to its own period's figures and never does. */
export const CARRIED_KINDS = ['nonConformity', 'improvement'] as const satisfies readonly FindingKind[];

/** A version replaced by its correction, or withdrawn, is not the period's report. */
const isLive = (r: PeriodReport) => r.status !== 'superseded' && r.status !== 'cancelled';
const ms = (d: Date | string) => new Date(d).getTime();

/** Two versions of one report: the same regime, ship and period. */
export const samePeriod = (a: PeriodReport, b: PeriodReport) =>
  a.regime === b.regime &&
  a.shipId === b.shipId &&
  ms(a.periodStart) === ms(b.periodStart) &&
  ms(a.periodEnd) === ms(b.periodEnd);

/** A finding that carries from its report: a non-conformity or an improvement not yet closed. */
export const carries = (f: Pick<CarryFinding, 'kind' | 'state'>) =>
  (CARRIED_KINDS as readonly string[]).includes(f.kind) && f.state !== 'closed';

/**
 * The report of the previous period (the latest live version), or null: among `reports` (any of the
 * ship's), the live one of the same regime and ship whose period ends last at or before `target`'s
 * start, in `target`'s year or the one before. Ties (never two live versions of one period, but the
 * rule must not depend on input order) go to the higher version, then the higher id.
 */
export function previousReport<R extends PeriodReport>(
  target: PeriodReport,
  reports: readonly R[],
): R | null {
  const start = ms(target.periodStart);
  let best: R | null = null;
  for (const r of reports) {
    if (r.regime !== target.regime || r.shipId !== target.shipId || !isLive(r)) continue;
    if (ms(r.periodEnd) > start || r.year < target.year - 1 || r.year > target.year) continue;
    if (
      !best ||
      ms(r.periodEnd) > ms(best.periodEnd) ||
      (ms(r.periodEnd) === ms(best.periodEnd) &&
        (r.reportVersion > best.reportVersion || (r.reportVersion === best.reportVersion && r.id > best.id)))
    )
      best = r;
  }
  return best;
}

/**
 * The findings carried to `target`: those of the previous period's report that carry, and those of
 * it already closed on a version of `target`'s own report (so the closing stays on show after a
 * correction). Findings of any other report are ignored, in id order.
 */
export function carriedFindings<F extends CarryFinding>(
  target: PeriodReport,
  reports: readonly PeriodReport[],
  findings: readonly F[],
): F[] {
  const origin = previousReport(target, reports);
  if (!origin) return [];
  const mine = new Set(reports.filter((r) => samePeriod(r, target)).map((r) => r.id));
  mine.add(target.id);
  return findings
    .filter(
      (f) =>
        f.reportId === origin.id &&
        (carries(f) ||
          ((CARRIED_KINDS as readonly string[]).includes(f.kind) &&
            f.state === 'closed' &&
            f.closedInReportId !== null &&
            mine.has(f.closedInReportId))),
    )
    .sort((a, b) => a.id - b.id);
}

/**
 * The verifier closes a carried finding on the next report up to and including its verification:
 * while that report is a draft, locked or in verification. Once an opinion stands (or the report is
 * confirmed, replaced or withdrawn) the list of what was closed is part of what the opinion covers.
 */
export const CLOSABLE_ON = ['draft', 'locked', 'submitted'] as const satisfies readonly ReportStatus[];

/** Why a carried finding cannot be closed on a report in `status` with `comment`, or null. */
export function closeProblem(
  f: Pick<CarryFinding, 'state'>,
  status: ReportStatus,
  comment: string | null | undefined,
): 'closed' | 'reportPast' | 'comment' | null {
  if (f.state === 'closed') return 'closed';
  if (!(CLOSABLE_ON as readonly string[]).includes(status)) return 'reportPast';
  if (!(comment ?? '').trim()) return 'comment';
  return null;
}
