import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { UploadCounts, UploadDiff, UploadKind, UploadResult } from '../../../domain/schemas/uploads.js';
import { timestamps } from './columns.js';
import { users } from './core.js';
import { companies, ships } from './fleet.js';

/**
 * The history of spreadsheet uploads (docs/api-uploads.md): one row per write attempt,
 * accepted or refused. An accepted row is written in the transaction of the data it wrote; a
 * refused one after that transaction rolled back, so the attempt is on record without its data.
 * `sha256` of the file, per ship and kind, is how a second upload of the same file is recognised.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The uploader's name as it was (the user may be renamed or deleted later). */
    userName: text('user_name').notNull(),
    /** The uploader's company: a ships upload is visible to the users who see this company. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().$type<UploadKind>(),
    /** The ship of a voyage or snapshots upload; null for a ships upload. */
    shipId: integer('ship_id').references(() => ships.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    counts: jsonb('counts').notNull().$type<UploadCounts>(),
    diff: jsonb('diff').$type<UploadDiff>(),
    result: text('result').notNull().$type<UploadResult>(),
    issueCount: integer('issue_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('uploads_ship_kind_sha_idx').on(t.shipId, t.kind, t.sha256),
    index('uploads_created_idx').on(t.createdAt),
  ],
);
