import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reportJobs, reportJobShips, ships } from '../../db/schema/index.js';

/**
 * The ships of a fleet job (docs/jobs.md): one row per ship, turned `done` in the transaction that
 * stores the ship's reports, and the job's counters moved in the same statement, so progress reads
 * the same from every instance and a ship is never counted twice.
 */
export async function addJobShips(db: Db, jobId: number, shipIds: number[], at: Date) {
  if (!shipIds.length) return;
  await db
    .insert(reportJobShips)
    .values(shipIds.map((shipId) => ({ jobId, shipId, createdAt: at, updatedAt: at })));
}

/** The ship's row, locked until the end of the transaction (one worker per ship at a time). */
export async function lockJobShip(db: Db, jobId: number, shipId: number) {
  const [row] = await db
    .select()
    .from(reportJobShips)
    .where(and(eq(reportJobShips.jobId, jobId), eq(reportJobShips.shipId, shipId)))
    .for('update');
  return row;
}

/**
 * The ship is finished (`done`, or `failed` with its reason): its row and the job's counters move
 * together; the job is done when its last ship is.
 */
export async function finishJobShip(
  db: Db,
  jobId: number,
  shipId: number,
  outcome: { status: 'done' } | { status: 'failed'; error: string },
  at: Date,
) {
  const failed = outcome.status === 'failed';
  const moved = await db
    .update(reportJobShips)
    .set({
      status: outcome.status,
      error: failed ? outcome.error : null,
      attempts: sql`${reportJobShips.attempts} + 1`,
      updatedAt: at,
    })
    .where(
      and(
        eq(reportJobShips.jobId, jobId),
        eq(reportJobShips.shipId, shipId),
        eq(reportJobShips.status, 'queued'),
      ),
    )
    .returning({ shipId: reportJobShips.shipId });
  if (!moved.length) return;
  await db
    .update(reportJobs)
    .set({
      done: sql`${reportJobs.done} + 1`,
      failed: failed ? sql`${reportJobs.failed} + 1` : reportJobs.failed,
      status: sql`case when ${reportJobs.done} + 1 >= ${reportJobs.total} then 'done' else 'running' end`,
      finishedAt: sql`case when ${reportJobs.done} + 1 >= ${reportJobs.total} then ${at}::timestamptz else null end`,
      updatedAt: at,
    })
    .where(eq(reportJobs.id, jobId));
}

/** A try that will be retried: its reason is kept, the ship stays queued. */
export async function noteJobShipAttempt(db: Db, jobId: number, shipId: number, error: string, at: Date) {
  await db
    .update(reportJobShips)
    .set({ attempts: sql`${reportJobShips.attempts} + 1`, error, updatedAt: at })
    .where(
      and(
        eq(reportJobShips.jobId, jobId),
        eq(reportJobShips.shipId, shipId),
        eq(reportJobShips.status, 'queued'),
      ),
    );
}

/** The failed ships of a job with their names and reasons, in ship order. */
export async function jobShipFailures(db: Db, jobId: number) {
  return db
    .select({
      shipId: reportJobShips.shipId,
      nameEn: ships.nameEn,
      nameZh: ships.nameZh,
      error: reportJobShips.error,
      attempts: reportJobShips.attempts,
    })
    .from(reportJobShips)
    .innerJoin(ships, eq(ships.id, reportJobShips.shipId))
    .where(and(eq(reportJobShips.jobId, jobId), eq(reportJobShips.status, 'failed')))
    .orderBy(asc(reportJobShips.shipId));
}

/**
 * Puts a job's failed ships back in the queue state and takes them out of the counters; returns
 * their ids (none when nothing had failed).
 */
export async function requeueFailedShips(db: Db, jobId: number, at: Date): Promise<number[]> {
  const rows = await db
    .update(reportJobShips)
    .set({ status: 'queued', attempts: 0, updatedAt: at })
    .where(and(eq(reportJobShips.jobId, jobId), eq(reportJobShips.status, 'failed')))
    .returning({ shipId: reportJobShips.shipId });
  if (!rows.length) return [];
  await db
    .update(reportJobs)
    .set({
      done: sql`${reportJobs.done} - ${rows.length}`,
      failed: sql`${reportJobs.failed} - ${rows.length}`,
      status: 'running',
      finishedAt: null,
      updatedAt: at,
    })
    .where(eq(reportJobs.id, jobId));
  return rows.map((r) => r.shipId).sort((a, b) => a - b);
}
