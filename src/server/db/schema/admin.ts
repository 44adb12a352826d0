import {
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
import { files } from './files.js';
import { companies, ships } from './fleet.js';

/**
 * Ship authorisation (original sysShipAuth): when a user has rows here, the ships they see are
 * narrowed to these ids on top of their company / authority scope; no rows = no narrowing.
 */
export const userShipAuth = pgTable(
  'user_ship_auth',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.shipId] }), index('user_ship_auth_ship_idx').on(t.shipId)],
);

/** The companies a user acts for (original SYS_USER_CLIENT_MAP). */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('user_companies_company_idx').on(t.companyId),
  ],
);

/** PC / app client versions (original SYS_PCAPP_VERSION, docs/legacy-system.md §8). */
export const appVersions = pgTable(
  'app_versions',
  {
    id: serial('id').primaryKey(),
    /** '01' PC, '02' APP */
    sysCode: text('sys_code').notNull(),
    /** 0 full, 1 incremental */
    upType: smallint('up_type').notNull(),
    preVersion: text('pre_version').notNull(),
    newVersion: text('new_version').notNull(),
    content: text('content').notNull(),
    /** 0 draft, 1 published, 2 invalid */
    status: smallint('status').notNull().default(0),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    remark: text('remark').notNull().default(''),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    ...version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('app_versions_sys_version_idx').on(t.sysCode, t.newVersion),
    index('app_versions_sys_status_idx').on(t.sysCode, t.status),
  ],
);
