import type { Regime } from '../../../domain/reports/types.js';
import {
  byDueDate,
  verificationDueDate,
  verificationOverdue,
} from '../../../domain/verification/appointments.js';
import type { Db } from '../../db/client.js';
import { inboxReports } from '../../repositories/verification/inbox.js';
import type { Caller } from '../reports/permissions.js';

/**
 * The signed-in verifier's inbox (docs/verification.md §10): the reports in verification or
 * verified on the ship and regime pairs it is appointed to, soonest verification due date first,
 * each with its open findings and whether the due date has passed. Appointment narrows the inbox
 * only: who may act on a report is still the duty matrix and the role's functions.
 */
export async function verifierInbox(db: Db, c: Caller, p: { page: number; size: number }) {
  const rows = await inboxReports(db, c.user.userId);
  const items = byDueDate(
    rows.map((r) => {
      const due = verificationDueDate(r.regime as Regime, r.year);
      return {
        ...r,
        reportId: r.id,
        submittedAt: r.submittedAt?.toISOString() ?? null,
        due,
        overdue: verificationOverdue(due, c.at),
      };
    }),
  );
  return {
    items: items.slice((p.page - 1) * p.size, p.page * p.size),
    total: items.length,
    page: p.page,
    size: p.size,
  };
}
