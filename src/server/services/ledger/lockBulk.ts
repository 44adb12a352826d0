import type { SQL } from 'drizzle-orm';
import { isLocked, voyageLockMachine } from '../../../machines/workflow/voyageLockMachine.js';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../i18n/messages.js';
import { voyageLocks } from '../../repositories/ledger/read/lock.js';
import { requireVoyage } from '../../repositories/ledger/read/voyages.js';
import { applyTransition } from '../../workflow/transition.js';

export interface LockBulkResult {
  /** Voyages this call locked, each with its state-history row. */
  locked: number[];
  /** Voyages that were locked already: nothing to do, no history row. */
  alreadyLocked: number[];
}

/**
 * Locks the voyages a report's completeness step names, all or nothing, in one transaction: each
 * voyage is checked in the caller's scope (404 otherwise) and locked through the voyage-lock chart,
 * which writes its state-history row, exactly as one `POST /api/voyages/:id/lock` would. A voyage
 * already locked is left as it is (a second click, or a colleague who locked it meanwhile).
 */
export async function lockVoyagesBulk(
  db: Db,
  scope: SQL,
  actor: { userId: number; roleCode: string },
  input: { voyageIds: number[]; comment?: string },
  at: Date,
  lang: Lang,
): Promise<LockBulkResult> {
  const ids = [...new Set(input.voyageIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const out: LockBulkResult = { locked: [], alreadyLocked: [] };
    // In id order, so two bulk locks over the same voyages take their row locks in the same order.
    for (const id of ids) {
      const v = await requireVoyage(tx, scope, id);
      if (isLocked(v.status)) {
        out.alreadyLocked.push(id);
        continue;
      }
      await applyTransition(tx, voyageLockMachine, voyageLocks, {
        id,
        event: { type: 'lock', comment: input.comment },
        actor,
        at,
        lang,
      });
      out.locked.push(id);
    }
    return out;
  });
}
