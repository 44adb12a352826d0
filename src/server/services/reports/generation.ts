import type { Lang } from '../../../domain/api.js';
import { lockBlockers } from '../../../domain/reports/blockers.js';
import type {
  CandidatePeriod,
  Correction,
  Regime,
  ReportDto,
  ReportPeriod,
} from '../../../domain/reports/types.js';
import { EVENT_ROLES, reportActorOf } from '../../../machines/workflow/reportLifecycleMachine.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import { reportError } from '../../i18n/reportMessages.js';
import { insertReport, liveReportsOf, unlockedVoyages } from '../../repositories/reports/store.js';
import { recordTransition } from '../../repositories/stateHistory.js';
import { requireShip } from '../../scope/ships.js';
import type { ReportGenerator } from './generator.js';
import { sharingReads } from './generators/sharedReads.js';
import { mayPress, mayRead } from '../../../domain/reports/buttons.js';
import { actorOf, requireReport, type Actor, type Caller } from './permissions.js';
import { reportDto } from './reads.js';
import { REPORT_GENERATORS } from './registry.js';

/**
 * Report generation (docs/reports.md): the candidate periods of a ship-year, a draft generated from
 * one of them, every generatable period of the fleet, and the draft a correction starts.
 */

/** The regime's generator; 409 for a regime no generator covers. */
export function generatorOf(regime: Regime, lang: Lang): ReportGenerator {
  const g = REPORT_GENERATORS[regime];
  if (!g) throw reportError(409, 'report.regime_not_supported', lang, { regime });
  return g;
}

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

/** The candidate periods with their live reports and what Lock would refuse for (no permission check). */
export async function candidatesOf(db: Db, regime: Regime, shipId: number, year: number, lang: Lang) {
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
  // What Lock would refuse for, named now so the completeness step can show it (and lock it).
  for (const p of out) {
    const open = await unlockedVoyages(db, shipId, p);
    p.unlockedVoyages = open;
    p.blockers = lockBlockers({ unlockedVoyages: open });
  }
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
export async function createDraft(
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
    submittedAt?: Date | null;
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
