import type { Lang } from '../../../domain/api.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { ledgerMessage } from '../../i18n/lookup.js';
import { ledgerSpanOf } from '../../repositories/ledger/read/lock.js';
import { closedReportsOf, type ClosedReport } from '../../repositories/reports/closedReports.js';

/** A span of ledger time a write touches, both ends included (a snapshot is a span of one instant). */
export interface LedgerWindow {
  start: Date;
  end: Date;
}

/**
 * The first closed report whose period meets one of the windows. Both ends count: a snapshot at a
 * report's end bound, or a leg arriving exactly at it, is read by that report's figures.
 */
export function closedReportOver(
  closed: readonly ClosedReport[],
  shipId: number | null,
  windows: readonly LedgerWindow[],
): ClosedReport | undefined {
  return closed.find(
    (r) =>
      (shipId === null || r.shipId === shipId) &&
      windows.some(
        (w) => r.periodStart.getTime() <= w.end.getTime() && r.periodEnd.getTime() >= w.start.getTime(),
      ),
  );
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * 409 `ledger.report_closed`, naming the report (regime, year, period, status, id) in the message
 * and in `fields`, so the screen can link to it.
 */
export function reportClosedError(r: ClosedReport, lang: Lang) {
  // The period's last day: the stored end is exclusive.
  const params = {
    regime: r.regime,
    year: r.year,
    period: `${day(r.periodStart)} – ${day(new Date(r.periodEnd.getTime() - 1))}`,
    status: r.status,
    reportId: r.id,
  };
  return new AppError(
    409,
    'ledger.report_closed',
    ledgerMessage('ledger.report_closed', lang, {
      ...params,
      regime: ledgerMessage(`report_regime.${r.regime}`, lang),
      status: ledgerMessage(`report_status.${r.status}`, lang),
    }),
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  );
}

/**
 * A report that is locked, submitted or confirmed froze the figures of its period: every ledger
 * write (records, episodes, snapshots, deletes, uploads, a voyage or snapshot unlock) that touches
 * the period of one of the ship's closed reports is refused until that report is unlocked or
 * returned, so a report can never say what its ledger no longer says. Runs inside the write's
 * transaction, before anything is written.
 */
export async function assertNoClosedReport(
  db: Db,
  shipIds: readonly number[],
  window: LedgerWindow | readonly LedgerWindow[] | (() => readonly LedgerWindow[]),
  lang: Lang,
): Promise<void> {
  const closed = await closedReportsOf(db, shipIds);
  // Most ships have no closed report: the windows (which may derive legs) are worked out only when needed.
  if (closed.length === 0) return;
  const windows = typeof window === 'function' ? window() : 'start' in window ? [window] : window;
  const hit = closedReportOver(closed, null, windows);
  if (hit) throw reportClosedError(hit, lang);
}

/**
 * The guard for one voyage or snapshot as a whole: its unlock (which would let its items change) and
 * its delete. A voyage without records covers no time and passes.
 */
export async function assertNoClosedReportOver(
  db: Db,
  entity: 'voyage' | 'snapshot',
  id: number,
  lang: Lang,
): Promise<void> {
  const span = await ledgerSpanOf(db, entity, id);
  if (span) await assertNoClosedReport(db, [span.shipId], span, lang);
}
