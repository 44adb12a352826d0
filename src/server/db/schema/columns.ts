import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Audit columns every table carries (docs/architecture.md §5). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Optimistic-lock counter on rows that users edit; a stale update answers 409. */
export const version = { version: integer('version').notNull().default(1) };

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** bytea: PGlite hands back Uint8Array, node-postgres a Buffer; both are Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
