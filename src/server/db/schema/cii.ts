import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Boundaries, CiiUncorrected } from '../../../domain/cii/index.js';
import type { ByClass } from '../../../domain/ledger/types.js';
import type { ReportReason, SplitCause } from '../../../domain/reports/types.js';
import { timestamps, tstz, version } from './columns.js';
import { users } from './core.js';
import { ships } from './fleet.js';
import { reports } from './reports.js';

/**
 * One CII rating per ship and DCS period (docs/cii-ratings.md §3): the totals
 * it was computed from, the calculator's figures, or a `reason` when the period cannot be rated.
 * `fingerprint` is the ship-year's inputs (ledger fingerprint, particulars, frozen DCS reports,
 * parameter set): rows are recomputed when it changes. `source` 'report' = read from a DCS report
 * that is Locked or later (frozen).
 */
export const ciiRatings = pgTable(
  'cii_ratings',
  {
    id: serial('id').primaryKey(),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    periodStart: tstz('period_start').notNull(),
    periodEnd: tstz('period_end').notNull(),
    splitBy: jsonb('split_by')
      .$type<SplitCause[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    shipType: text('ship_type'),
    dwt: doublePrecision('dwt'),
    gt: doublePrecision('gt'),
    capacity: doublePrecision('capacity'),
    capacityRef: doublePrecision('capacity_ref'),
    distanceNm: doublePrecision('distance_nm'),
    fuelT: jsonb('fuel_t').$type<ByClass>(),
    co2T: doublePrecision('co2_t'),
    attained: doublePrecision('attained'),
    reference: doublePrecision('reference'),
    required: doublePrecision('required'),
    reductionFactor: doublePrecision('reduction_factor'),
    boundaries: jsonb('boundaries').$type<Boundaries>(),
    ratio: doublePrecision('ratio'),
    rating: text('rating'),
    /** Spec "adjust type": the G5 terms applied (comma list), null = none. */
    adjustType: text('adjust_type'),
    /** Spec "correction factor": f_i·f_m·f_c·f_iVSE (1 without corrections). */
    correctionFactor: doublePrecision('correction_factor'),
    uncorrected: jsonb('uncorrected').$type<CiiUncorrected>(),
    paramVersion: text('param_version').notNull(),
    reason: jsonb('reason').$type<ReportReason>(),
    source: text('source').notNull(),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    fingerprint: text('fingerprint').notNull(),
    computedAt: tstz('computed_at').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cii_ratings_ship_period_idx').on(t.shipId, t.periodStart, t.periodEnd),
    index('cii_ratings_year_idx').on(t.year, t.shipId),
  ],
);

/**
 * A corrective action plan (SEEMP Part III, reg. 28.7/28.9): what the company records for a ship
 * rated D three years running or E, with its target, status, owner and due date.
 */
export const ciiActionPlans = pgTable(
  'cii_action_plans',
  {
    id: serial('id').primaryKey(),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    /** The rating year the plan answers. */
    year: smallint('year').notNull(),
    target: text('target').notNull(),
    targetRating: text('target_rating'),
    status: text('status').notNull().default('planned'),
    owner: text('owner').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...timestamps,
  },
  (t) => [index('cii_action_plans_ship_idx').on(t.shipId, t.year)],
);
