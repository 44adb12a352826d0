import { z } from 'zod';
import { STAT_BUCKETS } from '../statistics/types.js';
import { Instant } from './ledgerRead.js';
import { textInt, TextId } from './ids.js';

/**
 * Query strings of the analysis and data-quality calls (docs/analysis.md). Years are calendar years
 * in UTC; the fleet filters are those of the legacy system's forms.
 */
const year = textInt(2000, 2100);
const page = { page: textInt(1).default(1), size: textInt(1, 500).default(20) };
const bool = z.enum(['true', 'false'], { error: 'msg.choice' }).transform((v) => v === 'true');
const num = z
  .string({ error: 'msg.number' })
  .regex(/^\d{1,9}(\.\d{1,6})?$/, 'msg.number')
  .transform(Number);

/** What a query covers: a ship, a company, or a ship type (each narrowed by the other filters). */
const subject = {
  shipId: TextId.optional(),
  companyId: TextId.optional(),
  shipTypeCode: z.string().trim().min(1).max(16).optional(),
  subTypeCode: z.string().trim().min(1).max(16).optional(),
  gtMin: num.optional(),
  gtMax: num.optional(),
  ageMin: textInt(0, 200).optional(),
  ageMax: textInt(0, 200).optional(),
};
const years = { fromYear: year, toYear: year };

type Subject = { shipId?: number; companyId?: number; shipTypeCode?: string };
const chosen = (q: Subject) =>
  q.shipId !== undefined || q.companyId !== undefined || q.shipTypeCode !== undefined;
/** The original's "please select statistics conditions": something must be chosen. */
const CHOSEN = { message: 'msg.required', path: ['shipId'] };
const yearsOrdered = (q: { fromYear: number; toYear: number }) => q.fromYear <= q.toYear;
const YEARS = { message: 'msg.range_order', path: ['toYear'] };
/** At most 10 years of months in one answer (120 buckets). */
const spanOk = (q: { fromYear: number; toYear: number }) => q.toYear - q.fromYear < 10;
const SPAN = { message: 'msg.out_of_range', path: ['toYear'] };

export const TrendQuery = z
  .object({
    ...subject,
    ...years,
    bucket: z.enum(STAT_BUCKETS, { error: 'msg.choice' }).default('month'),
    /** Rolling window in buckets (1 = no rolling), the original's "rolling cycle" 1–5, up to 12. */
    window: textInt(1, 12).default(1),
  })
  .refine(chosen, CHOSEN)
  .refine(yearsOrdered, YEARS)
  .refine(spanOk, SPAN)
  // Voyage numbers belong to a ship: voyage buckets need one ship (as in the original form).
  .refine((q) => q.bucket !== 'voyage' || q.shipId !== undefined, {
    message: 'msg.required',
    path: ['shipId'],
  });
export type TrendQueryInput = z.output<typeof TrendQuery>;

export const RELEVANCE_VARIABLES = [
  'speedKn',
  'cargoT',
  'hoursUnderway',
  'dailyFuelAtSeaT',
  'fuelPerNmKg',
  'co2PerNmKg',
  'eeoi',
] as const;
export type RelevanceVariable = (typeof RELEVANCE_VARIABLES)[number];

export const RelevanceQuery = z
  .object({
    ...subject,
    ...years,
    x: z.enum(RELEVANCE_VARIABLES, { error: 'msg.choice' }).default('speedKn'),
    y: z.enum(RELEVANCE_VARIABLES, { error: 'msg.choice' }).default('dailyFuelAtSeaT'),
  })
  .refine(chosen, CHOSEN)
  .refine(yearsOrdered, YEARS)
  .refine(spanOk, SPAN);

export const FuelQuery = z
  .object({ ...subject, ...years, bucket: z.enum(STAT_BUCKETS, { error: 'msg.choice' }).default('month') })
  .refine(chosen, CHOSEN)
  .refine(yearsOrdered, YEARS)
  .refine(spanOk, SPAN)
  .refine((q) => q.bucket !== 'voyage' || q.shipId !== undefined, {
    message: 'msg.required',
    path: ['shipId'],
  });

export const FLEET_GROUPS = ['shipType', 'tonnage', 'age'] as const;
export const FleetQuery = z.object({
  year,
  groupBy: z.enum(FLEET_GROUPS, { error: 'msg.choice' }).default('shipType'),
  companyId: TextId.optional(),
  shipTypeCode: subject.shipTypeCode,
});

/** Data assessment and leg monitoring: one year, IMO legs or EU voyages, optional ship or company. */
export const QualityQuery = z.object({
  ...page,
  year,
  kind: z.enum(['imo', 'eu'], { error: 'msg.choice' }).default('imo'),
  shipId: TextId.optional(),
  companyId: TextId.optional(),
  voyageNo: z.string().trim().min(1).max(32).optional(),
  abnormal: bool.default(false),
});
export type QualityQueryInput = z.output<typeof QualityQuery>;

export const AlertsQuery = z
  .object({ ...page, shipId: TextId.optional(), from: Instant.optional(), to: Instant.optional() })
  .refine((q) => !q.from || !q.to || q.from < q.to, { message: 'msg.range_order', path: ['to'] });
