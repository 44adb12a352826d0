import type { StateValue } from 'xstate';
import type {
  CiiAdjustmentDto,
  CiiHistoryDto,
  CiiProposalsDto,
} from '../../../../domain/cii/adjustmentApi.js';
import { mayPressOn } from '../../../../domain/permissions.js';
import { REPORT_BUTTONS } from '../../../../domain/reports/buttons.js';
import { kindOfType, type CiiAdjustKind } from '../../../../domain/cii/adjustments.js';
import { proposeAdjustments } from '../../../../domain/cii/proposals.js';
import type { CiiAdjustmentBody } from '../../../../domain/schemas/ciiAdjustments.js';
import { deadlineOf } from '../../../../domain/reports/deadline.js';
import type { ReportStatus } from '../../../../domain/reports/types.js';
import {
  lifecycleValueOf,
  reportActorOf,
  reportLifecycleMachine,
  statusOfValue,
  type ReportChartEventType,
} from '../../../../machines/workflow/reportLifecycleMachine.js';
import type { Db } from '../../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../../http/errors.js';
import type { Lang } from '../../../i18n/messages.js';
import {
  adjustmentsOf,
  episodesOf,
  evidenceOf,
  findAdjustment,
  insertAdjustment,
  lockAdjustment,
  recordedEpisodes,
  replaceEvidence,
  updateAdjustment,
  writeAdjustmentStatus,
  type CiiAdjustmentRow,
  type CiiAdjustmentValues,
} from '../../../repositories/cii/adjustments.js';
import type { NewFile } from '../../../repositories/files.js';
import { sqlState, UNIQUE_VIOLATION } from '../../../repositories/kit/errors.js';
import { historyOf, recordTransition } from '../../../repositories/stateHistory.js';
import { requireShip } from '../../../scope/ships.js';
import type { AuthUser } from '../../../types.js';
import { applyTransition } from '../../../workflow/transition.js';
import type { StateStore } from '../../../repositories/kit/statusStore.js';
import { enqueueShipYears } from '../../derived/recompute.js';
import { ciiError } from './messages.js';

/**
 * CII adjustments and corrections on the server (docs/cii-adjustments.md §4): records in draft,
 * approved through the report lifecycle chart (machines/workflow/reportLifecycleMachine.ts) run by
 * server/workflow/transition.ts, so an event the stored state refuses is 409 and every accepted
 * one is a `state_history` row (entity `cii_adjustment`). Edits and evidence only in draft.
 */

export interface Caller {
  user: AuthUser;
  lang: Lang;
  at: Date;
}

export const HISTORY_ENTITY = 'cii_adjustment';

/** The function-tree page of each kind; its buttons gate the events. */
export const KIND_PAGE: Record<CiiAdjustKind, string> = {
  adjustment: 'cii:adjust',
  correction: 'cii:correct',
};

/**
 * The button behind each event on the kind's page (`cii:adjust:submit`, …): the report lifecycle's
 * for lock, submit, return and confirm; an adjustment is written with the page's own add, edit and
 * delete buttons, and is never regenerated or corrected.
 */
const BUTTONS: Record<ReportChartEventType, readonly string[]> = {
  ...REPORT_BUTTONS,
  generate: ['add'],
  saveCorrections: ['add', 'edit'],
  cancel: ['delete', 'edit'],
  regenerate: [],
  correct: [],
};

export const mayRead = (user: AuthUser, kind: CiiAdjustKind) =>
  user.isAdmin || user.perms.has(`${KIND_PAGE[kind]}:list`);

export const mayPress = (user: AuthUser, kind: CiiAdjustKind, type: ReportChartEventType) =>
  mayPressOn(user, KIND_PAGE[kind], BUTTONS[type]);

/** The DCS year as a span [1 Jan, 1 Jan next) UTC; a record counts in the year its begin falls in. */
export const yearSpan = (year: number) => ({
  from: new Date(Date.UTC(year, 0, 1)),
  to: new Date(Date.UTC(year + 1, 0, 1)),
});

/** The stored content, without what depends on the caller. */
export const contentOf = (r: CiiAdjustmentRow): Omit<CiiAdjustmentDto, 'allowedEvents' | 'editable'> => ({
  id: r.id,
  shipId: r.shipId,
  kind: r.kind as CiiAdjustKind,
  type: r.type as CiiAdjustmentDto['type'],
  begin: r.beginAt.toISOString(),
  end: r.endAt.toISOString(),
  voyageNo: r.voyageNo,
  episodeRef: r.episodeRef,
  distanceNm: r.distanceNm,
  fuels: r.fuels,
  iceClass: r.iceClass,
  factor: r.factor,
  remark: r.remark,
  status: r.status as ReportStatus,
  version: r.version,
  evidence:
    r.evidenceName !== null
      ? { name: r.evidenceName, mime: r.evidenceMime ?? '', size: r.evidenceSize ?? 0 }
      : null,
  createdBy: r.createdBy,
  updatedAt: r.updatedAt.toISOString(),
});

const valuesOf = (b: Omit<CiiAdjustmentBody, 'shipId'>): CiiAdjustmentValues => ({
  type: b.type,
  kind: kindOfType(b.type),
  beginAt: new Date(b.begin),
  endAt: new Date(b.end),
  voyageNo: b.voyageNo || null,
  episodeRef: b.episodeRef,
  distanceNm: b.distanceNm,
  fuels: b.fuels,
  iceClass: b.iceClass,
  factor: b.factor,
  remark: b.remark,
});

/** The events a screen may offer on a record, in the order it shows them. */
export const CII_EVENTS = ['lock', 'unlock', 'submit', 'recall', 'confirm', 'return', 'cancel'] as const;

/** A record as one caller sees it: its content plus what the chart lets this caller do next. */
export function dtoOf(user: AuthUser, r: CiiAdjustmentRow): CiiAdjustmentDto {
  const kind = r.kind as CiiAdjustKind;
  const snapshot = reportLifecycleMachine.resolveState({ value: valueOf(r.status), context: contextOf(r) });
  const roleFor = (type: ReportChartEventType) =>
    mayPress(user, kind, type) ? reportActorOf(user.roleCode) : 'none';
  // A placeholder comment: the comment rule is checked when the event is sent, not offered.
  const can = (type: ReportChartEventType) =>
    snapshot.can({ type, role: roleFor(type), comment: '-' } as never);
  return {
    ...contentOf(r),
    allowedEvents: CII_EVENTS.filter(can),
    editable: can('saveCorrections'),
  };
}

/** The chart's full state value for a stored status (the deadline region never blocks anything). */
const valueOf = (status: string): StateValue => ({
  lifecycle: lifecycleValueOf(status as ReportStatus, false),
  deadline: 'onTime',
});
const contextOf = (r: CiiAdjustmentRow) => ({
  regime: 'imoDcs' as const,
  deadline: deadlineOf('imoDcs', r.beginAt.getUTCFullYear()),
});

/** Through drizzle's wrapper, on both drivers (repositories/kit/errors.ts). */
const isUniqueViolation = (e: unknown) => sqlState(e) === UNIQUE_VIOLATION;

/** A record of a ship in the caller's scope, of a kind the caller may read; 404 otherwise. */
export async function requireCiiAdjustment(db: Db, c: Caller, id: number): Promise<CiiAdjustmentRow> {
  const row = await findAdjustment(db, id);
  if (!row || !mayRead(c.user, row.kind as CiiAdjustKind)) throw notFound();
  await requireShip(db, c.user, row.shipId);
  return row;
}

export async function ciiAdjustmentList(
  db: Db,
  c: Caller,
  shipId: number,
  year: number,
  kind: CiiAdjustKind,
): Promise<CiiAdjustmentDto[]> {
  if (!mayRead(c.user, kind)) throw forbidden();
  await requireShip(db, c.user, shipId);
  return (await adjustmentsOf(db, shipId, yearSpan(year), { kind })).map((r) => dtoOf(c.user, r));
}

/** Voyage adjustments proposed from the ledger's ice and rescue episodes of the ship-year. */
export async function ciiAdjustmentProposals(
  db: Db,
  c: Caller,
  shipId: number,
  year: number,
): Promise<CiiProposalsDto> {
  if (!mayRead(c.user, 'adjustment')) throw forbidden();
  const ship = await requireShip(db, c.user, shipId);
  const span = yearSpan(year);
  const period = { start: span.from.toISOString(), end: span.to.toISOString() };
  const [episodes, recorded] = await Promise.all([
    episodesOf(db, shipId, span),
    recordedEpisodes(db, shipId),
  ]);
  const iceClass = ship.iceClass ?? null;
  return { period, iceClass, proposals: proposeAdjustments(episodes, { period, iceClass, recorded }) };
}

export async function createCiiAdjustment(
  db: Db,
  c: Caller,
  body: CiiAdjustmentBody,
): Promise<CiiAdjustmentDto> {
  const kind = kindOfType(body.type);
  if (!mayRead(c.user, kind)) throw forbidden();
  await requireShip(db, c.user, body.shipId);
  if (!mayPress(c.user, kind, 'generate')) throw forbidden();
  const id = await db
    .transaction(async (tx) => {
      const newId = await insertAdjustment(tx, body.shipId, valuesOf(body), c.user.userId, c.at);
      await recordTransition(tx, {
        entity: HISTORY_ENTITY,
        entityId: newId,
        from: 'candidate',
        event: 'generate',
        to: 'draft',
        actor: c.user.userId,
        role: c.user.roleCode,
        at: c.at,
      });
      return newId;
    })
    .catch((e: unknown) => {
      if (isUniqueViolation(e)) throw ciiError(409, 'cii.episode_recorded', c.lang);
      throw e;
    });
  return dtoOf(c.user, (await findAdjustment(db, id))!);
}

/** Saves a draft's content; the type keeps its kind (an adjustment never becomes a correction). */
export async function updateCiiAdjustment(
  db: Db,
  c: Caller,
  id: number,
  body: Omit<CiiAdjustmentBody, 'shipId'> & { version: number },
): Promise<CiiAdjustmentDto> {
  const before = await requireCiiAdjustment(db, c, id);
  if (kindOfType(body.type) !== before.kind)
    throw new AppError(400, 'validation_failed', undefined, { type: 'msg.choice' });
  await db
    .transaction(async (tx) => {
      const row = await editableCiiAdjustment(c, tx, id);
      if (row.version !== body.version) throw conflict();
      await updateAdjustment(tx, id, valuesOf(body), c.at);
    })
    .catch((e: unknown) => {
      if (isUniqueViolation(e)) throw ciiError(409, 'cii.episode_recorded', c.lang);
      throw e;
    });
  return dtoOf(c.user, (await findAdjustment(db, id))!);
}

/** One lifecycle event through the chart; 409 when the state refuses it, 403 for the role. */
export async function ciiAdjustmentEvent(
  db: Db,
  c: Caller,
  id: number,
  e: { type: string; comment?: string; version: number },
): Promise<CiiAdjustmentDto> {
  const row = await requireCiiAdjustment(db, c, id);
  const kind = row.kind as CiiAdjustKind;
  const type = e.type as ReportChartEventType;
  const role = mayPress(c.user, kind, type) ? reportActorOf(c.user.roleCode) : 'none';
  let locked: CiiAdjustmentRow | undefined;
  const store: StateStore<CiiAdjustmentRow> = {
    entity: HISTORY_ENTITY,
    lock: async (tx, rid) => (locked = await lockAdjustment(tx, rid)),
    stateOf: (r) => valueOf(r.status),
    contextOf,
    versionOf: (r) => r.version,
    textOf: (v) => statusOfValue(v),
    write: (tx, rid, to, at) => writeAdjustmentStatus(tx, rid, statusOfValue(to), at),
  };
  const comment = e.comment?.trim() || undefined;
  await db.transaction(async (tx) => {
    const { from, to } = await applyTransition(
      tx,
      reportLifecycleMachine,
      store,
      {
        id,
        event: { type, role, comment } as { type: string; comment?: string },
        unrestricted: { type, role: 'admin', comment } as never,
        actor: { userId: c.user.userId, roleCode: c.user.roleCode },
        at: c.at,
        lang: c.lang,
        version: e.version,
      },
      {
        beforeWrite: async (_tx, r) => {
          // Locking (the step before submitting; evidence changes only in draft) needs the evidence:
          // G5 terms are verified, and a record without its document leaves the verifier nothing to check.
          if (type === 'lock' && r.evidenceFileId === null)
            throw ciiError(409, 'cii.evidence_missing', c.lang);
        },
      },
    );
    // Only confirmed records are G5 terms of the stored ratings (adjusted.ts): a record that becomes
    // or stops being confirmed moves the ratings of the year it begins in. Its content is settled
    // by then (edits only in draft), so the locked row's begin is the one that counts.
    if (locked && (from === 'confirmed' || to === 'confirmed'))
      await enqueueShipYears(tx, [{ shipId: locked.shipId, year: locked.beginAt.getUTCFullYear() }]);
  });
  return dtoOf(c.user, (await findAdjustment(db, id))!);
}

export async function ciiAdjustmentHistory(db: Db, c: Caller, id: number): Promise<CiiHistoryDto[]> {
  await requireCiiAdjustment(db, c, id);
  const { items } = await historyOf(db, HISTORY_ENTITY, id, { page: 1, size: 1000 });
  return items.map((h) => ({
    id: h.id,
    from: h.from,
    event: h.event,
    to: h.to,
    actorUsername: h.actorUsername,
    role: h.role,
    at: h.at.toISOString(),
    comment: h.comment,
  }));
}

export async function setCiiAdjustmentEvidence(
  db: Db,
  c: Caller,
  id: number,
  file: Omit<NewFile, 'ownerUserId' | 'kind'>,
): Promise<CiiAdjustmentDto> {
  await requireCiiAdjustment(db, c, id);
  await db.transaction(async (tx) => {
    await editableCiiAdjustment(c, tx, id);
    await replaceEvidence(tx, id, { ...file, ownerUserId: c.user.userId, kind: 'cii_evidence' }, c.at);
  });
  return dtoOf(c.user, (await findAdjustment(db, id))!);
}

export async function ciiAdjustmentEvidence(db: Db, c: Caller, id: number) {
  await requireCiiAdjustment(db, c, id);
  const e = await evidenceOf(db, id);
  if (!e) throw notFound();
  return e;
}

/**
 * The record (found in scope before the transaction: PGlite has one connection) locked for the
 * write, whose state admits an edit (else 409 `cii.not_draft`, whatever the role) and whose
 * kind's buttons and the caller's role admit one (else 403), as report attachments do.
 */
async function editableCiiAdjustment(c: Caller, tx: Db, id: number): Promise<CiiAdjustmentRow> {
  const row = await lockAdjustment(tx, id);
  if (!row) throw notFound();
  const snapshot = reportLifecycleMachine.resolveState({
    value: valueOf(row.status),
    context: contextOf(row),
  });
  const edit = (role: ReturnType<typeof reportActorOf>) => snapshot.can({ type: 'saveCorrections', role });
  if (!edit('admin')) throw ciiError(409, 'cii.not_draft', c.lang);
  if (
    !mayPress(c.user, row.kind as CiiAdjustKind, 'saveCorrections') ||
    !edit(reportActorOf(c.user.roleCode))
  )
    throw forbidden();
  return row;
}
