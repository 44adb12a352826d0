import type { Lang } from '../../../domain/api.js';
import { deadlineOf, deadlineStateAt } from '../../../domain/reports/deadline.js';
import { diffTotals } from '../../../domain/reports/diff.js';
import {
  REPORT_EVENTS,
  REGIME_PAGE,
  type CandidatePeriod,
  type Correction,
  type HubNextAction,
  type HubRow,
  type Regime,
  type ReportDto,
  type ReportEventType,
  type ReportHistoryRow,
  type ReportListItem,
  type ReportPeriod,
  type ReportStatus,
} from '../../../domain/reports/types.js';
import {
  EVENT_ROLES,
  lifecycleValueOf,
  reportActorOf,
  reportLifecycleMachine,
  statusOfValue,
  substateOfValue,
  type ReportChartEventType,
} from '../../../machines/workflow/reportLifecycleMachine.js';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import { reportError } from '../../i18n/reportMessages.js';
import {
  findReport,
  hubRows,
  insertFigureSet,
  insertReport,
  listReports,
  liveReportsOf,
  lockReport,
  unlockedVoyages,
  writeCorrections,
  writeReportStatus,
  type ReportFilter,
  type ReportRow,
} from '../../repositories/reports/store.js';
import { attachmentsOf } from '../../repositories/reportAttachments.js';
import { euPartsOf } from '../../repositories/euParts.js';
import { historyOf, recordTransition } from '../../repositories/stateHistory.js';
import { requireShip, type ShipScopeUser } from '../../scope/ships.js';
import type { AuthUser } from '../../types.js';
import { applyTransition } from '../../workflow/transition.js';
import type { StateStore } from '../../repositories/kit/statusStore.js';
import { euPartsDto } from './euPartsDto.js';
import type { ReportGenerator, StoredReport } from './generator.js';
import { sharingReads } from './generators/sharedReads.js';
import { REPORT_GENERATORS } from './registry.js';

/**
 * The report lifecycle on the server (docs/reports.md): generation from a candidate period,
 * events through the lifecycle chart (server/workflow/transition.ts), frozen figures, stale
 * detection, corrections, the hub and the verifier's inbox. Routes stay thin and call these.
 */

export interface Caller {
  user: AuthUser;
  lang: Lang;
  at: Date;
}

type Actor = { userId: number; roleCode: string };
const actorOf = (u: AuthUser): Actor => ({ userId: u.userId, roleCode: u.roleCode });

/** The function-tree button behind each event, on the regime's report page (`mrv:dcs:lock`, …). */
const BUTTONS: Record<ReportChartEventType, readonly string[]> = {
  generate: ['generate'],
  regenerate: ['generate'],
  saveCorrections: ['generate'],
  cancel: ['generate'],
  lock: ['lock'],
  unlock: ['lock'],
  submit: ['submit'],
  recall: ['submit'],
  return: ['confirm'],
  confirm: ['confirm'],
  correct: ['generate', 'confirm'],
};

/** Whether the user's functions hold the button for this event on the regime's page. */
export const mayPress = (user: AuthUser, regime: Regime, type: ReportChartEventType) =>
  user.isAdmin ||
  (!user.readOnly && BUTTONS[type].some((b) => user.perms.has(`${REGIME_PAGE[regime]}:${b}`)));

/** Whether the user may read reports of the regime (its page, or the emission overview). */
export const mayRead = (user: AuthUser, regime: Regime) =>
  user.isAdmin || user.perms.has(`${REGIME_PAGE[regime]}:list`) || user.perms.has('mrv:emission:list');

const periodOf = (r: { periodStart: Date; periodEnd: Date }): ReportPeriod => ({
  start: r.periodStart.toISOString(),
  end: r.periodEnd.toISOString(),
});

const isReported = (s: ReportStatus | 'none' | null) => s === 'submitted' || s === 'confirmed';

function generatorOf(regime: Regime, lang: Lang): ReportGenerator {
  const g = REPORT_GENERATORS[regime];
  if (!g) throw reportError(409, 'report.regime_not_supported', lang, { regime });
  return g;
}

/** A report inside the caller's scope and readable regimes; 404 otherwise (reveals nothing). */
export async function requireReport(db: Db, c: Caller, id: number): Promise<ReportRow> {
  const row = await findReport(db, c.user as ShipScopeUser, id);
  if (!row || !mayRead(c.user, row.regime)) throw notFound();
  return row;
}

// ---- candidates and generation --------------------------------------------------------------

/** The generator's periods of one ship-year, linked to the live reports already made for them. */
export async function reportCandidates(
  db: Db,
  c: Caller,
  regime: Regime,
  shipId: number,
  year: number,
): Promise<CandidatePeriod[]> {
  if (!mayRead(c.user, regime)) throw forbidden();
  await requireShip(db, c.user, shipId);
  return candidatesOf(db, regime, shipId, year, c.lang);
}

async function candidatesOf(db: Db, regime: Regime, shipId: number, year: number, lang: Lang) {
  const gen = generatorOf(regime, lang);
  const [list, live] = await Promise.all([
    gen.candidates(db, shipId, year),
    liveReportsOf(db, regime, shipId, year),
  ]);
  const used = new Set<number>();
  const out = list.map((p): CandidatePeriod => {
    const r = live.find((l) => l.start.toISOString() === p.start && l.end.toISOString() === p.end);
    if (!r) return p;
    used.add(r.id);
    return { ...p, status: 'generated', reportId: r.id };
  });
  // A report whose period the ledger no longer proposes (a flag change entered later) stays listed.
  for (const r of live)
    if (!used.has(r.id))
      out.push({
        start: r.start.toISOString(),
        end: r.end.toISOString(),
        year,
        status: 'generated',
        reasons: [{ code: 'report.period_changed' }],
        splitBy: [],
        reportId: r.id,
      });
  return out.sort((a, b) => a.start.localeCompare(b.start));
}

/** Generates a draft from a generatable candidate period: 201 with the report. */
export async function generateReport(
  db: Db,
  c: Caller,
  regime: Regime,
  shipId: number,
  period: ReportPeriod,
): Promise<ReportDto> {
  if (!mayRead(c.user, regime)) throw forbidden();
  const ship = await requireShip(db, c.user, shipId);
  const role = reportActorOf(c.user.roleCode);
  if (!mayPress(c.user, regime, 'generate') || !EVENT_ROLES.generate.includes(role)) throw forbidden();
  const year = new Date(period.start).getUTCFullYear();
  const candidates = await candidatesOf(db, regime, shipId, year, c.lang);
  const cand = candidates.find((p) => p.start === period.start && p.end === period.end);
  if (!cand) throw reportError(409, 'report.period_unknown', c.lang);
  if (cand.status === 'generated')
    throw reportError(409, 'report.exists', c.lang, { reportId: cand.reportId ?? '' });
  if (cand.status === 'blocked')
    throw reportError(
      409,
      'report.period_blocked',
      c.lang,
      { reasons: cand.reasons.map((r) => r.code).join(', ') },
      { reasons: cand.reasons },
    );
  const id = await db.transaction((tx) =>
    createDraft(tx, {
      regime,
      shipId,
      period,
      year,
      reportVersion: 1,
      referenceCode: `${regime}:${ship.imo ?? ship.id}:${period.start.slice(0, 10)}:${period.end.slice(0, 10)}`,
      supersedesId: null,
      corrections: [],
      flag: cand.flag ?? null,
      companyName: cand.companyName ?? null,
      actor: actorOf(c.user),
      at: c.at,
      event: 'generate',
      comment: null,
      lang: c.lang,
    }),
  );
  return reportDto(db, c, await requireReport(db, c, id));
}

/** Inserts a draft with freshly generated figures and its history row (candidate → draft). */
async function createDraft(
  tx: Db,
  r: {
    regime: Regime;
    shipId: number;
    period: ReportPeriod;
    year: number;
    reportVersion: number;
    referenceCode: string;
    supersedesId: number | null;
    corrections: Correction[];
    flag: string | null;
    companyName: string | null;
    actor: Actor;
    at: Date;
    event: 'generate' | 'correct';
    comment: string | null;
    lang: Lang;
  },
): Promise<number> {
  const generated = await generatorOf(r.regime, r.lang).generate(tx, r.shipId, r.period);
  const id = await insertReport(tx, { ...r, createdBy: r.actor.userId, generated }, () =>
    reportError(409, 'report.exists', r.lang, { reportId: '' }),
  );
  await recordTransition(tx, {
    entity: 'report',
    entityId: id,
    from: 'candidate',
    event: r.event,
    to: 'draft',
    actor: r.actor.userId,
    role: r.actor.roleCode,
    at: r.at,
    comment: r.comment,
  });
  return id;
}

/** Generates every generatable period of one ship-year for one or several regimes (the fleet job); answers how many. */
export async function generateFleetReports(
  db: Db,
  regime: Regime | readonly Regime[],
  shipId: number,
  year: number,
  actor: Actor,
  at: Date,
  lang: Lang,
) {
  const regimes = typeof regime === 'string' ? [regime] : regime;
  // No ledger write happens in this transaction: the candidates and the figures of every period
  // and regime share their reads (the ship, its flag/DOC log, the EU figures, fingerprints).
  const ship = await db.transaction((tx) =>
    sharingReads(tx, async () => {
      let n = 0;
      for (const regime of regimes) {
        const candidates = await candidatesOf(tx, regime, shipId, year, lang);
        for (const cand of candidates) {
          if (cand.status !== 'generatable') continue;
          await createDraft(tx, {
            regime,
            shipId,
            period: { start: cand.start, end: cand.end },
            year,
            reportVersion: 1,
            referenceCode: `${regime}:${shipId}:${cand.start.slice(0, 10)}:${cand.end.slice(0, 10)}`,
            supersedesId: null,
            corrections: [],
            flag: cand.flag ?? null,
            companyName: cand.companyName ?? null,
            actor,
            at,
            event: 'generate',
            comment: null,
            lang,
          });
          n++;
        }
      }
      return n;
    }),
  );
  return ship;
}

// ---- events ----------------------------------------------------------------------------------

/**
 * Runs one event through the lifecycle chart on the stored report: 403 when the user's
 * functions or role may not send it, 409 `illegal_transition` when the state does not admit it,
 * 409 `conflict` for a stale version. Side effects of an event happen in the same transaction.
 */
export async function reportEvent(
  db: Db,
  c: Caller,
  id: number,
  e: { type: ReportEventType; comment?: string; version: number },
  extra: { corrections?: Correction[] } = {},
): Promise<ReportDto> {
  const row = await requireReport(db, c, id);
  const gen = generatorOf(row.regime, c.lang);
  // A missing button is a role the chart admits nowhere: 403 where the state admits the event.
  const role = mayPress(c.user, row.regime, e.type) ? reportActorOf(c.user.roleCode) : 'none';
  let staleAtLock = false;
  const store: StateStore<ReportRow & { stale: boolean }> = {
    entity: 'report',
    lock: async (tx, rid) => {
      const r = await lockReport(tx, rid);
      if (!r) return undefined;
      const stale =
        r.status === 'draft' && (await gen.fingerprint(tx, r.shipId, periodOf(r))) !== r.fingerprint;
      staleAtLock = stale;
      return { ...r, stale };
    },
    stateOf: (r) => stateValue(r, r.stale, c.at),
    contextOf: (r) => ({ regime: r.regime, deadline: deadlineOf(r.regime, r.year) }),
    versionOf: (r) => r.version,
    textOf: (v) => statusOfValue(v),
    write: (tx, rid, to, at) => writeReportStatus(tx, rid, statusOfValue(to) as ReportStatus, at),
  };
  const comment = e.comment?.trim() || undefined;
  try {
    await db.transaction(async (tx) => {
      await applyTransition(
        tx,
        reportLifecycleMachine,
        store,
        {
          id,
          event: { type: e.type, role, comment } as { type: string; comment?: string },
          unrestricted: { type: e.type, role: 'admin', comment } as never,
          actor: actorOf(c.user),
          at: c.at,
          lang: c.lang,
          version: e.version,
        },
        {
          beforeWrite: async (t, r) => {
            if (e.type === 'lock') {
              const open = await unlockedVoyages(t, r.shipId, periodOf(r));
              if (open.length)
                throw reportError(
                  409,
                  'report.voyages_unlocked',
                  c.lang,
                  { voyages: open.map((v) => v.voyageNo).join(', ') },
                  { voyages: open },
                );
            }
            if (e.type === 'regenerate')
              await insertFigureSet(t, id, await gen.generate(t, r.shipId, periodOf(r)), c.user.userId, c.at);
            if (e.type === 'saveCorrections') {
              const totals = new Map(r.totals.map((x) => [x.key, x.value]));
              const lines = extra.corrections ?? [];
              for (const line of lines)
                if (!totals.has(line.key))
                  throw reportError(409, 'report.correction_key', c.lang, { key: line.key });
              // The value is the frozen total, never the client's copy of it.
              const stored = lines.map((l) => ({ ...l, value: totals.get(l.key) ?? null }));
              await writeCorrections(t, id, stored, c.at);
            }
          },
        },
      );
      if (e.type === 'correct') {
        await createDraft(tx, {
          regime: row.regime,
          shipId: row.shipId,
          period: periodOf(row),
          year: row.year,
          reportVersion: row.reportVersion + 1,
          referenceCode: row.referenceCode,
          supersedesId: id,
          corrections: row.corrections,
          flag: row.flag,
          companyName: row.companyName,
          actor: actorOf(c.user),
          at: c.at,
          event: 'correct',
          comment: comment ?? null,
          lang: c.lang,
        });
      }
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'illegal_transition' && e.type === 'lock' && staleAtLock)
      throw reportError(409, 'report.stale_lock', c.lang);
    throw err;
  }
  return reportDto(db, c, await requireReport(db, c, id));
}

/** Draft-only edits answer 409 `report.not_draft` on a locked or later report (it never changes). */
export async function saveReportCorrections(
  db: Db,
  c: Caller,
  id: number,
  corrections: Correction[],
  version: number,
) {
  await requireDraft(db, c, id);
  return reportEvent(db, c, id, { type: 'saveCorrections', version }, { corrections });
}

export async function regenerateReport(db: Db, c: Caller, id: number, version: number) {
  await requireDraft(db, c, id);
  const before = await requireReport(db, c, id);
  const after = await reportEvent(db, c, id, { type: 'regenerate', version });
  return { report: after, diff: diffTotals(before.totals, after.totals) };
}

async function requireDraft(db: Db, c: Caller, id: number) {
  const row = await requireReport(db, c, id);
  // Checked before the role: a locked or later report is closed to every role (409).
  if (row.status !== 'draft') throw reportError(409, 'report.not_draft', c.lang);
}

// ---- reads -----------------------------------------------------------------------------------

function stateValue(r: { status: ReportStatus; regime: Regime; year: number }, stale: boolean, at: Date) {
  return {
    lifecycle: lifecycleValueOf(r.status, stale),
    deadline: deadlineStateAt(deadlineOf(r.regime, r.year), at.getTime(), isReported(r.status)),
  };
}

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
  const deadline = deadlineOf(row.regime, row.year);
  const snapshot = reportLifecycleMachine.resolveState({
    value,
    context: { regime: row.regime, deadline },
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
    deadline,
    deadlineState: value.deadline,
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

function readableRegimes(user: AuthUser): Regime[] {
  return (Object.keys(REGIME_PAGE) as Regime[]).filter((r) => mayRead(user, r));
}

function listItem(r: Awaited<ReturnType<typeof listReports>>['items'][number], at: Date): ReportListItem {
  const regime = r.regime as Regime;
  const status = r.status as ReportStatus;
  const deadline = deadlineOf(regime, r.year);
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
    deadline,
    deadlineState: deadlineStateAt(deadline, at.getTime(), isReported(status)),
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
    const deadline = deadlineOf(r.regime, year);
    return {
      shipId: r.ship_id,
      shipName: r.ship_name,
      imo: r.imo,
      year,
      regime: r.regime,
      reportId: r.report_id,
      status,
      deadline,
      deadlineState: deadlineStateAt(deadline, c.at.getTime(), isReported(status)),
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

/** The frozen report as an export reads it. */
export function storedReport(row: ReportRow): StoredReport {
  return {
    id: row.id,
    regime: row.regime,
    shipId: row.shipId,
    period: periodOf(row),
    year: row.year,
    status: row.status,
    reportVersion: row.reportVersion,
    figures: row.figures,
    totals: row.totals,
    corrections: row.corrections,
    paramVersion: row.paramVersion,
    fingerprint: row.fingerprint,
    referenceCode: row.referenceCode,
  };
}

export async function exportReport(db: Db, c: Caller, id: number, format: string, lang: Lang) {
  const row = await requireReport(db, c, id);
  if (!c.user.isAdmin && !c.user.perms.has(`${REGIME_PAGE[row.regime]}:export`)) throw forbidden();
  const run = generatorOf(row.regime, c.lang).exports[format];
  if (!run) throw reportError(404, 'report.export_unknown', c.lang, { format });
  const euParts = row.regime === 'euMrv' ? euPartsDto(row.id, await euPartsOf(db, row.id)) : undefined;
  return run({ ...storedReport(row), attachments: await attachmentsOf(db, row.id), euParts }, lang);
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
