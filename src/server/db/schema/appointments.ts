import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz, version } from './columns.js';
import { users } from './core.js';
import { ships } from './fleet.js';

/**
 * A verifier's accreditation for a regime (docs/verification.md §10), recorded by an administrator
 * from the accreditation body's certificate. Never deleted: ending one sets `ended_at`, so the
 * record of what a verifier held when it was appointed stays.
 */
export const verifierAccreditations = pgTable(
  'verifier_accreditations',
  {
    id: serial('id').primaryKey(),
    verifierId: integer('verifier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regime: text('regime').notNull(),
    /** The accreditation body (e.g. DAkkS, UKAS, CNAS) and its accreditation number. */
    body: text('body').notNull(),
    number: text('number').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: tstz('recorded_at').notNull(),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: tstz('ended_at'),
    ...version,
  },
  (t) => [index('verifier_accreditations_verifier_idx').on(t.verifierId, t.regime)],
);

/**
 * A company's appointment of the verifier of a ship for a regime. One current row per ship and
 * regime (`ended_at` null); a change ends the current row and inserts the next, so the history is
 * the rows themselves.
 */
export const verifierAppointments = pgTable(
  'verifier_appointments',
  {
    id: serial('id').primaryKey(),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    regime: text('regime').notNull(),
    verifierId: integer('verifier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    appointedBy: integer('appointed_by').references(() => users.id, { onDelete: 'set null' }),
    appointedAt: tstz('appointed_at').notNull(),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: tstz('ended_at'),
  },
  (t) => [
    uniqueIndex('verifier_appointments_current_idx')
      .on(t.shipId, t.regime)
      .where(sql`${t.endedAt} is null`),
    index('verifier_appointments_verifier_idx')
      .on(t.verifierId)
      .where(sql`${t.endedAt} is null`),
  ],
);
