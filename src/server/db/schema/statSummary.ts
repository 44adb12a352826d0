import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { ships } from './fleet.js';

/**
 * The IMO-leg sums every summary row carries, per ship and month or year and per company and month:
 * one definition, so the three tables cannot drift apart (each call makes its own column builders).
 * `speed_distance` is Σ distance² / hours under way (average speed × distance), kn·nm.
 */
const legSums = () => ({
  legs: integer('legs').notNull(),
  firstDeparture: tstz('first_departure').notNull(),
  distanceNm: doublePrecision('distance_nm').notNull(),
  ballastDistanceNm: doublePrecision('ballast_distance_nm').notNull(),
  hoursUnderway: doublePrecision('hours_underway').notNull(),
  cargoT: doublePrecision('cargo_t').notNull(),
  transportWorkTnm: doublePrecision('transport_work_tnm').notNull(),
  teu: doublePrecision('teu').notNull(),
  teuNm: doublePrecision('teu_nm').notNull(),
  teuLadenNm: doublePrecision('teu_laden_nm').notNull(),
  speedDistance: doublePrecision('speed_distance').notNull(),
});

/** A period's fuel per dictionary code, at sea and in port (t). */
const fuelSplit = () => ({
  fuelCode: text('fuel_code').notNull(),
  atSeaT: doublePrecision('at_sea_t').notNull(),
  inPortT: doublePrecision('in_port_t').notNull(),
});

/**
 * Per-ship per-month sums of the IMO legs (migration 0019, docs/statistics.md §3a), written only by
 * the triggers on `voyage_legs` and `voyage_leg_fuels`; the statistics and analysis aggregations read
 * them instead of the legs. `month` is the first day of the leg departure's UTC month.
 */
export const statShipMonths = pgTable(
  'stat_ship_months',
  {
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    ...legSums(),
    /** Σ distance of the legs with time under way (× the ship's reference speed when read). */
    timedDistanceNm: doublePrecision('timed_distance_nm').notNull(),
  },
  (t) => [
    primaryKey({ name: 'stat_ship_months_pk', columns: [t.shipId, t.month] }),
    index('stat_ship_months_month_idx').on(t.month),
  ],
);

/** The month's fuel per dictionary code, at sea and in port (t). */
export const statShipMonthFuels = pgTable(
  'stat_ship_month_fuels',
  {
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    ...fuelSplit(),
  },
  (t) => [primaryKey({ name: 'stat_ship_month_fuels_pk', columns: [t.shipId, t.month, t.fuelCode] })],
);

/**
 * Per-ship per-year sums (migration 0022, docs/statistics.md §3b): each year rebuilt from its
 * months by the same refresh the month triggers call; the annual statistics read these rows.
 */
export const statShipYears = pgTable(
  'stat_ship_years',
  {
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    ...legSums(),
    timedDistanceNm: doublePrecision('timed_distance_nm').notNull(),
  },
  (t) => [
    primaryKey({ name: 'stat_ship_years_pk', columns: [t.shipId, t.year] }),
    index('stat_ship_years_year_idx').on(t.year),
  ],
);

/** The year's fuel per dictionary code, at sea and in port (t). */
export const statShipYearFuels = pgTable(
  'stat_ship_year_fuels',
  {
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    ...fuelSplit(),
  },
  (t) => [primaryKey({ name: 'stat_ship_year_fuels_pk', columns: [t.shipId, t.year, t.fuelCode] })],
);

/**
 * Per company and month, the IMO-leg sums of every ship whose owner, operator or DOC holder is
 * the company or a company below it, each ship once (migration 0026, docs/statistics.md §3c);
 * `company_id` 0 holds the whole fleet. The statistics and analysis reads of one company's ships
 * together take 12 rows a year from here instead of one per ship and month. Unlike the per-ship
 * rows, the ship's DWT, TEU capacity and reference speed are multiplied in when the row is built,
 * so a change of those or of a ship's companies (or of the company tree) marks the table stale
 * (`fleet_month_summary_state`) and the next read rebuilds it.
 */
export const fleetMonthSummary = pgTable(
  'fleet_month_summary',
  {
    companyId: integer('company_id').notNull(),
    month: date('month').notNull(),
    ...legSums(),
    teuCapacityNm: doublePrecision('teu_capacity_nm'),
    dwtNm: doublePrecision('dwt_nm'),
    refSpeedDistance: doublePrecision('ref_speed_distance'),
    /** `[{ code, sea, port }]`: the month's fuel per dictionary code, at sea and in port (t). */
    fuels: jsonb('fuels').notNull(),
  },
  (t) => [primaryKey({ name: 'fleet_month_summary_pk', columns: [t.companyId, t.month] })],
);

/**
 * One row: `dirty_rev` rises with every write that changes what the summary multiplies in or
 * which ships a company has; the summary answers only while `built_rev` equals it.
 */
export const fleetMonthSummaryState = pgTable('fleet_month_summary_state', {
  id: integer('id').primaryKey(),
  dirtyRev: bigint('dirty_rev', { mode: 'number' }).notNull().default(1),
  builtRev: bigint('built_rev', { mode: 'number' }).notNull().default(0),
});

/**
 * The ship-years whose per-ship months changed and whose company rows have not been rebuilt yet:
 * written by a trigger on `stat_ship_months` whoever changes the legs, emptied by
 * `refreshMonthSummary`. The summary answers only while this is empty.
 */
export const fleetMonthSummaryPending = pgTable(
  'fleet_month_summary_pending',
  {
    shipId: integer('ship_id').notNull(),
    year: integer('year').notNull(),
  },
  (t) => [primaryKey({ name: 'fleet_month_summary_pending_pk', columns: [t.shipId, t.year] })],
);
