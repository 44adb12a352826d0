import type { FastifyRequest } from 'fastify';
import { ReadCache } from '../../cache/readCache.js';
import type { Db } from '../../db/client.js';
import { applyDueChanges, nextDueChangeAt, type ChangeRow } from '../../repositories/changes.js';

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

/** The earliest unapplied change per reference-data revision, per database handle. */
const nextDue = new WeakMap<Db, ReadCache>();

/**
 * `applyDueChanges` for a request, skipped while the earliest unapplied change is still in the
 * future: that instant is read once per reference-data revision (a new or applied change bumps it),
 * so a list call does not pay a query to learn that nothing is due. Kept beside the read cache,
 * not in it, as the role's permission keys are (auth/rolePerms.ts): a fact keyed by the revision,
 * not an answer, so it stays on when `EEOI_READ_CACHE_ENTRIES=0`.
 */
export async function applyDueChangesFor(req: FastifyRequest, db: Db, now: Date): Promise<void> {
  const rev = req.user?.cacheRev;
  let cache = nextDue.get(db);
  if (!cache) nextDue.set(db, (cache = new ReadCache(8)));
  const next = await (rev === undefined
    ? nextDueChangeAt(db)
    : cache.get(String(rev), () => nextDueChangeAt(db)));
  if (next === null || next > now) return;
  // This request has just changed ships after reading the revision with its session: its own
  // reads must go around the cache, or it would answer with the page from before the change.
  if ((await applyDueChanges(db, now)) > 0 && req.user) req.user.cacheRev = undefined;
}
