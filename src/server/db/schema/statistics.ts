import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';
import { companies, ships } from './fleet.js';

/**
 * Targets a user sets for an indicator of one ship or one company and year
 * (docs/statistics.md §4); the indicator screens compare the actual value against them. A target
 * belongs to exactly one ship or one company and goes with it when that is deleted.
 */
export const statTargets = pgTable(
  'stat_targets',
  {
    id: serial('id').primaryKey(),
    shipId: integer('ship_id').references(() => ships.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    /** One of TARGET_INDICATORS (src/domain/statistics/types.ts), in that indicator's unit. */
    indicator: text('indicator').notNull(),
    value: doublePrecision('value').notNull(),
    ...version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stat_targets_ship_idx').on(t.shipId, t.year, t.indicator),
    uniqueIndex('stat_targets_company_idx').on(t.companyId, t.year, t.indicator),
    check('stat_targets_one_subject', sql`(${t.shipId} is null) <> (${t.companyId} is null)`),
  ],
);
