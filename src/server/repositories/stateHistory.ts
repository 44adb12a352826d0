import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { stateHistory, users } from '../db/schema/index.js';
import { pageOf } from './kit/list.js';

/** One accepted transition, as `recordTransition` stores it (docs/architecture.md §9). */
export interface TransitionRecord {
  entity: string;
  entityId: number | string;
  from: string;
  event: string;
  to: string;
  /** The acting user's id and the code of the role they were acting in. */
  actor: number;
  role: string;
  at: Date;
  comment?: string | null;
}

/**
 * Writes one history row with the caller's transaction handle, so the row commits or rolls back
 * together with the state change it describes.
 */
export async function recordTransition(tx: Db, r: TransitionRecord): Promise<void> {
  await tx.insert(stateHistory).values({
    entity: r.entity,
    entityId: String(r.entityId),
    fromState: r.from,
    event: r.event,
    toState: r.to,
    actor: r.actor,
    role: r.role,
    at: r.at,
    comment: r.comment?.trim() || null,
    createdAt: r.at,
    updatedAt: r.at,
  });
}

/**
 * The history of one entity, newest first, with the actor's login and names (null once the
 * account is deleted). Newest means last committed: a transition inserts its row while it holds
 * the entity's row lock, so the ids of one entity rise in commit order. `at` is the request's
 * clock, read before that lock; under parallel calls a later commit can carry an earlier `at`,
 * and ordering by it showed "unlocked → locked" twice in a row.
 */
export async function historyOf(
  db: Db,
  entity: string,
  entityId: number | string,
  p: { page: number; size: number },
) {
  const where = and(eq(stateHistory.entity, entity), eq(stateHistory.entityId, String(entityId)));
  return pageOf(db, stateHistory, where, p, (limit, offset) =>
    db
      .select({
        id: stateHistory.id,
        from: stateHistory.fromState,
        event: stateHistory.event,
        to: stateHistory.toState,
        actor: stateHistory.actor,
        actorUsername: users.username,
        actorNameZh: users.nameZh,
        actorNameEn: users.nameEn,
        role: stateHistory.role,
        at: stateHistory.at,
        comment: stateHistory.comment,
      })
      .from(stateHistory)
      .leftJoin(users, eq(users.id, stateHistory.actor))
      .where(where)
      .orderBy(desc(stateHistory.id))
      .limit(limit)
      .offset(offset),
  );
}
