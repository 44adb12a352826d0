import { sql } from 'drizzle-orm';
import { doublePrecision, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';
import { users } from './core.js';
import { companies } from './fleet.js';

/**
 * EU ETS price scenarios of a company (docs/reports-eu.md §4.1): a name and a price in EUR per
 * allowance, with an optional note. The EU ETS screens show the cost of the allowances to surrender
 * at each one. Names are unique per company whatever their case (the service answers 422 first;
 * the index keeps two concurrent writes from both getting through).
 */
export const etsPriceScenarios = pgTable(
  'ets_price_scenarios',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceEur: doublePrecision('price_eur').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...timestamps,
  },
  (t) => [uniqueIndex('ets_price_scenarios_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);
