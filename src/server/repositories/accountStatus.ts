import { eq, sql } from 'drizzle-orm';
import { accountStateOf, statusOfAccountState } from '../../machines/workflow/accountStatusMachine.js';
import type { Db } from '../db/client.js';
import { roles, users } from '../db/schema/index.js';
import type { StateStore } from '../workflow/transition.js';

type Account = { status: number; version: number };

/**
 * The status column of users or roles as the account-status chart's stored state. The row is
 * read `for update`, so two freezes of one account serialise and the second sees the first.
 */
function accountStore(entity: 'user' | 'role', table: typeof users | typeof roles): StateStore<Account> {
  return {
    entity,
    lock: async (tx, id) => {
      const [row] = await tx
        .select({ status: table.status, version: table.version })
        .from(table)
        .where(eq(table.id, id))
        .for('update');
      return row;
    },
    stateOf: (row) => accountStateOf(row.status),
    versionOf: (row) => row.version,
    write: async (tx, id, to, at) => {
      await tx
        .update(table)
        .set({ status: statusOfAccountState(to), version: sql`${table.version} + 1`, updatedAt: at })
        .where(eq(table.id, id));
    },
  };
}

export const userAccounts = accountStore('user', users);
export const roleAccounts = accountStore('role', roles);

/** Whether the account exists (its history stays readable only while it does). */
export async function accountExists(db: Db, entity: 'user' | 'role', id: number): Promise<boolean> {
  const table = entity === 'user' ? users : roles;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}
