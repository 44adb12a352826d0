import {
  answerProblem,
  findingProblem,
  recordRefs,
  stateAfter,
  type Answer,
  type NewFinding,
} from '../../../domain/verification/findings.js';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../http/errors.js';
import { verificationError } from '../../i18n/verificationMessages.js';
import { lockReport } from '../../repositories/reports/store.js';
import {
  findingHistory,
  findingsOf,
  insertFinding,
  insertFindingEvent,
  lockFinding,
  updateFinding,
} from '../../repositories/verification/findings.js';
import { periodRecordRefs } from '../../repositories/verification/sample.js';
import { requireReport, type Caller } from '../reports/permissions.js';
import { requireCompany, requireVerifier } from './access.js';

/**
 * Findings and the company's answers (docs/verification.md §2). The verifier records them while
 * the report is in verification; the company answers until the report is closed. Every change is
 * a `report_finding_events` row in the same transaction.
 */
const CLOSED = ['confirmed', 'accepted', 'superseded', 'cancelled'];

export async function recordFinding(db: Db, c: Caller, id: number, f: NewFinding) {
  await requireVerifier(db, c, id);
  return db.transaction(async (tx) => {
    const row = (await lockReport(tx, id))!;
    if (row.status !== 'submitted') throw verificationError(409, 'verification.not_in_verification', c.lang);
    const problem = findingProblem(
      f,
      row.totals.map((t) => t.key),
    );
    if (problem) throw verificationError(400, 'verification.finding_invalid', c.lang, { field: problem });
    // A finding names records of the report's own ledger: the ship's records in its period.
    const codes = [...new Set(recordRefs(f.refs ?? []))];
    const known = await periodRecordRefs(tx, row.shipId, row.periodStart, row.periodEnd, codes);
    const unknown = codes.filter((r) => !known.has(r));
    if (unknown.length > 0)
      throw verificationError(400, 'verification.unknown_refs', c.lang, { refs: unknown.join(', ') });
    const misstatement = f.kind === 'misstatement';
    const findingId = await insertFinding(tx, {
      reportId: id,
      kind: f.kind,
      description: f.description.trim(),
      figureKey: misstatement ? (f.figureKey ?? null) : null,
      amount: misstatement ? (f.amount ?? null) : null,
      // The amount is in the unit of the line it affects, never a unit the client chose.
      unit: misstatement ? (row.totals.find((t) => t.key === f.figureKey)?.unit ?? null) : null,
      rule: f.kind === 'nonConformity' ? (f.rule?.trim() ?? null) : null,
      // Each record once, whatever the client repeated.
      refs: (f.refs ?? []).filter(
        (r, i, all) =>
          r.kind !== 'record' || all.findIndex((x) => x.kind === 'record' && x.ref === r.ref) === i,
      ),
      corrected: misstatement ? Boolean(f.corrected) : false,
      createdBy: c.user.userId,
      at: c.at,
    });
    await insertFindingEvent(tx, {
      findingId,
      event: 'recorded',
      actorId: c.user.userId,
      role: c.user.roleCode,
      comment: null,
      after: { state: 'open', corrected: misstatement ? Boolean(f.corrected) : false },
      at: c.at,
    });
    return findingId;
  });
}

export async function answerFinding(
  db: Db,
  c: Caller,
  id: number,
  findingId: number,
  a: { answer: Answer; reason?: string; corrected: boolean; version: number },
) {
  await requireCompany(db, c, id);
  await db.transaction(async (tx) => {
    const row = (await lockReport(tx, id))!;
    const finding = await lockFinding(tx, id, findingId);
    if (!finding) throw notFound();
    if (CLOSED.includes(row.status)) throw verificationError(409, 'verification.closed', c.lang);
    // Closed on the ship's next report by the verifier: the company's answer no longer applies.
    if (finding.state === 'closed') throw verificationError(409, 'verification.finding_closed', c.lang);
    if (finding.version !== a.version) throw conflict();
    if (answerProblem(a)) throw verificationError(400, 'verification.answer_reason', c.lang);
    const state = stateAfter(a.answer);
    // Only an accepted misstatement can be corrected; a dispute leaves the amount standing.
    const corrected = finding.kind === 'misstatement' && a.answer === 'accept' ? a.corrected : false;
    // The finding keeps a dispute's reason; the history keeps whatever the company wrote with its
    // answer, so a note on an acceptance (how it was corrected) is not dropped.
    const note = a.reason?.trim() || null;
    const reason = a.answer === 'dispute' ? note : null;
    await updateFinding(tx, findingId, { state, corrected, answerReason: reason }, c.at);
    await insertFindingEvent(tx, {
      findingId,
      event: a.answer === 'accept' ? 'accepted' : 'disputed',
      actorId: c.user.userId,
      role: c.user.roleCode,
      comment: note,
      after: { state, corrected },
      at: c.at,
    });
  });
  return findingsOf(db, id);
}

export async function reportFindings(db: Db, c: Caller, id: number) {
  await requireReport(db, c, id);
  return findingsOf(db, id);
}

export async function findingEvents(db: Db, c: Caller, id: number, findingId: number) {
  await requireReport(db, c, id);
  const all = await findingsOf(db, id);
  if (!all.some((f) => f.id === findingId)) throw notFound();
  return findingHistory(db, findingId);
}
