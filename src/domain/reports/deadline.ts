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

/** The deadline region of the report lifecycle chart, computed the same way on both sides. */
export function deadlineStateAt(deadline: string, now: number, reported: boolean): DeadlineState {
  if (reported) return 'met';
  const due = Date.parse(deadline);
  if (now >= due) return 'overdue';
  if (now >= due - DUE_SOON_DAYS * DAY_MS) return 'dueSoon';
  return 'onTime';
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
