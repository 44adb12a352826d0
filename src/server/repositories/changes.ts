import { and, asc, desc, eq, lte, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { companies, flagDocChanges, ships } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { shipScope, type ShipScopeUser } from '../scope/ships.js';
import { guardWrite } from './kit/errors.js';
import { updateVersioned } from './kit/versioned.js';

export type ChangeRow = typeof flagDocChanges.$inferSelect;
type Kind = 'flag' | 'doc';
type ChangeValues = Pick<
  ChangeRow,
  'shipId' | 'changeType' | 'effectiveDate' | 'oldFlagCode' | 'newFlagCode' | 'oldCompanyId' | 'newCompanyId'
>;

const oldCo = alias(companies, 'old_company');
const newCo = alias(companies, 'new_company');

/** Changes joined with the ship and company names; always inside the caller's ship scope. */
const withNames = (db: Db, user: ShipScopeUser) =>
  db
    .select({
      change: flagDocChanges,
      shipNameEn: ships.nameEn,
      shipNameZh: ships.nameZh,
      imo: ships.imo,
      oldCompanyEn: oldCo.nameEn,
      oldCompanyZh: oldCo.nameZh,
      newCompanyEn: newCo.nameEn,
      newCompanyZh: newCo.nameZh,
    })
    .from(flagDocChanges)
    .innerJoin(ships, and(eq(ships.id, flagDocChanges.shipId), shipScope(user)))
    .leftJoin(oldCo, eq(oldCo.id, flagDocChanges.oldCompanyId))
    .leftJoin(newCo, eq(newCo.id, flagDocChanges.newCompanyId))
    .$dynamic();
type Joined = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** One flat object per change: its columns beside the names. */
const dto = ({ change, ...names }: Joined) => ({ ...change, ...names });
export type ChangeDto = ReturnType<typeof dto>;

/** A ship's changes, newest first. */
export const shipChanges = async (db: Db, user: ShipScopeUser, shipId: number) =>
  (
    await withNames(db, user)
      .where(eq(flagDocChanges.shipId, shipId))
      .orderBy(desc(flagDocChanges.effectiveDate))
  ).map(dto);

export async function findChange(db: Db, user: ShipScopeUser, id: number): Promise<ChangeDto> {
  const [row] = await withNames(db, user).where(eq(flagDocChanges.id, id));
  if (!row) throw notFound();
  return dto(row);
}

/** Every change of a ship (for values in force at an instant and the period split). */
export const shipHistory = (db: Db, shipId: number): Promise<ChangeRow[]> =>
  db.select().from(flagDocChanges).where(eq(flagDocChanges.shipId, shipId));

/**
 * Sets the ship's flag and DOC holder to the latest change in effect at `now` and marks those
 * changes applied. `revert` gives the value to fall back to when the change that set the current
 * value was just deleted and no earlier one remains.
 */
async function recomputeShip(
  tx: Db,
  shipId: number,
  now: Date,
  revert?: { kind: Kind; value: string | number | null },
): Promise<void> {
  const rows = await tx
    .select()
    .from(flagDocChanges)
    .where(and(eq(flagDocChanges.shipId, shipId), lte(flagDocChanges.effectiveDate, now)))
    .orderBy(asc(flagDocChanges.effectiveDate));
  const latest = (k: Kind) => rows.filter((r) => r.changeType === k).at(-1);
  const set: Partial<typeof ships.$inferInsert> = {};
  const flag = latest('flag');
  const docChange = latest('doc');
  if (flag?.newFlagCode) set.flagCode = flag.newFlagCode;
  else if (revert?.kind === 'flag' && typeof revert.value === 'string') set.flagCode = revert.value;
  if (docChange?.newCompanyId) set.docCompanyId = docChange.newCompanyId;
  else if (revert?.kind === 'doc') set.docCompanyId = revert.value as number | null;
  if (Object.keys(set).length)
    await tx
      .update(ships)
      .set({ ...set, version: sql`${ships.version} + 1`, updatedAt: now })
      .where(eq(ships.id, shipId));
  await tx
    .update(flagDocChanges)
    .set({ applied: true })
    .where(
      and(
        eq(flagDocChanges.shipId, shipId),
        lte(flagDocChanges.effectiveDate, now),
        eq(flagDocChanges.applied, false),
      ),
    );
}

/** When the change that set the ship's value goes away, the value it replaced comes back. */
const revertOf = (c: ChangeRow) =>
  c.applied
    ? {
        kind: c.changeType as Kind,
        value: c.changeType === 'flag' ? c.oldFlagCode : c.oldCompanyId,
      }
    : undefined;

/** Records a change and brings its ship up to date; answers the new id. */
export const createChange = (db: Db, values: ChangeValues, who: string, now: Date) =>
  guardWrite(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(flagDocChanges)
        .values({ ...values, createdBy: who })
        .returning();
      await recomputeShip(tx, values.shipId, now);
      return row.id;
    }),
  );

/** A changed change is applied again from scratch; the value the old one set may come back. */
export const updateChange = (
  db: Db,
  before: ChangeRow,
  version: number,
  values: ChangeValues,
  who: string,
  now: Date,
) =>
  guardWrite(() =>
    db.transaction(async (tx) => {
      await updateVersioned(
        tx,
        flagDocChanges,
        before.id,
        version,
        { ...values, applied: false, updatedBy: who },
        now,
      );
      await recomputeShip(tx, before.shipId, now, revertOf(before));
    }),
  );

export async function deleteChange(db: Db, change: ChangeRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(flagDocChanges).where(eq(flagDocChanges.id, change.id));
    await recomputeShip(tx, change.shipId, now, revertOf(change));
  });
}

/** The earliest effective date of a change not yet applied, or null. */
export async function nextDueChangeAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(flagDocChanges.effectiveDate) })
    .from(flagDocChanges)
    .where(eq(flagDocChanges.applied, false));
  return row?.at ?? null;
}

/**
 * Changes that came into effect since they were recorded (future-dated ones) reach their ships.
 * Returns how many ships were brought up to date.
 */
export async function applyDueChanges(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectDistinct({ shipId: flagDocChanges.shipId })
    .from(flagDocChanges)
    .where(and(eq(flagDocChanges.applied, false), lte(flagDocChanges.effectiveDate, now)));
  for (const { shipId } of due) await db.transaction((tx) => recomputeShip(tx, shipId, now));
  return due.length;
}
