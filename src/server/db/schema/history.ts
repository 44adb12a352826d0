import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns.js';
import { users } from './core.js';

/**
 * Every accepted workflow transition (docs/architecture.md §9): which entity moved from which state to
 * which, by what event, who did it in which role, when and why. Written by `recordTransition` in
 * the same transaction as the state change, so a state never changes without its row. Rows are
 * never updated; an entity's deletion leaves its history for the auditors (no foreign key on it).
 */
export const stateHistory = pgTable(
  'state_history',
  {
    id: serial('id').primaryKey(),
    /** What kind of record: 'user', 'role', later 'report', 'voyage'. */
    entity: text('entity').notNull(),
    /** The record's id as text, so entities keyed by text ids fit the same table. */
    entityId: text('entity_id').notNull(),
    fromState: text('from_state').notNull(),
    event: text('event').notNull(),
    toState: text('to_state').notNull(),
    // SET NULL: deleting an account keeps what it did; the row then shows no name.
    actor: integer('actor').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's role code at the time: a later role change does not rewrite who acted as what. */
    role: text('role').notNull(),
    at: tstz('at').notNull(),
    comment: text('comment'),
    ...timestamps,
  },
  (t) => [index('state_history_entity_idx').on(t.entity, t.entityId, t.at)],
);
