import { asc, eq, inArray } from 'drizzle-orm';
import type { PlanInput } from '../../../domain/schemas/cii.js';
import type { Db } from '../../db/client.js';
import { ciiActionPlans } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { updateVersioned } from '../kit/versioned.js';

export type ActionPlanRow = typeof ciiActionPlans.$inferSelect;

/** Corrective action plans of a ship, oldest rating year first. */
export const plansOfShip = (db: Db, shipId: number) =>
  db
    .select()
    .from(ciiActionPlans)
    .where(eq(ciiActionPlans.shipId, shipId))
    .orderBy(asc(ciiActionPlans.year), asc(ciiActionPlans.id));

/** Plans of many ships (the fleet view's "plan recorded" column). */
export const plansOfShips = (db: Db, shipIds: number[]) =>
  db
    .select({ shipId: ciiActionPlans.shipId, year: ciiActionPlans.year, status: ciiActionPlans.status })
    .from(ciiActionPlans)
    .where(inArray(ciiActionPlans.shipId, shipIds.length ? shipIds : [-1]));

export async function planById(db: Db, id: number): Promise<ActionPlanRow> {
  const [row] = await db.select().from(ciiActionPlans).where(eq(ciiActionPlans.id, id));
  if (!row) throw notFound();
  return row;
}

const values = (p: PlanInput) => ({
  year: p.year,
  target: p.target,
  targetRating: p.targetRating ?? null,
  status: p.status,
  owner: p.owner,
  dueDate: p.dueDate,
  note: p.note ?? null,
});

export async function insertPlan(db: Db, shipId: number, p: PlanInput, userId: number) {
  const [row] = await db
    .insert(ciiActionPlans)
    .values({ shipId, createdBy: userId, ...values(p) })
    .returning();
  return row!;
}

export const updatePlan = (db: Db, id: number, version: number, p: PlanInput, now: Date) =>
  updateVersioned<ActionPlanRow>(db, ciiActionPlans, id, version, values(p), now);

export async function deletePlan(db: Db, id: number) {
  await db.delete(ciiActionPlans).where(eq(ciiActionPlans.id, id));
}
