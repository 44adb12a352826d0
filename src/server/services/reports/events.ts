import { lockBlockers } from '../../../domain/reports/blockers.js';
import { diffTotals } from '../../../domain/reports/diff.js';
import {
  type Correction,
  type ReportDto,
  type ReportEventType,
  type ReportStatus,
} from '../../../domain/reports/types.js';
import {
  reportActorOf,
  reportLifecycleMachine,
  statusOfValue,
  substateOfValue,
} from '../../../machines/workflow/reportLifecycleMachine.js';
import type { Outcome } from '../../../domain/verification/outcomes.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { reportError } from '../../i18n/reportMessages.js';
import {
  insertFigureSet,
  lockReport,
  unlockedVoyages,
  writeCorrections,
  writeReportStatus,
  type ReportRow,
} from '../../repositories/reports/store.js';
import type { StateStore } from '../../repositories/kit/statusStore.js';
import { applyTransition } from '../../workflow/transition.js';
import { FROZEN_STATUSES } from '../../repositories/cii/ciiShip.js';
import { enqueueShipYears } from '../derived/recompute.js';
import { createDraft, generatorOf } from './generation.js';
import { mayPress } from '../../../domain/reports/buttons.js';
import { actorOf, requireReport, type Caller } from './permissions.js';
import { reportDto } from './reads.js';
import { contextOfRow, periodOf, stateValue } from './reportState.js';
import { afterOpinionEvent, beforeOpinionEvent, type OpinionExtra } from '../verification/opinionHooks.js';

/**
 * The report's events on the server (docs/reports.md): each runs through the lifecycle chart
 * (server/workflow/transition.ts) on the stored report, with its side effects (figures regenerated,
 * corrections saved, the correcting draft) in the same transaction.
 */

const isFrozen = (status: string) => (FROZEN_STATUSES as readonly string[]).includes(status);

/**
 * Runs one event through the lifecycle chart on the stored report: 403 when the user's
 * functions or role may not send it, 409 `illegal_transition` when the state does not admit it,
 * 409 `conflict` for a stale version. Side effects of an event happen in the same transaction.
 */
export async function reportEvent(
  db: Db,
  c: Caller,
  id: number,
  e: { type: ReportEventType; comment?: string; version: number; outcome?: Outcome },
  extra: { corrections?: Correction[]; opinion?: OpinionExtra } = {},
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
    contextOf: contextOfRow,
    versionOf: (r) => r.version,
    textOf: (v) => statusOfValue(v),
    write: (tx, rid, to, at) =>
      writeReportStatus(tx, rid, statusOfValue(to) as ReportStatus, at, substateOfValue(to)),
  };
  const comment = e.comment?.trim() || undefined;
  const outcome = e.outcome;
  try {
    await db.transaction(async (tx) => {
      const { from, to } = await applyTransition(
        tx,
        reportLifecycleMachine,
        store,
        {
          id,
          event: { type: e.type, role, comment, outcome, at: c.at.getTime() } as {
            type: string;
            comment?: string;
          },
          unrestricted: { type: e.type, role: 'admin', comment, outcome, at: c.at.getTime() } as never,
          actor: actorOf(c.user),
          at: c.at,
          lang: c.lang,
          version: e.version,
        },
        {
          beforeWrite: async (t, r, next) => {
            await beforeOpinionEvent(t, r, { type: e.type, outcome, to: statusOfValue(next) }, c.lang);
            if (e.type === 'lock') {
              // The same list the candidate check shows: Lock refuses only for a reason it named.
              const open = await unlockedVoyages(t, r.shipId, periodOf(r));
              const [first] = lockBlockers({ unlockedVoyages: open });
              if (first) throw reportError(409, first.code, c.lang, first.params ?? {}, { voyages: open });
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
      // The CII rating of a DCS period reads the figures of its IMO DCS report once that is Locked
      // or later (cii/periodInput.ts), and the report's status is in the rating's fingerprint: a
      // report entering, leaving or moving within those statuses queues its ship-year.
      await afterOpinionEvent(
        tx,
        row,
        { type: e.type, outcome, from, to, comment: comment ?? null },
        c,
        extra.opinion,
      );
      if (row.regime === 'imoDcs' && (isFrozen(from) || isFrozen(to)))
        await enqueueShipYears(tx, [{ shipId: row.shipId, year: row.year }]);
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
          submittedAt: row.submittedAt,
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
