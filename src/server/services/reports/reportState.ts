import { deadlineOf, deadlineStateAt } from '../../../domain/reports/deadline.js';
import type { Regime, ReportPeriod, ReportStatus } from '../../../domain/reports/types.js';
import { lifecycleValueOf } from '../../../machines/workflow/reportLifecycleMachine.js';

/** What the lifecycle and the reads both take from a stored report: its period and its chart state. */

export const periodOf = (r: { periodStart: Date; periodEnd: Date }): ReportPeriod => ({
  start: r.periodStart.toISOString(),
  end: r.periodEnd.toISOString(),
});

export const isReported = (s: ReportStatus | 'none' | null) => s === 'submitted' || s === 'confirmed';

/** The report's state in the lifecycle chart: its lifecycle value and where it stands to its deadline. */
export function stateValue(
  r: { status: ReportStatus; regime: Regime; year: number },
  stale: boolean,
  at: Date,
) {
  return {
    lifecycle: lifecycleValueOf(r.status, stale),
    deadline: deadlineStateAt(deadlineOf(r.regime, r.year), at.getTime(), isReported(r.status)),
  };
}
