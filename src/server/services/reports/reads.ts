import { diffTotals } from '../../../domain/reports/diff.js';
import {
  REPORT_EVENTS,
  type HubNextAction,
  type HubRow,
  type Regime,
  type ReportDto,
  type ReportHistoryRow,
  type ReportListItem,
  type ReportStatus,
} from '../../../domain/reports/types.js';
import {
  EVENT_ROLES,
  reportActorOf,
  reportLifecycleMachine,
  substateOfValue,
} from '../../../machines/workflow/reportLifecycleMachine.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import {
  findReport,
  hubRows,
  listReports,
  type ReportFilter,
  type ReportRow,
} from '../../repositories/reports/store.js';
import { historyOf } from '../../repositories/stateHistory.js';
import { mayPress, readableRegimes } from '../../../domain/reports/buttons.js';
import { requireReport, type Caller } from './permissions.js';
import { REPORT_GENERATORS } from './registry.js';
import { deadlineFacts, periodOf, stateValue } from './reportState.js';

/**
 * Reports as the screens read them: one report with its stale flag and allowed events, the list,
 * the verifier's inbox, the hub of every ship and regime, and a report's history.
 */

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
    context: {
      regime: row.regime,
      deadline: facts.deadline,
      submittedAt: row.submittedAt?.getTime() ?? null,
    },
  });
  const role = reportActorOf(c.user.roleCode);
  const allowedEvents = REPORT_EVENTS.filter(
    (t) => mayPress(c.user, row.regime, t) && snapshot.can({ type: t, role, comment: '·' }),
  );
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
  return { items: items.map((r) => listItem(r, c.at)), total, page: p.page, size: p.size };
}

/** Submitted reports waiting for a verifier: the regimes this user may confirm. */
export async function reportInbox(db: Db, c: Caller, p: { page: number; size: number }) {
  const actor = reportActorOf(c.user.roleCode);
  const regimes = readableRegimes(c.user).filter((r) => mayPress(c.user, r, 'confirm'));
  // The verifier's queue: a company user holding the confirm button still may not confirm (chart).
  if (!regimes.length || !EVENT_ROLES.confirm.includes(actor)) throw forbidden();
  const { items, total } = await listReports(db, c.user, { status: 'submitted' }, p, regimes);
  return { items: items.map((r) => listItem(r, c.at)), total, page: p.page, size: p.size };
}

function listItem(r: Awaited<ReturnType<typeof listReports>>['items'][number], at: Date): ReportListItem {
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
      nextAction: NEXT_ACTION[status],
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

const NEXT_ACTION: Record<ReportStatus | 'none', HubNextAction> = {
  none: 'generate',
  draft: 'lock',
  locked: 'submit',
  submitted: 'awaitVerifier',
  confirmed: 'none',
  superseded: 'none',
  cancelled: 'generate',
};
