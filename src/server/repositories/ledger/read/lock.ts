import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { StateHistoryDto } from '../../../../domain/api.js';
import { SNAPSHOT_TOLERANCE_MS } from '../../../../domain/ledger/index.js';
import { isLocked } from '../../../../machines/workflow/voyageLockMachine.js';
import type { Db } from '../../../db/client.js';
import {
  robSnapshots,
  voyageEpisodes,
  voyageLegs,
  voyageRecords,
  voyages,
} from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { ledgerMessage } from '../../../i18n/lookup.js';
import type { Lang } from '../../../i18n/messages.js';
import { statusStore } from '../../kit/statusStore.js';
import { historyOf } from '../../stateHistory.js';

/**
 * The `status` column of voyages or ROB snapshots as the voyage-lock chart's stored state
 * (src/machines/workflow/voyageLockMachine.ts). Read `for update`, so a lock racing an upload or
 * a second lock of the same row waits for it and sees its outcome.
 */
const lockStore = (entity: 'voyage' | 'snapshot', table: typeof voyages | typeof robSnapshots) =>
  statusStore<string>(entity, table, (status) => status, String);

export const voyageLocks = lockStore('voyage', voyages);
export const snapshotLocks = lockStore('snapshot', robSnapshots);

/** Status and version after a transition, for the answer. */
export async function lockStateOf(db: Db, entity: 'voyage' | 'snapshot', id: number) {
  const table = entity === 'voyage' ? voyages : robSnapshots;
  const [row] = await db
    .select({ id: table.id, status: table.status, version: table.version })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

/** The whole lock history of a voyage or snapshot, newest first, as the History tab shows it. */
export async function lockHistory(
  db: Db,
  entity: 'voyage' | 'snapshot',
  id: number,
): Promise<StateHistoryDto[]> {
  const { items } = await historyOf(db, entity, id, { page: 1, size: 1000 });
  return items.map((h) => ({
    id: h.id,
    fromState: h.from,
    event: h.event,
    toState: h.to,
    actorName: h.actorNameEn ?? h.actorUsername ?? null,
    role: h.role,
    at: h.at.toISOString(),
    comment: h.comment,
  }));
}

/** Far enough ahead to stand for "not ended yet" in a comparison of instants. */
const OPEN_END = new Date(8.64e15);

/**
 * The ship and the ledger time a voyage or snapshot covers: a voyage from its first arrival to its
 * last departure (to the end of time while it is open), a snapshot its instant with the tolerance
 * a period bound allows. Undefined for a missing row or a voyage without records.
 */
export async function ledgerSpanOf(
  db: Db,
  entity: 'voyage' | 'snapshot',
  id: number,
): Promise<{ shipId: number; start: Date; end: Date } | undefined> {
  if (entity === 'voyage') {
    const [v] = await db
      .select({ shipId: voyages.shipId, startAt: voyages.startAt, endAt: voyages.endAt })
      .from(voyages)
      .where(eq(voyages.id, id));
    if (!v?.startAt) return undefined;
    return { shipId: v.shipId, start: v.startAt, end: v.endAt ?? OPEN_END };
  }
  const [s] = await db
    .select({ shipId: robSnapshots.shipId, at: robSnapshots.at })
    .from(robSnapshots)
    .where(eq(robSnapshots.id, id));
  if (!s) return undefined;
  return {
    shipId: s.shipId,
    start: new Date(s.at.getTime() - SNAPSHOT_TOLERANCE_MS),
    end: new Date(s.at.getTime() + SNAPSHOT_TOLERANCE_MS),
  };
}

// The writer's wording, so an upload and a delete refused by the same lock say the same thing.
export const voyageLockedError = (voyageNo: string, lang: Lang) =>
  new AppError(409, 'voyage_locked', ledgerMessage('voyage_locked', lang, { voyageNo }), { voyageNo });

/**
 * Deletes a voyage with its records and episodes in one transaction (original [BUG]: the old
 * system deleted a handover call together with the voyage on either side of it). A handover call
 * survives: one whose departure starts the deleted voyage stays with its arrival voyage and loses
 * the link; one whose arrival voyage is deleted but whose departure starts another voyage moves to
 * that voyage. A locked voyage, or a locked neighbour whose handover call would change, answers 409
 * `voyage_locked`. `recompute` rebuilds the legs of the ship's remaining voyages in the same
 * transaction (the writer's function, so legs are never stale).
 */
export async function deleteVoyage(
  db: Db,
  id: number,
  lang: Lang,
  recompute: (tx: Db, shipId: number, voyageIds: number[]) => Promise<void>,
  /** The caller's further refusal (a closed report over the voyage), run once the row is locked. */
  guard: (tx: Db) => Promise<void> = async () => {},
): Promise<{ shipId: number; movedRecords: number; unlinkedRecords: number; deletedRecords: number }> {
  return db.transaction(async (tx) => {
    const [v] = await tx
      .select({ id: voyages.id, shipId: voyages.shipId, status: voyages.status, voyageNo: voyages.voyageNo })
      .from(voyages)
      .where(eq(voyages.id, id))
      .for('update');
    if (!v) throw new AppError(404, 'not_found');
    if (isLocked(v.status)) throw voyageLockedError(v.voyageNo, lang);
    await guard(tx);
    const handovers = await tx
      .select({
        id: voyageRecords.id,
        voyageId: voyageRecords.voyageId,
        nextVoyageId: voyageRecords.nextVoyageId,
      })
      .from(voyageRecords)
      .where(
        or(
          and(eq(voyageRecords.voyageId, id), sql`${voyageRecords.nextVoyageId} is not null`),
          and(eq(voyageRecords.nextVoyageId, id), ne(voyageRecords.voyageId, id)),
        ),
      );
    const neighbours = [
      ...new Set(
        handovers.map((h) => (h.voyageId === id ? h.nextVoyageId! : h.voyageId!)).filter((n) => n !== id),
      ),
    ];
    if (neighbours.length) {
      const locked = await tx
        .select({ voyageNo: voyages.voyageNo })
        .from(voyages)
        .where(and(inArray(voyages.id, neighbours), eq(voyages.status, 'locked')))
        .for('update');
      if (locked[0]) throw voyageLockedError(locked[0].voyageNo, lang);
    }
    let moved = 0;
    let unlinked = 0;
    for (const h of handovers) {
      if (h.voyageId === id && h.nextVoyageId !== id) {
        await tx
          .update(voyageRecords)
          .set({ voyageId: h.nextVoyageId, nextVoyageId: null, version: sql`${voyageRecords.version} + 1` })
          .where(eq(voyageRecords.id, h.id));
        moved++;
      } else if (h.nextVoyageId === id) {
        await tx
          .update(voyageRecords)
          .set({ nextVoyageId: null, version: sql`${voyageRecords.version} + 1` })
          .where(eq(voyageRecords.id, h.id));
        unlinked++;
      }
    }
    // A record that both arrives in and starts the deleted voyage goes with it.
    await tx.update(voyageRecords).set({ nextVoyageId: null }).where(eq(voyageRecords.nextVoyageId, id));
    const deleted = await tx
      .delete(voyageRecords)
      .where(eq(voyageRecords.voyageId, id))
      .returning({ id: voyageRecords.id });
    await tx.delete(voyageEpisodes).where(eq(voyageEpisodes.voyageId, id));
    await tx.delete(voyageLegs).where(eq(voyageLegs.voyageId, id));
    await tx.delete(voyages).where(eq(voyages.id, id));
    await recompute(tx, v.shipId, neighbours);
    return {
      shipId: v.shipId,
      movedRecords: moved,
      unlinkedRecords: unlinked,
      deletedRecords: deleted.length,
    };
  });
}

/** Deletes an unlocked ROB snapshot (its fuel lines cascade); a locked one answers 409 `snapshot_locked`. */
export async function deleteSnapshot(
  db: Db,
  id: number,
  lang: Lang,
  guard: (tx: Db) => Promise<void> = async () => {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [s] = await tx
      .select({ status: robSnapshots.status, refCode: robSnapshots.refCode })
      .from(robSnapshots)
      .where(eq(robSnapshots.id, id))
      .for('update');
    if (!s) throw new AppError(404, 'not_found');
    if (isLocked(s.status))
      throw new AppError(
        409,
        'snapshot_locked',
        ledgerMessage('snapshot_locked', lang, { refCode: s.refCode }),
        {
          refCode: s.refCode,
        },
      );
    await guard(tx);
    await tx.delete(robSnapshots).where(eq(robSnapshots.id, id));
  });
}
