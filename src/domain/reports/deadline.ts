import {
  DASHBOARD_DEADLINES,
  DEADLINE_TABLE,
  DUE_SOON_DAYS,
  REPORT_DEADLINES,
  type DashboardDeadline,
  type DatedObligation,
} from '../registry/reportDeadlines';
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

/**
 * The deadline region of the report lifecycle chart, computed the same way on both sides. Met means
 * submitted on or before the deadline; a report first submitted after it is late for good, whatever
 * happens to it later (a return and a resubmission do not undo the late filing). Before submission
 * the clock decides: on time, due soon, overdue.
 */
export function deadlineStateAt(deadline: string, now: number, submittedAt: number | null): DeadlineState {
  const due = Date.parse(deadline);
  if (submittedAt !== null) return submittedAt < due ? 'met' : 'late';
  if (now >= due) return 'overdue';
  if (now >= due - DUE_SOON_DAYS * DAY_MS) return 'dueSoon';
  return 'onTime';
}

/**
 * Whole days a late submission came after the deadline (a report due at the end of 31 March and
 * submitted during 1 April is one day late); 0 when it was not late.
 */
export function daysLate(deadline: string, submittedAt: number): number {
  const due = Date.parse(deadline);
  return submittedAt < due ? 0 : Math.floor((submittedAt - due) / DAY_MS) + 1;
}

/**
 * The dashboard's next dates: each of the registry's dashboard deadlines on or
 * after `today` (UTC), soonest first; a date already passed this year moves to the next year.
 */
export function upcomingDeadlines(
  today: Date,
): Array<DatedObligation & { key: DashboardDeadline; date: string; reportingYear: number }> {
  const y = today.getUTCFullYear();
  const startOfDay = Date.UTC(y, today.getUTCMonth(), today.getUTCDate());
  return DASHBOARD_DEADLINES.map((key) => {
    const d = { ...DEADLINE_TABLE[key], key };
    const year = Date.UTC(y, d.month - 1, d.day) >= startOfDay ? y : y + 1;
    return {
      ...d,
      reportingYear: year - 1,
      date: new Date(Date.UTC(year, d.month - 1, d.day)).toISOString().slice(0, 10),
    };
  }).sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}
