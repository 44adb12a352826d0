import { daysLate, deadlineOf, deadlineStateAt } from '../../../domain/reports/deadline.js';
import type { Regime, ReportPeriod, ReportStatus } from '../../../domain/reports/types.js';
import type { RestingOutcome } from '../../../domain/verification/outcomes.js';
import { lifecycleValueOf } from '../../../machines/workflow/reportLifecycleMachine.js';

/** What the lifecycle and the reads both take from a stored report: its period and its chart state. */

export const periodOf = (r: { periodStart: Date; periodEnd: Date }): ReportPeriod => ({
  start: r.periodStart.toISOString(),
  end: r.periodEnd.toISOString(),
});

/** Where a report stands to its deadline at `at`, and how many days late its filing was. */
export function deadlineFacts(regime: Regime, year: number, submittedAt: Date | null, at: Date) {
  const deadline = deadlineOf(regime, year);
  const submitted = submittedAt?.getTime() ?? null;
  return {
    deadline,
    deadlineState: deadlineStateAt(deadline, at.getTime(), submitted),
    submittedAt: submittedAt?.toISOString() ?? null,
    daysLate: submitted === null ? null : daysLate(deadline, submitted),
  };
}

/** The report's state in the lifecycle chart: its lifecycle value and where it stands to its deadline. */
export function stateValue(
  r: {
    status: ReportStatus;
    regime: Regime;
    year: number;
    submittedAt: Date | null;
    opinion?: string | null;
  },
  stale: boolean,
  at: Date,
) {
  return {
    lifecycle: lifecycleValueOf(r.status, stale, (r.opinion ?? null) as RestingOutcome | null),
    deadline: deadlineFacts(r.regime, r.year, r.submittedAt, at).deadlineState,
  };
}

/** The chart's context for a stored report: its regime, deadline, first submission and standing opinion. */
export const contextOfRow = (r: {
  regime: Regime;
  year: number;
  submittedAt: Date | null;
  opinion?: string | null;
}) => ({
  regime: r.regime,
  deadline: deadlineOf(r.regime, r.year),
  submittedAt: r.submittedAt?.getTime() ?? null,
  outcome: (r.opinion ?? null) as RestingOutcome | null,
});
