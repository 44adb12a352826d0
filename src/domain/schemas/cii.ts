import { z } from 'zod';
import { IdParams, JsonId, textInt, TextId, Version } from './ids.js';

/** Request schemas of the CII ratings API (docs/cii-ratings.md §5). */

/** A rating year: the CII applies from 2023 and the Z table ends in 2030 (registry). */
const Year = textInt(2023, 2030);
const JsonYear = z
  .number({ error: 'msg.number' })
  .int('msg.integer')
  .min(2023, 'msg.out_of_range')
  .max(2030, 'msg.out_of_range');

export const ShipYearQuery = z.object({ shipId: TextId, year: Year });
export const ShipQuery = z.object({ shipId: TextId });
export const FleetQuery = z.object({ to: Year.optional(), lang: z.enum(['zh', 'en']).optional() });
export const RefreshBody = z.object({ year: JsonYear, shipId: JsonId.optional() });

export const PLAN_STATUSES = ['planned', 'inProgress', 'done', 'cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

const text = (max: number) =>
  z.string({ error: 'msg.required' }).trim().min(1, 'msg.required').max(max, 'msg.too_long');
const Day = z
  .string({ error: 'msg.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'msg.date')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() < 2200;
  }, 'msg.date');

/** A corrective action plan (SEEMP Part III): what, to which rating, who, by when, how far. */
export const PlanFields = z.object({
  year: JsonYear,
  target: text(1000),
  // The plan shows how the ship reaches C or better (docs/regulatory-sources.md §1.6).
  targetRating: z.enum(['A', 'B', 'C'], { error: 'cii.plan_target' }).nullable().optional(),
  status: z.enum(PLAN_STATUSES, { error: 'msg.choice' }),
  owner: text(200),
  dueDate: Day,
  note: z.string().trim().max(2000, 'msg.too_long').nullable().optional(),
});
export const PlanCreateBody = PlanFields.extend({ shipId: JsonId });
export const PlanUpdateBody = PlanFields.extend({ version: Version });
export const PlanParams = IdParams;
export type PlanInput = z.infer<typeof PlanFields>;
