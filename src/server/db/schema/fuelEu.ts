import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';
import { users } from './core.js';
import { companies, ships } from './fleet.js';

/**
 * FuelEU pools (Art. 21; docs/reports-fueleu.md §5): a company's ships pooling their compliance
 * balances for one reporting year. A ship is in at most one pool per year (the unique index on
 * the members), and the members keep the balance before pooling and the allocation.
 */
export const fuelEuPools = pgTable(
  'fuel_eu_pools',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...timestamps,
  },
  (t) => [index('fuel_eu_pools_company_year_idx').on(t.companyId, t.year)],
);

export const fuelEuPoolMembers = pgTable(
  'fuel_eu_pool_members',
  {
    poolId: integer('pool_id')
      .notNull()
      .references(() => fuelEuPools.id, { onDelete: 'cascade' }),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    balanceBeforeT: doublePrecision('balance_before_t').notNull(),
    balanceAfterT: doublePrecision('balance_after_t').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.poolId, t.shipId] }),
    uniqueIndex('fuel_eu_pool_members_ship_year_idx').on(t.shipId, t.year),
  ],
);

/** A ship-year's banking and borrowing (Art. 20) and the final balance and penalty they give. */
export const fuelEuFlexibility = pgTable(
  'fuel_eu_flexibility',
  {
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    bankedT: doublePrecision('banked_t').notNull().default(0),
    borrowedT: doublePrecision('borrowed_t').notNull().default(0),
    finalBalanceT: doublePrecision('final_balance_t').notNull(),
    penaltyEur: doublePrecision('penalty_eur').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.shipId, t.year] })],
);
