import type { Lang } from '../../../domain/api.js';
import type { Regime, ReportJobDto } from '../../../domain/reports/types.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { outsideRequest } from '../../db/requestTx.js';
import { notFound } from '../../http/errors.js';
import { createJob, findJob, scopedShipIds, updateJob } from '../../repositories/reports/store.js';
import type { ShipScopeUser } from '../../scope/ships.js';
import { generateFleetReports } from './generation.js';

/**
 * Background report generation for a whole fleet (docs/reports.md §7): one job row holds the
 * progress (so any server instance answers `GET /api/reports/jobs/:id`); the work runs in the
 * instance that accepted the job, `CONCURRENCY` ships at a time, each ship in its own transaction so a failure
 * counts that ship as failed and the job goes on. Progress is written every `PROGRESS_EVERY` ships.
 * With `alsoRegimes` each ship's transaction generates every listed regime in one shared-reads
 * scope (docs/reports-eu.md §7); a failure in any of them counts the ship as failed for all.
 */
const PROGRESS_EVERY = 25;
const CONCURRENCY = 4;

/** Jobs running in this process, so tests and the benchmark can wait for the end. */
const running = new Map<number, Promise<void>>();

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
  const id = await createJob(db, {
    kind: 'generateFleet',
    regime: r.regime,
    year: r.year,
    total: shipIds.length,
    by: r.user.userId,
    at: clock.now(),
  });
  const actor = { userId: r.user.userId, roleCode: r.user.roleCode };
  const regimes = [r.regime, ...(r.alsoRegimes ?? [])];
  // Outside the request's transaction, which commits the job row when the answer is sent; the
  // work starts once that row is visible (its progress updates would otherwise find no row).
  const work = outsideRequest(() =>
    runWhenVisible(db, id, async () => {
      let done = 0;
      let failed = 0;
      let next = 0;
      // A few ships at a time: each is its own transaction, so on PostgreSQL they use separate pool
      // connections (on PGlite they simply queue).
      const worker = async () => {
        while (next < shipIds.length) {
          const shipId = shipIds[next++]!;
          try {
            await generateFleetReports(db, regimes, shipId, r.year, actor, clock.now(), r.lang);
          } catch {
            failed++;
          }
          done++;
          if (done % PROGRESS_EVERY === 0 && done < shipIds.length)
            await updateJob(db, id, { done, failed, at: clock.now() });
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      await updateJob(db, id, { done, failed, status: 'done', at: clock.now() });
    }),
  ).catch(async (err: unknown) => {
    await updateJob(db, id, {
      done: 0,
      failed: 0,
      status: 'failed',
      error: err instanceof Error ? err.message.slice(0, 500) : 'failed',
      at: clock.now(),
    }).catch(() => undefined);
  });
  running.set(id, work);
  void work.finally(() => running.delete(id));
  return id;
}

async function runWhenVisible(db: Db, id: number, run: () => Promise<void>) {
  for (let i = 0; i < 600 && !(await findJob(db, id, null)); i++) await new Promise((r) => setTimeout(r, 50));
  await run();
}

/** Resolves when a job started by this process has ended (immediately for any other). */
export const jobSettled = (id: number) => running.get(id) ?? Promise.resolve();

/** A job's progress; only its starter (or an administrator) may read it, else 404. */
export async function jobOf(
  db: Db,
  id: number,
  user: { userId: number; isAdmin: boolean },
): Promise<ReportJobDto> {
  const row = await findJob(db, id, user.isAdmin ? null : user.userId);
  if (!row) throw notFound();
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as ReportJobDto['status'],
    total: row.total,
    done: row.done,
    failed: row.failed,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}
