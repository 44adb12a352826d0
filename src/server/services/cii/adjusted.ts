import type { Db } from '../../db/client.js';
import { confirmedTermsFor, approvedCorrectionsFor } from './adjustments/approved.js';
import type { RefreshOptions } from './store.js';

/**
 * The ratings' G5 terms: every confirmed adjustment and correction of the period
 * (docs/cii-adjustments.md §3), and as the revision the ids of the year's confirmed records, so a
 * confirmation (or a confirmed record returned) recomputes the stored ratings like a ledger change.
 */
export const withConfirmedAdjustments = (db: Db, shipId: number, year: number): RefreshOptions => ({
  correctionsFor: (period) => approvedCorrectionsFor(db, shipId, period),
  correctionsRev: async () => {
    const year0 = new Date(Date.UTC(year, 0, 1));
    const year1 = new Date(Date.UTC(year + 1, 0, 1));
    const terms = await confirmedTermsFor(db, shipId, { start: year0, end: year1 });
    return terms.map((t) => t.id).join(',');
  },
});
