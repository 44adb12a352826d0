import type { Regime } from '../reports/types';
import { VERIFICATION_DEADLINES } from '../registry/verificationDeadlines';

/**
 * Who may verify a ship's report of a regime (docs/verification.md §10): a company appoints one
 * verifier per ship and regime, and only a class-society user holding an accreditation for that
 * regime valid on the day of the appointment can be appointed. Pure: the server and the client's
 * form read the same rules.
 */

/** The role code of verifiers (docs/duties.md). */
export const VERIFIER_ROLE = 'class_society';

export interface Accreditation {
  verifierId: number;
  regime: Regime;
  /** ISO dates (YYYY-MM-DD), both days included; `validTo` null = open-ended. */
  validFrom: string;
  validTo: string | null;
  /** Set when an administrator ended the accreditation: it then counts for no date. */
  endedAt: string | null;
}

/** Is the accreditation one for `regime`, in force on `day` (YYYY-MM-DD)? */
export const validOn = (a: Accreditation, regime: Regime, day: string): boolean =>
  a.endedAt === null && a.regime === regime && a.validFrom <= day && (a.validTo === null || day <= a.validTo);

export type AppointmentProblem = 'notVerifier' | 'notAccredited';

/**
 * Why `verifier` cannot be appointed for `regime` on `day`, or null when it can: it must be a
 * class-society user, with an accreditation for the regime valid that day.
 */
export function appointmentProblem(
  verifier: { id: number; roleCodes: readonly string[] },
  accreditations: readonly Accreditation[],
  regime: Regime,
  day: string,
): AppointmentProblem | null {
  if (!verifier.roleCodes.includes(VERIFIER_ROLE)) return 'notVerifier';
  const held = accreditations.some((a) => a.verifierId === verifier.id && validOn(a, regime, day));
  return held ? null : 'notAccredited';
}

export interface NewAccreditation {
  body: string;
  number: string;
  validFrom: string;
  validTo?: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => ISO_DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The first field of a new accreditation that is wrong, or null (form and server alike). */
export function accreditationProblem(
  a: NewAccreditation,
): 'body' | 'number' | 'validFrom' | 'validTo' | null {
  if (!a.body.trim()) return 'body';
  if (!a.number.trim()) return 'number';
  if (!isDay(a.validFrom)) return 'validFrom';
  if (a.validTo && (!isDay(a.validTo) || a.validTo < a.validFrom)) return 'validTo';
  return null;
}

/** The day (YYYY-MM-DD) a report of `year` must be verified by, per regime (registry, with source). */
export function verificationDueDate(regime: Regime, year: number): string {
  const d = VERIFICATION_DEADLINES[regime];
  return new Date(Date.UTC(year + 1, d.month - 1, d.day)).toISOString().slice(0, 10);
}

/** Past the due day (the due day itself still counts as on time), read on the UTC day of `now`. */
export const verificationOverdue = (due: string, now: Date): boolean => now.toISOString().slice(0, 10) > due;

export interface InboxItem {
  due: string;
  reportId: number;
}

/** The inbox order: the soonest due date first, then the oldest report. */
export const byDueDate = <T extends InboxItem>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.due.localeCompare(b.due) || a.reportId - b.reportId);
