import type { Lang } from '../../../domain/api.js';
import type { Regime, ReportJobDto } from '../../../domain/reports/types.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { JobContext } from '../../jobs/engine.js';
import { enqueue } from '../../jobs/engine.js';
import type { QueuePayloads } from '../../jobs/queues.js';
import {
  addJobShips,
  finishJobShip,
  jobShipFailures,
  lockJobShip,
  noteJobShipAttempt,
  requeueFailedShips,
} from '../../repositories/reports/jobShips.js';
import { createJob, findJob, scopedShipIds } from '../../repositories/reports/store.js';
import type { ShipScopeUser } from '../../scope/ships.js';
import { generateFleetReports } from './generation.js';

/**
 * Report generation for a whole fleet (docs/reports.md §7, docs/jobs.md): the job row holds the
 * progress and each ship is one job of the `fleet-report` queue, so any instance may generate any
 * ship, a dead instance's ships are taken over, and `GET /api/reports/jobs/:id` reads the same
 * everywhere. The job row, its ship rows and the queued jobs commit with the request that asked for
 * them. With `alsoRegimes` each ship's transaction generates every listed regime in one
 * shared-reads scope (docs/reports-eu.md §7); a failure in any of them fails the ship for all.
 */
export async function startFleetJob(
  db: Db,
  clock: Clock,
  r: {
    user: ShipScopeUser & { roleCode: string };
    regime: Regime;
    /** Generated for each ship in the same transaction as `regime`, sharing its reads. */
    alsoRegimes?: readonly Regime[];
    year: number;
    lang: Lang;
    /** Ships to work on; default every ship in the user's scope. */
    shipIds?: number[];
  },
): Promise<number> {
  const shipIds = r.shipIds ?? (await scopedShipIds(db, r.user));
  const at = clock.now();
  const id = await createJob(db, {
    kind: 'generateFleet',
    regime: r.regime,
    year: r.year,
    total: shipIds.length,
    by: r.user.userId,
    at,
    params: { regimes: [r.regime, ...(r.alsoRegimes ?? [])], lang: r.lang, roleCode: r.user.roleCode },
  });
  await addJobShips(db, id, shipIds, at);
  await enqueue(
    'fleet-report',
    shipIds.map((shipId) => ({ jobId: id, shipId })),
    { db },
  );
  return id;
}

/**
 * One ship of a fleet job (the `fleet-report` handler). The ship's reports and its `done` commit
 * together, so a ship whose instance died after the commit is skipped when it is taken over. A
 * failure is retried by the engine; the last try's reason stays on the ship for the screen.
 */
export async function runFleetShip(
  db: Db,
  clock: Clock,
  p: QueuePayloads['fleet-report'],
  ctx: Pick<JobContext, 'lastAttempt'>,
): Promise<void> {
  const job = await findJob(db, p.jobId, null);
  if (!job) return; // deleted with its creator's data: nothing left to report to
  const regimes = (job.params.regimes ?? [job.regime]) as Regime[];
  const lang = job.params.lang ?? 'en';
  const actor = { userId: job.createdBy ?? 0, roleCode: job.params.roleCode ?? '' };
  try {
    await db.transaction(async (tx) => {
      const ship = await lockJobShip(tx, p.jobId, p.shipId);
      if (!ship || ship.status !== 'queued') return;
      await generateFleetReports(tx, regimes, p.shipId, job.year, actor, clock.now(), lang);
      await finishJobShip(tx, p.jobId, p.shipId, { status: 'done' }, clock.now());
    });
  } catch (err) {
    const reason = reasonOf(err);
    if (!ctx.lastAttempt) {
      await noteJobShipAttempt(db, p.jobId, p.shipId, reason, clock.now());
      throw err;
    }
    await finishJobShip(db, p.jobId, p.shipId, { status: 'failed', error: reason }, clock.now());
  }
}

/** Sends a job's failed ships to the queue again; answers how many. Only its starter or an administrator. */
export async function retryFleetJob(
  db: Db,
  clock: Clock,
  id: number,
  user: { userId: number; isAdmin: boolean },
): Promise<number> {
  const row = await findJob(db, id, user.isAdmin ? null : user.userId);
  if (!row) throw notFound();
  const shipIds = await requeueFailedShips(db, id, clock.now());
  await enqueue(
    'fleet-report',
    shipIds.map((shipId) => ({ jobId: id, shipId })),
    { db },
  );
  return shipIds.length;
}

/** A job's progress and its failed ships with their reasons; only its starter (or an administrator) may read it, else 404. */
export async function jobOf(
  db: Db,
  id: number,
  user: { userId: number; isAdmin: boolean },
  lang: Lang = 'en',
): Promise<ReportJobDto> {
  const row = await findJob(db, id, user.isAdmin ? null : user.userId);
  if (!row) throw notFound();
  const failures = row.failed ? await jobShipFailures(db, id) : [];
  return {
    id: row.id,
    kind: row.kind,
    regime: row.regime as Regime,
    year: row.year,
    status: row.status as ReportJobDto['status'],
    total: row.total,
    done: row.done,
    failed: row.failed,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
    failures: failures.map((f) => ({
      shipId: f.shipId,
      shipName: (lang === 'zh' ? f.nameZh || f.nameEn : f.nameEn || f.nameZh) ?? String(f.shipId),
      error: f.error ?? '',
      attempts: f.attempts,
    })),
  };
}

/**
 * What the screen shows of a failure: the database's or the generator's own words, never the SQL
 * text a query error is wrapped in.
 */
function reasonOf(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = cause instanceof Error ? cause.message : String(cause);
  return text.slice(0, 500) || 'failed';
}
