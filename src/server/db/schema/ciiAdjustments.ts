import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FuelAmount } from '../../../domain/registry/fuels.js';
import { timestamps, tstz, version } from './columns.js';
import { users } from './core.js';
import { files } from './files.js';
import { ships } from './fleet.js';

/**
 * CII adjustments (voyage level) and corrections (G5 factors and cargo-related fuel), one G5 term
 * per row (docs/cii-adjustments.md §1). `status` is the report lifecycle chart's top-level state
 * (draft, locked, submitted, confirmed, cancelled); only confirmed rows count in the rating.
 * A row counts in the DCS period its `begin_at` falls in. One evidence document per row, by id.
 * An episode of the ledger is recorded at most once while the row is live (not cancelled).
 */
export const ciiAdjustments = pgTable(
  'cii_adjustments',
  {
    id: serial('id').primaryKey(),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    beginAt: tstz('begin_at').notNull(),
    endAt: tstz('end_at').notNull(),
    voyageNo: text('voyage_no'),
    episodeRef: text('episode_ref'),
    distanceNm: doublePrecision('distance_nm').notNull().default(0),
    fuels: jsonb('fuels')
      .$type<FuelAmount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    iceClass: text('ice_class'),
    factor: doublePrecision('factor'),
    remark: text('remark').notNull().default(''),
    status: text('status').notNull().default('draft'),
    evidenceFileId: text('evidence_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...timestamps,
  },
  (t) => [
    index('cii_adjustments_ship_begin_idx').on(t.shipId, t.beginAt),
    uniqueIndex('cii_adjustments_episode_idx')
      .on(t.shipId, t.episodeRef)
      .where(sql`${t.episodeRef} is not null and ${t.status} <> 'cancelled'`),
  ],
);
