import { daysLate, deadlineOf, deadlineStateAt } from '../../../domain/reports/deadline.js';
import type { Regime, ReportPeriod, ReportStatus } from '../../../domain/reports/types.js';
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
  r: { status: ReportStatus; regime: Regime; year: number; submittedAt: Date | null },
  stale: boolean,
  at: Date,
) {
  return {
    lifecycle: lifecycleValueOf(r.status, stale),
    deadline: deadlineFacts(r.regime, r.year, r.submittedAt, at).deadlineState,
  };
}
