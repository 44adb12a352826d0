import { diffTotals } from '../../../domain/reports/diff.js';
import {
  REPORT_EVENTS,
  type HubRow,
  type Regime,
  type ReportDto,
  type ReportHistoryRow,
  type ReportListItem,
  type ReportReturn,
  type ReportStatus,
} from '../../../domain/reports/types.js';
import {
  EVENT_ROLES,
  reportActorOf,
  reportLifecycleMachine,
  substateOfValue,
} from '../../../machines/workflow/reportLifecycleMachine.js';
import type { ReturnedReport } from '../../../domain/api.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import {
  findReport,
  hubRows,
  listReports,
  type ReportFilter,
  type ReportRow,
} from '../../repositories/reports/store.js';
import { returnedDrafts, returnsOf, type ReturnRow } from '../../repositories/reports/returns.js';
import { historyOf } from '../../repositories/stateHistory.js';
import { mayPress, readableRegimes } from '../../../domain/reports/buttons.js';
import { nextAction, type NextActionUser } from '../../../domain/reports/nextAction.js';
import { requireReport, type Caller } from './permissions.js';
import { REPORT_GENERATORS } from './registry.js';
import { contextOfRow, deadlineFacts, periodOf, stateValue } from './reportState.js';

/**
 * Reports as the screens read them: one report with its stale flag and allowed events, the list,
 * the verifier's inbox, the hub of every ship and regime, and a report's history.
 */

/** The caller as nextAction reads them: functions and the duty their role carries. */
const nextActionUser = (c: Caller): NextActionUser => ({ ...c.user, actor: reportActorOf(c.user.roleCode) });

/** A return still in force on a draft, as the DTOs carry it. */
const returnOf = (status: string, r: ReturnRow | undefined): ReportReturn | null =>
  status === 'draft' && r ? { comment: r.comment, at: r.at.toISOString(), by: r.by } : null;

/** The report as the screens show it, with stale flag, diff and the events this user may send. */
export async function reportDto(db: Db, c: Caller, row: ReportRow): Promise<ReportDto> {
  const gen = REPORT_GENERATORS[row.regime];
  const period = periodOf(row);
  const stale =
    row.status === 'draft' && !!gen && (await gen.fingerprint(db, row.shipId, period)) !== row.fingerprint;
  // A ledger that no longer yields figures (a snapshot deleted) leaves the draft stale without a diff.
  const diff =
    stale && gen
      ? await gen.generate(db, row.shipId, period).then(
          (fresh) => diffTotals(row.totals, fresh.totals),
          () => null,
        )
      : null;
  const value = stateValue(row, stale, c.at);
  const facts = deadlineFacts(row.regime, row.year, row.submittedAt, c.at);
  const snapshot = reportLifecycleMachine.resolveState({
    value,
    context: contextOfRow(row),
  });
  const role = reportActorOf(c.user.roleCode);
  const allowedEvents = REPORT_EVENTS.filter(
    (t) =>
      mayPress(c.user, row.regime, t) &&
      snapshot.can({ type: t, role, comment: '·', outcome: 'satisfactory' }),
  );
  const returns = row.status === 'draft' ? await returnsOf(db, [row.id]) : new Map<number, ReturnRow>();
  return {
    id: row.id,
    regime: row.regime,
    shipId: row.shipId,
    shipName: row.shipName,
    imo: row.imo,
    period,
    year: row.year,
    status: row.status,
    substate: substateOfValue(value),
    reportVersion: row.reportVersion,
    version: row.version,
    figures: row.figures,
    totals: row.totals,
    corrections: row.corrections,
    paramVersion: row.paramVersion,
    fingerprint: row.fingerprint,
    stale,
    diff,
    supersedes: row.supersedesId,
    supersededBy: row.supersededById,
    ...facts,
    allowedEvents,
    nextAction: nextAction({ regime: row.regime, status: row.status, stale }, nextActionUser(c)),
    returned: returnOf(row.status, returns.get(row.id)),
    flag: row.flag,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Reports the caller may read, paged; only the regimes whose page the user holds. */
export async function reportList(db: Db, c: Caller, f: ReportFilter, p: { page: number; size: number }) {
  const regimes = readableRegimes(c.user);
  const { items, total } = await listReports(db, c.user, f, p, regimes);
  return { items: await listItems(db, items, c.at), total, page: p.page, size: p.size };
}

/** Reports waiting for a verifier (submitted: an opinion; verified: the confirmation): the regimes this user may confirm. */
export async function reportInbox(db: Db, c: Caller, p: { page: number; size: number }) {
  const actor = reportActorOf(c.user.roleCode);
  const regimes = readableRegimes(c.user).filter((r) => mayPress(c.user, r, 'confirm'));
  // The verifier's queue: a company user holding the confirm button still may not confirm (chart).
  if (!regimes.length || !EVENT_ROLES.confirm.includes(actor)) throw forbidden();
  const { items, total } = await listReports(db, c.user, { statuses: ['submitted', 'verified'] }, p, regimes);
  return { items: await listItems(db, items, c.at), total, page: p.page, size: p.size };
}

type ListRow = Awaited<ReturnType<typeof listReports>>['items'][number];

/** List rows with the returns still in force on their drafts (one query for the page). */
async function listItems(db: Db, rows: ListRow[], at: Date): Promise<ReportListItem[]> {
  const returns = await returnsOf(
    db,
    rows.filter((r) => r.status === 'draft').map((r) => r.id),
  );
  return rows.map((r) => listItem(r, at, returns.get(r.id)));
}

/**
 * The drafts the verifier sent back, with its reason, for the user who fixes them: the regimes
 * where the user's role and functions may lock (and so resubmit); undefined for anyone else. The
 * dashboard counts and lists them all: a company has few returns open, the bound only guards it.
 */
export async function returnedReports(db: Db, c: Caller, limit = 100): Promise<ReturnedReport[] | undefined> {
  const actor = reportActorOf(c.user.roleCode);
  const regimes = readableRegimes(c.user).filter(
    (r) => mayPress(c.user, r, 'lock') && EVENT_ROLES.lock.includes(actor),
  );
  if (!regimes.length) return undefined;
  const rows = await returnedDrafts(db, c.user, regimes, limit);
  return rows.map((r) => ({
    id: r.id,
    regime: r.regime as Regime,
    shipName: r.shipName,
    year: r.year,
    comment: r.comment,
    at: r.at.toISOString(),
  }));
}

function listItem(r: ListRow, at: Date, returned: ReturnRow | undefined): ReportListItem {
  const regime = r.regime as Regime;
  const status = r.status as ReportStatus;
  return {
    id: r.id,
    regime,
    shipId: r.shipId,
    shipName: r.shipName,
    imo: r.imo,
    period: periodOf(r),
    year: r.year,
    status,
    substate: status === 'submitted' ? 'inVerification' : null,
    reportVersion: r.reportVersion,
    version: r.version,
    ...deadlineFacts(regime, r.year, r.submittedAt, at),
    returned: returnOf(status, returned),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Every ship × regime of one year with its status, deadline and next action. */
export async function reportHub(
  db: Db,
  c: Caller,
  q: { year?: number; regime?: Regime; status?: ReportStatus | 'none'; page: number; size: number },
) {
  const year = q.year ?? c.at.getUTCFullYear() - 1;
  const readable = readableRegimes(c.user);
  const generated = (Object.keys(REPORT_GENERATORS) as Regime[]).filter((r) => readable.includes(r));
  const regimes = q.regime ? (readable.includes(q.regime) ? [q.regime] : []) : generated;
  if (!regimes.length) return { items: [] as HubRow[], total: 0, page: q.page, size: q.size, year };
  const { items, total } = await hubRows(db, c.user, { ...q, year, regimes });
  const returns = await returnsOf(
    db,
    items.flatMap((r) => (r.status === 'draft' && r.report_id !== null ? [r.report_id] : [])),
  );
  const user = nextActionUser(c);
  const rows = items.map((r): HubRow => {
    const status = r.status ?? 'none';
    return {
      shipId: r.ship_id,
      shipName: r.ship_name,
      imo: r.imo,
      year,
      regime: r.regime,
      reportId: r.report_id,
      status,
      ...deadlineFacts(r.regime, year, r.submitted_at === null ? null : new Date(r.submitted_at), c.at),
      // The hub reads no fingerprint (too dear per row): a stale draft shows Lock, and its page
      // says Regenerate.
      nextAction: nextAction({ regime: r.regime, status }, user),
      returned: r.report_id === null ? null : returnOf(status, returns.get(r.report_id)),
    };
  });
  return { items: rows, total, page: q.page, size: q.size, year };
}

/** The history of a report and every version it corrects, newest first, with actor and role. */
export async function reportHistory(db: Db, c: Caller, id: number): Promise<ReportHistoryRow[]> {
  let row: ReportRow | undefined = await requireReport(db, c, id);
  const chain: number[] = [];
  while (row) {
    chain.push(row.id);
    row = row.supersedesId ? await findReport(db, c.user, row.supersedesId) : undefined;
  }
  const out: ReportHistoryRow[] = [];
  for (const rid of chain) {
    const { items } = await historyOf(db, 'report', rid, { page: 1, size: 1000 });
    for (const h of items)
      out.push({
        id: h.id,
        reportId: rid,
        from: h.from,
        event: h.event,
        to: h.to,
        actorId: h.actor,
        actorName: (c.lang === 'zh' ? h.actorNameZh : h.actorNameEn) ?? h.actorUsername ?? null,
        role: h.role,
        at: h.at.toISOString(),
        comment: h.comment,
      });
  }
  return out.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
}
