import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns.js';

/** Files are addressed by id, never by a client path (docs/architecture.md §7). */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  ownerUserId: integer('owner_user_id'),
  kind: text('kind').notNull(),
  mime: text('mime').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  ...timestamps,
});
