import { DUE_SOON_DAYS, REPORT_DEADLINES } from '../registry/reportDeadlines';
import type { DeadlineState, Regime } from './types';

const DAY_MS = 86_400_000;

/**
 * The instant a report of `year` is due: the end (UTC) of the regime's last filing day in the next
 * year (registry REPORT_DEADLINES, with its source).
 */
export function deadlineOf(regime: Regime, year: number): string {
  const d = REPORT_DEADLINES[regime];
  return new Date(Date.UTC(year + 1, d.month - 1, d.day + 1)).toISOString();
}

/** The deadline region of the report lifecycle chart, computed the same way on both sides. */
export function deadlineStateAt(deadline: string, now: number, reported: boolean): DeadlineState {
  if (reported) return 'met';
  const due = Date.parse(deadline);
  if (now >= due) return 'overdue';
  if (now >= due - DUE_SOON_DAYS * DAY_MS) return 'dueSoon';
  return 'onTime';
}
