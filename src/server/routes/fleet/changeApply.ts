import type { FastifyRequest } from 'fastify';
import { and, asc, eq, lte, min, sql } from 'drizzle-orm';
import { cachedValue } from '../../cache/readCache.js';
import type { Db } from '../../db/client.js';
import { flagDocChanges, ships } from '../../db/schema/index.js';

export type ChangeRow = typeof flagDocChanges.$inferSelect;
type Kind = 'flag' | 'doc';
const valueOf = (c: ChangeRow, side: 'old' | 'new') =>
  c.changeType === 'flag'
    ? side === 'old'
      ? c.oldFlagCode
      : c.newFlagCode
    : side === 'old'
      ? c.oldCompanyId
      : c.newCompanyId;

/**
 * The flag or DOC holder a ship had at instant `t`: the newest change in effect by then, else the
 * value before the first change, else what the ship record says.
 */
export function valueAt(changes: ChangeRow[], kind: Kind, t: Date, current: string | number | null) {
  const mine = changes
    .filter((c) => c.changeType === kind)
    .sort((a, b) => +a.effectiveDate - +b.effectiveDate);
  const inEffect = mine.filter((c) => c.effectiveDate <= t).at(-1);
  if (inEffect) return valueOf(inEffect, 'new');
  return mine.length ? valueOf(mine[0], 'old') : current;
}

/**
 * Sets the ship's flag and DOC holder to the latest change in effect at `now` and marks those
 * changes applied. `revert` gives the value to fall back to when the change that set the current
 * value was just deleted and no earlier one remains.
 */
export async function recomputeShip(
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

/**
 * `applyDueChanges` for a request, skipped while the earliest unapplied change is still in the
 * future: that instant is read once per reference-data revision (a new or applied change bumps it),
 * so a list call does not pay a query to learn that nothing is due.
 */
export async function applyDueChangesFor(req: FastifyRequest, db: Db, now: Date): Promise<void> {
  const next = await cachedValue(req, '', 'next-due-flag-doc-change', async () => {
    const [row] = await db
      .select({ at: min(flagDocChanges.effectiveDate) })
      .from(flagDocChanges)
      .where(eq(flagDocChanges.applied, false));
    return row?.at ?? null;
  });
  if (next === null || next > now) return;
  // This request has just changed ships after reading the revision with its session: its own
  // reads must go around the cache, or it would answer with the page from before the change.
  if ((await applyDueChanges(db, now)) > 0 && req.user) req.user.cacheRev = undefined;
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

/**
 * The reporting-period split of a year: the change dates inside it, and for each resulting period
 * the flag and DOC holder in force (IMO DCS and EU MRV periods split on these, docs/legacy-system.md §9).
 */
export function periodsOf(
  changes: ChangeRow[],
  year: number,
  ship: { flagCode: string; docCompanyId: number | null },
) {
  const start = new Date(Date.UTC(year, 0, 1));
  const end = new Date(Date.UTC(year + 1, 0, 1));
  const dates = [
    ...new Set(
      changes.filter((c) => c.effectiveDate > start && c.effectiveDate < end).map((c) => +c.effectiveDate),
    ),
  ]
    .sort((a, b) => a - b)
    .map((t) => new Date(t));
  const bounds = [start, ...dates, end];
  const periods = bounds.slice(0, -1).map((from, i) => ({
    start: from.toISOString(),
    end: bounds[i + 1].toISOString(),
    flagCode: valueAt(changes, 'flag', from, ship.flagCode),
    docCompanyId: valueAt(changes, 'doc', from, ship.docCompanyId),
  }));
  return { year, dates: dates.map((d) => d.toISOString()), periods };
}
