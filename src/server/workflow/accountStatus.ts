import {
  accountEventFor,
  accountStateOf,
  accountStatusMachine,
} from '../../machines/workflow/accountStatusMachine.js';
import type { Db } from '../db/client.js';
import type { Lang } from '../i18n/messages.js';
import { roleAccounts, userAccounts } from '../repositories/accountStatus.js';
import { recordTransition } from '../repositories/stateHistory.js';
import { runTransition } from './transition.js';

export type AccountEntity = 'user' | 'role';
type Actor = { userId: number; roleCode: string };

/**
 * Freeze (`status` 0) or enable (1) a user or role account through the account-status chart:
 * 409 `illegal_transition` when it already has that status, 409 `conflict` for a stale version,
 * else the new status and its history row in one transaction.
 */
export function setAccountStatus(
  db: Db,
  entity: AccountEntity,
  r: { id: number; status: number; version: number; comment?: string; actor: Actor; at: Date; lang: Lang },
) {
  return runTransition(db, accountStatusMachine, entity === 'user' ? userAccounts : roleAccounts, {
    id: r.id,
    event: accountEventFor(r.status, r.comment),
    actor: r.actor,
    at: r.at,
    lang: r.lang,
    version: r.version,
  });
}

/**
 * The edit dialogs also carry the status: a save that changes it is the same freeze or enable,
 * so it leaves the same history row (in the save's transaction). A save that keeps it leaves none.
 */
export async function recordStatusEdit(
  tx: Db,
  entity: AccountEntity,
  r: { id: number; before: number; after: number; actor: Actor; at: Date },
) {
  if (r.before === r.after) return;
  await recordTransition(tx, {
    entity,
    entityId: r.id,
    from: accountStateOf(r.before),
    event: accountEventFor(r.after).type,
    to: accountStateOf(r.after),
    actor: r.actor.userId,
    role: r.actor.roleCode,
    at: r.at,
  });
}
