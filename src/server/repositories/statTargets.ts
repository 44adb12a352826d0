import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { TargetBody } from '../../domain/schemas/statistics.js';
import type { StatTarget, TargetIndicator } from '../../domain/statistics/types.js';
import type { Db } from '../db/client.js';
import { statTargets } from '../db/schema/index.js';
import { conflict, notFound } from '../http/errors.js';
import { requireShip, type ShipScopeUser } from '../scope/ships.js';
import { guardWrite } from './kit/errors.js';
import { requireStatCompany } from './statisticsAnnual.js';

type Subject = 'ship' | 'company';
const column = (s: Subject) => (s === 'ship' ? statTargets.shipId : statTargets.companyId);

/** The ship or company must be one the caller may take statistics of (404 otherwise). */
async function requireSubject(db: Db, user: ShipScopeUser, subject: Subject, id: number): Promise<void> {
  if (subject === 'ship') await requireShip(db, user, id);
  else await requireStatCompany(db, user, id);
}

type Row = typeof statTargets.$inferSelect;
const toDto = (r: Row): StatTarget => ({
  id: r.id,
  subject: r.shipId !== null ? 'ship' : 'company',
  subjectId: (r.shipId ?? r.companyId)!,
  year: r.year,
  indicator: r.indicator as TargetIndicator,
  value: r.value,
  version: r.version,
});

/** Targets of one ship or company in [fromYear, toYear]. */
export async function listTargets(
  db: Db,
  user: ShipScopeUser,
  q: { subject: Subject; subjectId: number; fromYear: number; toYear: number },
): Promise<StatTarget[]> {
  await requireSubject(db, user, q.subject, q.subjectId);
  const rows = await db
    .select()
    .from(statTargets)
    .where(and(eq(column(q.subject), q.subjectId), between(statTargets.year, q.fromYear, q.toYear)))
    .orderBy(asc(statTargets.year), asc(statTargets.indicator));
  return rows.map(toDto);
}

/**
 * Sets a target: inserts it, or updates the one already set for that subject, year and indicator
 * when `version` matches (409 `conflict` when it is stale or missing: someone else set it meanwhile).
 */
export async function setTarget(db: Db, user: ShipScopeUser, b: TargetBody, now: Date): Promise<StatTarget> {
  await requireSubject(db, user, b.subject, b.subjectId);
  const where = and(
    eq(column(b.subject), b.subjectId),
    eq(statTargets.year, b.year),
    eq(statTargets.indicator, b.indicator),
  );
  return db.transaction(async (tx) => {
    const [had] = await tx.select().from(statTargets).where(where).for('update');
    if (had) {
      if (b.version !== had.version) throw conflict();
      const [row] = await tx
        .update(statTargets)
        .set({ value: b.value, version: sql`${statTargets.version} + 1`, updatedAt: now })
        .where(and(eq(statTargets.id, had.id), eq(statTargets.version, b.version)))
        .returning();
      if (!row) throw conflict();
      return toDto(row);
    }
    const [row] = await guardWrite(
      () =>
        tx
          .insert(statTargets)
          .values({
            shipId: b.subject === 'ship' ? b.subjectId : null,
            companyId: b.subject === 'company' ? b.subjectId : null,
            year: b.year,
            indicator: b.indicator,
            value: b.value,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      { unique: conflict },
    );
    return toDto(row);
  });
}

/**
 * Removes a target the caller may see (404 otherwise); `allowed` refuses a caller without the edit
 * right of the target's subject (a ship's or a company's page), checked once the subject is known.
 */
export async function deleteTarget(
  db: Db,
  user: ShipScopeUser,
  id: number,
  allowed: (subject: Subject) => void,
): Promise<void> {
  const [row] = await db.select().from(statTargets).where(eq(statTargets.id, id));
  if (!row) throw notFound();
  const t = toDto(row);
  await requireSubject(db, user, t.subject, t.subjectId);
  allowed(t.subject);
  await db.delete(statTargets).where(eq(statTargets.id, id));
}
