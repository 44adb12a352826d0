import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LedgerRef } from '../../../domain/verification/findings.js';
import type { Materiality } from '../../../domain/verification/materiality.js';
import { timestamps, tstz, version } from './columns.js';
import { users } from './core.js';
import { reportAttachments, reports } from './reports.js';
import { ships } from './fleet.js';

/**
 * The verification stage of a report (docs/verification.md). Every opinion is a version, never
 * updated except to record that a change by the company reset it: `reset_at` set when the report
 * left `verified` (a recall or a correction), so the history shows which opinion stood when.
 * The materiality the server computed when the opinion was given is kept with it.
 */
export const reportVerifications = pgTable(
  'report_verifications',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** 1, 2, … per report. */
    opinionVersion: integer('opinion_version').notNull(),
    outcome: text('outcome').notNull(),
    /** The opinion statement; for `notVerified` the reasons (also the history comment). */
    statement: text('statement'),
    materiality: jsonb('materiality').$type<Materiality>().notNull(),
    verifierId: integer('verifier_id').references(() => users.id, { onDelete: 'set null' }),
    at: tstz('at').notNull(),
    resetAt: tstz('reset_at'),
    resetBy: text('reset_by'),
    /** The verification team and the site visit as the verifier entered them (not in our store). */
    team: text('team'),
    siteVisit: text('site_visit'),
  },
  (t) => [uniqueIndex('report_verifications_version_idx').on(t.reportId, t.opinionVersion)],
);

/** A finding against a report: a misstatement, a non-conformity or a recommended improvement. */
export const reportFindings = pgTable(
  'report_findings',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    figureKey: text('figure_key'),
    amount: doublePrecision('amount'),
    unit: text('unit'),
    rule: text('rule'),
    refs: jsonb('refs')
      .$type<LedgerRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    corrected: boolean('corrected').notNull().default(false),
    state: text('state').notNull().default('open'),
    answerReason: text('answer_reason'),
    /**
     * The report of the ship's next period on which the verifier closed this finding (state
     * `closed`, docs/verification.md §9); the `close` event keeps who, when and why.
     */
    closedInReportId: integer('closed_in_report_id').references(() => reports.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...version,
    ...timestamps,
  },
  (t) => [index('report_findings_report_idx').on(t.reportId)],
);

/** Every change of a finding: recorded, answered (accepted / disputed), closed on the next report (close). */
export const reportFindingEvents = pgTable(
  'report_finding_events',
  {
    id: serial('id').primaryKey(),
    findingId: integer('finding_id')
      .notNull()
      .references(() => reportFindings.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    comment: text('comment'),
    /** What the event changed (state, corrected), as it stood after the event. */
    after: jsonb('after').notNull(),
    at: tstz('at').notNull(),
  },
  (t) => [index('report_finding_events_finding_idx').on(t.findingId)],
);

/**
 * The verifier's sample of a report: the seed and size that draw it (domain/verification/sample.ts),
 * and per drawn record whether it was checked, with evidence (a note or an attachment).
 */
export const reportSampleChecks = pgTable(
  'report_sample_checks',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    refCode: text('ref_code').notNull(),
    note: text('note'),
    attachmentId: integer('attachment_id').references(() => reportAttachments.id, { onDelete: 'set null' }),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
    at: tstz('at').notNull(),
  },
  (t) => [uniqueIndex('report_sample_checks_ref_idx').on(t.reportId, t.seed, t.refCode)],
);

/**
 * The certificate a satisfactory opinion gives a report (docs/verification.md §7): one per standing
 * opinion. `superseded_at` is set in the transaction that resets the opinion (recall) or replaces
 * the report version (correct), so the public check reads the state, never derives it.
 */
export const verificationCertificates = pgTable(
  'verification_certificates',
  {
    id: serial('id').primaryKey(),
    serial: text('serial').notNull(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    opinionId: integer('opinion_id')
      .notNull()
      .references(() => reportVerifications.id, { onDelete: 'cascade' }),
    regime: text('regime').notNull(),
    kind: text('kind').notNull(),
    shipId: integer('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    periodStart: tstz('period_start').notNull(),
    periodEnd: tstz('period_end').notNull(),
    figuresHash: text('figures_hash').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    supersededAt: tstz('superseded_at'),
  },
  (t) => [
    uniqueIndex('verification_certificates_serial_idx').on(t.serial),
    uniqueIndex('verification_certificates_opinion_idx').on(t.opinionId),
    index('verification_certificates_report_idx').on(t.reportId),
  ],
);
