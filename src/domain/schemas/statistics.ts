import { z } from 'zod';
import { TARGET_INDICATORS } from '../statistics/types.js';
import { anyInt, jsonInt, TextId, Version } from './ids.js';

/**
 * Query strings and bodies of the statistics calls (docs/statistics.md §4, docs/api-statistics.md).
 * Years are calendar years (UTC) from 2000 to 2100; a query spans at most 20 of them.
 */
const year = anyInt(2000, 2100);
const YEARS = { fromYear: year, toYear: year };
const ordered = (q: { fromYear: number; toYear: number }) => q.fromYear <= q.toYear;
const ORDER = { message: 'msg.range_order', path: ['toYear'] };
const span = (q: { fromYear: number; toYear: number }) => q.toYear - q.fromYear < 20;
const SPAN = { message: 'msg.out_of_range', path: ['toYear'] };

/** Fleet filters shared by the statistics and analysis forms. */
export const statFilterFields = {
  shipTypeCode: z.string().trim().min(1).max(16).optional(),
  subTypeCode: z.string().trim().min(1).max(16).optional(),
};

/**
 * The ship screens: a company (its ships) or a ship, or both; at least one of them ("please select
 * statistics conditions", as the legacy system asked).
 */
export const ShipAnnualQuery = z
  .object({ companyId: TextId.optional(), shipId: TextId.optional(), ...statFilterFields, ...YEARS })
  .refine((q) => q.companyId !== undefined || q.shipId !== undefined, {
    message: 'msg.statistics_conditions',
    path: ['shipId'],
  })
  .refine(ordered, ORDER)
  .refine(span, SPAN);
export type ShipAnnualQuery = z.output<typeof ShipAnnualQuery>;

/** The company screens: one company (required), its ships together. */
export const CompanyAnnualQuery = z
  .object({ companyId: TextId, ...statFilterFields, ...YEARS })
  .refine(ordered, ORDER)
  .refine(span, SPAN);
export type CompanyAnnualQuery = z.output<typeof CompanyAnnualQuery>;

const subject = z.enum(['ship', 'company'], { error: 'msg.required' });

/** Targets of one ship or company over a range of years. */
export const TargetQuery = z
  .object({ subject, subjectId: TextId, ...YEARS })
  .refine(ordered, ORDER)
  .refine(span, SPAN);

/** Sets one target; `version` is required when the target exists (409 on a stale one). */
export const TargetBody = z.object({
  subject,
  subjectId: jsonInt(1),
  year: jsonInt(2000, 2100),
  indicator: z.enum(TARGET_INDICATORS, { error: 'msg.required' }),
  value: z
    .number({ error: 'msg.number' })
    .finite('msg.number')
    .min(0, 'msg.out_of_range')
    .max(1e9, 'msg.out_of_range'),
  version: Version.optional(),
});
export type TargetBody = z.output<typeof TargetBody>;
