import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { EuSourceLine, EuVerifier } from '../../../domain/schemas/euParts.js';
import { timestamps, version } from './columns.js';
import { users } from './core.js';
import { reports } from './reports.js';

/**
 * Parts B (verifier) and C (monitoring methods, uncertainty per emission source) of an EU MRV
 * report (docs/reports-eu.md §3.1): user-entered details of one report version, editable while
 * the report is a draft. Not ledger figures, so they live beside the frozen figure set.
 */
export const euMrvReportParts = pgTable('eu_mrv_report_parts', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  verifier: jsonb('verifier').$type<EuVerifier | null>(),
  sources: jsonb('sources')
    .$type<EuSourceLine[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...version,
  ...timestamps,
});
