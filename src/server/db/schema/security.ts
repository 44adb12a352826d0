import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns.js';

/**
 * Failed logins per (typed account, client address) pair (auth/throttle.ts). Keyed by the pair so
 * that failures from elsewhere never slow the owner down on their own address; the account is the
 * typed name, existing or not, so the table says nothing about which accounts exist.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    /** The next attempt of this pair is refused (429) before this time: the progressive delay. */
    nextAt: tstz('next_at').notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [primaryKey({ columns: [t.account, t.ip] }), index('login_throttle_updated_idx').on(t.updatedAt)],
);
