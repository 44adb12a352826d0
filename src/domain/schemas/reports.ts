import { z } from 'zod';
import { COMMENT_REQUIRED, REGIMES, REPORT_EVENTS, REPORT_STATUSES } from '../reports/types.js';
import { anyInt, JsonId, textInt, TextId, Version } from './ids.js';

/** Request schemas of the report API (docs/reports.md). Periods are UTC instants, end exclusive. */

/** A UTC instant (ISO-8601 with Z), 2000–2199, normalised; shared with the CII adjustment API. */
export const IsoInstant = z
  .string({ error: 'msg.date' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/, 'msg.date')
  .refine((s) => {
    const d = new Date(s);
    return !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() < 2200;
  }, 'msg.date')
  .transform((s) => new Date(s).toISOString());

export const RegimeSchema = z.enum(REGIMES, { error: 'msg.choice' });
export const ReportStatusSchema = z.enum(REPORT_STATUSES, { error: 'msg.choice' });
export const ReportEventTypeSchema = z.enum(REPORT_EVENTS, { error: 'msg.choice' });

/** A reporting year: the registry's tables cover these. */
const Year = textInt(2000, 2199);

export const ReportPeriodSchema = z
  .object({ start: IsoInstant, end: IsoInstant })
  .refine((p) => p.start < p.end, { message: 'msg.range_order', path: ['end'] });

export const CandidatesQuery = z.object({ regime: RegimeSchema, shipId: TextId, year: Year });

export const GenerateBody = z.object({ regime: RegimeSchema, shipId: JsonId, period: ReportPeriodSchema });

export const ReportListQuery = z.object({
  regime: RegimeSchema.optional(),
  status: ReportStatusSchema.optional(),
  shipId: TextId.optional(),
  year: Year.optional(),
  page: anyInt(1).default(1),
  size: anyInt(1, 500).default(20),
});

export const HubQuery = z.object({
  year: Year.optional(),
  regime: RegimeSchema.optional(),
  status: z.union([ReportStatusSchema, z.literal('none')], { error: 'msg.choice' }).optional(),
  page: anyInt(1).default(1),
  size: anyInt(1, 500).default(50),
});

export const Comment = z.string().trim().max(1000, 'msg.too_long');

/**
 * One event on a stored report; unlock, return and correct need a comment (it goes to the
 * history). Corrections carry their lines, so they go through `PUT …/corrections`, not here.
 */
export const ReportEventBody = z
  .object({ type: ReportEventTypeSchema, comment: Comment.optional(), version: Version })
  .refine((b) => b.type !== 'saveCorrections', { message: 'msg.choice', path: ['type'] })
  // The opinion carries its outcome and statement: POST /api/reports/:id/verification/opinion.
  .refine((b) => b.type !== 'verify', { message: 'msg.choice', path: ['type'] })
  .refine((b) => !COMMENT_REQUIRED.includes(b.type) || (b.comment ?? '').length > 0, {
    message: 'msg.required',
    path: ['comment'],
  });

export const CorrectionSchema = z.object({
  key: z.string().trim().min(1).max(100),
  value: z.number({ error: 'msg.number' }).finite().nullable(),
  correction: z.number({ error: 'msg.number' }).finite(),
  reason: z.string({ error: 'msg.required' }).trim().min(1, 'msg.required').max(500, 'msg.too_long'),
});

export const CorrectionsBody = z.object({
  corrections: z.array(CorrectionSchema).max(200),
  version: Version,
});

export const VersionBody = z.object({ version: Version });

export const SourcesQuery = z.object({ key: z.string().trim().min(1).max(100) });

export const ExportParams = z.object({
  id: TextId,
  format: z.string().regex(/^[a-z0-9-]{1,40}$/, 'msg.choice'),
});
export const ExportQuery = z.object({ lang: z.enum(['zh', 'en'], { error: 'msg.choice' }).optional() });

/**
 * A fleet job: `regime` for every ship in scope; `alsoRegimes` are generated for each ship in the
 * same transaction, sharing its ledger reads (e.g. EU MRV with EU ETS and FuelEU: docs/reports-eu.md §7).
 */
export const JobStartBody = z.object({
  regime: RegimeSchema,
  year: anyInt(2000, 2199),
  alsoRegimes: z
    .array(RegimeSchema)
    .max(REGIMES.length)
    .refine((l) => new Set(l).size === l.length, { error: 'msg.choice' })
    .optional(),
});
