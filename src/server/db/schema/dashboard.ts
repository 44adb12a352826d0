import { boolean, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { ships } from './fleet.js';

/**
 * Per-ship counts the dashboard reads instead of counting the ledger on every call, kept current
 * by statement triggers on `voyages` (migration 0032): the voyages not locked yet.
 *
 * With a copy of the ship's three company links (migration 0039), kept by a trigger on `ships`, so
 * the company scope is a condition on this table alone: the sum reads its few pages instead of
 * joining every ship of the scope. No foreign keys on the copies: `ships` holds those. Plain
 * indexes, not covering ones: a covering index would hold the count, and every voyage write that
 * changes it would then update the indexes too instead of the row in place.
 */
export const shipDashboardCounts = pgTable(
  'ship_dashboard_counts',
  {
    shipId: integer('ship_id')
      .primaryKey()
      .references(() => ships.id, { onDelete: 'cascade' }),
    unlockedVoyages: integer('unlocked_voyages').notNull().default(0),
    ownerCompanyId: integer('owner_company_id'),
    operatorCompanyId: integer('operator_company_id'),
    docCompanyId: integer('doc_company_id'),
  },
  (t) => [
    index('ship_dashboard_counts_owner_idx').on(t.ownerCompanyId),
    index('ship_dashboard_counts_operator_idx').on(t.operatorCompanyId),
    index('ship_dashboard_counts_doc_idx').on(t.docCompanyId),
  ],
);

/**
 * One row per ship and year with stored CII parts (from the first CII year), kept current by
 * statement triggers on `cii_ratings` (migration 0032): what the fleet view computes in the app
 * from every part, reduced to what the dashboard tile counts. `rating` is the rated part closing
 * the year (domain `yearRating`); `yearToDate` marks a year still running; `atRisk` is the domain's
 * `ciiRisk(...).atRisk` over the ship's complete years up to and including this one.
 */
export const shipCiiYears = pgTable(
  'ship_cii_years',
  {
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    rating: text('rating'),
    yearToDate: boolean('year_to_date').notNull(),
    atRisk: boolean('at_risk').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipId, t.year] })],
);
