import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz, version } from './columns.js';
import { companies } from './fleet.js';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  /** 'all' | 'company' | 'authority': which ships the role sees before ship authorisation narrows it. */
  dataScope: text('data_scope').notNull().default('company'),
  readOnly: boolean('read_only').notNull().default(false),
  /** 1 enabled, 0 frozen */
  status: smallint('status').notNull().default(1),
  remark: text('remark'),
  ...version,
  ...timestamps,
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  nameZh: text('name_zh').notNull().default(''),
  nameEn: text('name_en').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** 1 enabled, 0 frozen */
  status: smallint('status').notNull().default(1),
  phone: text('phone'),
  email: text('email'),
  organisation: text('organisation'),
  // RESTRICT: a company still linked to users is refused on delete, not silently unlinked.
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
  authorityCode: text('authority_code'),
  /** Third-party (CRM) user id mapped to this account for session login. */
  externalUid: text('external_uid').unique(),
  avatarFileId: text('avatar_file_id'),
  introduction: text('introduction'),
  remark: text('remark'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: tstz('locked_until'),
  passwordChangedAt: tstz('password_changed_at'),
  ...version,
  ...timestamps,
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  parentId: integer('parent_id').notNull().default(0),
  url: text('url'),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  icon: text('icon'),
  /** 1 folder, 2 page, 3 button */
  menuType: smallint('menu_type').notNull(),
  perms: text('perms'),
  orderNum: integer('order_num').notNull().default(0),
  keepAlive: boolean('keep_alive').notNull().default(false),
  hidden: boolean('hidden').notNull().default(false),
  status: smallint('status').notNull().default(1),
  ...version,
  ...timestamps,
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token replaced by the last rotation, accepted until prevValidUntil (in-flight requests). */
    prevTokenHash: text('prev_token_hash'),
    prevValidUntil: tstz('prev_valid_until'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    issuedAt: tstz('issued_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    ip: text('ip'),
    ...timestamps,
  },
  (t) => [index('sessions_prev_token_idx').on(t.prevTokenHash), index('sessions_user_idx').on(t.userId)],
);

export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    ...timestamps,
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

export const systemLogs = pgTable(
  'system_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    username: text('username'),
    action: text('action').notNull(),
    method: text('method'),
    target: text('target'),
    ip: text('ip'),
    /** 'success' | 'failure' | 'denied' */
    outcome: text('outcome').notNull(),
    status: integer('status'),
    detail: text('detail'),
    /** Attempts this row stands for: repeated anonymous failures share one row per window. */
    repeatCount: integer('repeat_count').notNull().default(1),
    /** The window an aggregated row collects (action, account, address, outcome, window start). */
    aggKey: text('agg_key'),
    ...timestamps,
  },
  (t) => [
    index('system_logs_created_idx').on(t.createdAt),
    index('system_logs_user_idx').on(t.username),
    uniqueIndex('system_logs_agg_key_idx').on(t.aggKey),
  ],
);

/** Fixed-window counters shared by every instance (docs/architecture.md §4: nothing per-process). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: tstz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/** Single-use third-party login tokens, kept until they would have expired anyway. */
export const ssoNonces = pgTable(
  'sso_nonces',
  { jti: text('jti').primaryKey(), expiresAt: tstz('expires_at').notNull(), ...timestamps },
  (t) => [uniqueIndex('sso_nonces_jti_idx').on(t.jti)],
);

/**
 * Revision counters of read-mostly data, bumped by statement triggers (migration 0001) in the same
 * transaction as any write to the tables they cover, and read with the session on every request.
 * An instance may keep answers in memory keyed by a revision (server/cache/readCache.ts): a write on
 * any instance changes the key once it commits, so no instance serves an answer older than the
 * request (docs/architecture.md §4: nothing in one process that another instance needs).
 */
export const cacheRevs = pgTable('cache_revs', {
  name: text('name').primaryKey(),
  rev: bigint('rev', { mode: 'number' }).notNull().default(0),
});
