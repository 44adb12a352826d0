import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  primaryKey,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Correction, FigureTotal } from '../../../domain/reports/types.js';
import { timestamps, tstz, version } from './columns.js';
import { users } from './core.js';
import { files } from './files.js';
import { companies, ships } from './fleet.js';

/**
 * One report version (docs/reports.md §3): a regime's report on one ship for one period. `status`
 * is the lifecycle chart's top-level state (src/machines/workflow/reportLifecycleMachine.ts); the
 * substates (stale, inVerification) are derived on read. A correction after submission is a new
 * row with `report_version` + 1 and `supersedes_id` pointing at the old one, which becomes
 * `superseded`; both keep their figures. At most one live (not superseded, not cancelled) report
 * per regime, ship and period.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    regime: text('regime').notNull(),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'restrict' }),
    periodStart: tstz('period_start').notNull(),
    periodEnd: tstz('period_end').notNull(),
    year: smallint('year').notNull(),
    status: text('status').notNull().default('draft'),
    reportVersion: integer('report_version').notNull().default(1),
    /** Stable across corrections (GISIS `Record@ReferenceCode`). */
    referenceCode: text('reference_code').notNull(),
    supersedesId: integer('supersedes_id').references((): AnyPgColumn => reports.id, {
      onDelete: 'restrict',
    }),
    /** The figure set in force (the latest generation). */
    figureSetId: integer('figure_set_id'),
    corrections: jsonb('corrections')
      .$type<Correction[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    flag: text('flag'),
    companyName: text('company_name'),
    /**
     * When the report (or the version it corrects) was first submitted: whether the filing met its
     * deadline is decided by this instant for good, whatever happens to the report later.
     */
    submittedAt: tstz('submitted_at'),
    /** The verifier's standing opinion while `verified` (the chart's substate); null otherwise. */
    opinion: text('opinion'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reports_live_period_idx')
      .on(t.regime, t.shipId, t.periodStart, t.periodEnd)
      .where(sql`${t.status} not in ('superseded', 'cancelled')`),
    index('reports_ship_year_idx').on(t.shipId, t.year),
    index('reports_status_idx').on(t.status, t.regime),
  ],
);

/**
 * Frozen figures: every generation or regeneration of a report stores what it computed, the
 * parameter-set version and the ledger fingerprint. Rows are never updated; the report points at
 * the one in force, so a Locked or later report prints exactly what was locked.
 */
export const reportVersions = pgTable(
  'report_versions',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    figures: jsonb('figures').notNull(),
    totals: jsonb('totals').$type<FigureTotal[]>().notNull(),
    paramVersion: text('param_version').notNull(),
    fingerprint: text('fingerprint').notNull(),
    generatedBy: integer('generated_by').references(() => users.id, { onDelete: 'set null' }),
    generatedAt: tstz('generated_at').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('report_versions_report_seq_idx').on(t.reportId, t.seq)],
);

/**
 * Background report jobs (a fleet's DCS generation): progress lives in the database so any server
 * instance answers `GET /api/reports/jobs/:id` (docs/architecture.md §4).
 */
export const reportJobs = pgTable('report_jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  regime: text('regime').notNull(),
  year: smallint('year').notNull(),
  status: text('status').notNull().default('running'),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  error: text('error'),
  startedAt: tstz('started_at').notNull(),
  finishedAt: tstz('finished_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  /**
   * What each ship's job needs to run again (the regimes, the language of its messages, the
   * caller's role): a failed ship is retried from the screen long after the request that started it.
   */
  params: jsonb('params')
    .$type<ReportJobParams>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  ...timestamps,
});

export interface ReportJobParams {
  regimes?: string[];
  lang?: 'zh' | 'en';
  roleCode?: string;
}

/**
 * One ship of a fleet job (docs/jobs.md): its state, how many times it was tried and the reason of
 * its last failure. The row turns `done` in the same transaction that stores the ship's reports, so
 * a ship taken over after its instance died is never generated twice.
 */
export const reportJobShips = pgTable(
  'report_job_ships',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => reportJobs.id, { onDelete: 'cascade' }),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    /** queued | done | failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    ...timestamps,
  },
  (t) => [primaryKey({ name: 'report_job_ships_pk', columns: [t.jobId, t.shipId] })],
);

/**
 * Evidence attached to a draft DCS or CMSA report (BDN scans, collected-data
 * sheets; docs/reports-dcs-cmsa.md §8). The bytes live in `files` like a ship photo, addressed by
 * id only; `figure_key` optionally links the attachment to one total of the report.
 */
export const reportAttachments = pgTable(
  'report_attachments',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    figureKey: text('figure_key'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('report_attachments_report_idx').on(t.reportId)],
);

/**
 * UK emissions reduction claims (docs/reports-uk-and-cross-regime.md §3.2): the tonnes of CO2 a
 * company claims off one ship's UK emissions of a year (e.g. sustainable biofuel burnt), with the
 * evidence file. The company AER of that company and year deducts the sum of its ships' claims.
 */
export const ukEmissionReductionClaims = pgTable(
  'uk_emission_reduction_claims',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    kind: text('kind').notNull(),
    amountT: doublePrecision('amount_t').notNull(),
    batchNo: text('batch_no'),
    remark: text('remark'),
    evidenceFileId: text('evidence_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...timestamps,
  },
  (t) => [index('uk_erc_company_year_idx').on(t.companyId, t.year), index('uk_erc_ship_idx').on(t.shipId)],
);
