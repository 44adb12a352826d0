import { eq } from 'drizzle-orm';
import { accountStateOf, statusOfAccountState } from '../../machines/workflow/accountStatusMachine.js';
import type { Db } from '../db/client.js';
import { roles, users } from '../db/schema/index.js';
import { statusStore } from './kit/statusStore.js';

/**
 * The status column of users or roles as the account-status chart's stored state. The row is
 * read `for update`, so two freezes of one account serialise and the second sees the first.
 */
const accountStore = (entity: 'user' | 'role', table: typeof users | typeof roles) =>
  statusStore<number>(entity, table, accountStateOf, statusOfAccountState);

export const userAccounts = accountStore('user', users);
export const roleAccounts = accountStore('role', roles);

/** Whether the account exists (its history stays readable only while it does). */
export async function accountExists(db: Db, entity: 'user' | 'role', id: number): Promise<boolean> {
  const table = entity === 'user' ? users : roles;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}
