import { z } from 'zod';
import { ADJUSTMENT_TYPES, CORRECTION_TYPES, TYPE_FIELDS } from '../cii/adjustments.js';
import { ICE_CLASSES } from '../registry/ciiG5.js';
import { FUEL_CODES } from '../registry/fuels.js';
import { REPORT_EVENTS } from '../reports/types.js';
import { COMMENT_REQUIRED } from '../reports/types.js';
import { anyInt, JsonId, textInt, TextId, Version } from './ids.js';
import { IsoInstant } from './reports.js';

/** Request schemas of the CII adjustment API (docs/cii-adjustments.md §5); the forms use them too. */

export const CiiAdjustTypeSchema = z.enum([...ADJUSTMENT_TYPES, ...CORRECTION_TYPES], {
  error: 'msg.choice',
});
export const CiiAdjustKindSchema = z.enum(['adjustment', 'correction'], { error: 'msg.choice' });

const Tonnes = z
  .number({ error: 'msg.number' })
  .finite('msg.number')
  .gt(0, 'msg.out_of_range')
  .max(1e6, 'msg.out_of_range');

const FuelLine = z.object({
  fuel: z.enum(FUEL_CODES, { error: 'msg.choice' }),
  tonnes: Tonnes,
});

/** The G5 content and its span; which fields a type needs comes from TYPE_FIELDS. */
const Content = z.object({
  type: CiiAdjustTypeSchema,
  begin: IsoInstant,
  end: IsoInstant,
  voyageNo: z.string().trim().max(50, 'msg.too_long').nullable().default(null),
  episodeRef: z.string().trim().min(1).max(100, 'msg.too_long').nullable().default(null),
  distanceNm: z
    .number({ error: 'msg.number' })
    .finite('msg.number')
    .min(0, 'msg.out_of_range')
    .max(1e6, 'msg.out_of_range')
    .default(0),
  fuels: z.array(FuelLine).max(FUEL_CODES.length, 'msg.out_of_range').default([]),
  iceClass: z.enum(ICE_CLASSES, { error: 'msg.choice' }).nullable().default(null),
  /** f_c or f_iVSE: a positive factor near 1 (G5 takes them from the EEXI file). */
  factor: z
    .number({ error: 'msg.number' })
    .finite('msg.number')
    .gt(0, 'msg.out_of_range')
    .max(3, 'msg.out_of_range')
    .nullable()
    .default(null),
  remark: z.string().trim().max(1000, 'msg.too_long').default(''),
});

type ContentValue = z.infer<typeof Content>;

/** Cross-field rules: order of the span, the fields the type needs, one line per fuel. */
function checkContent(v: ContentValue, ctx: z.RefinementCtx) {
  const need = TYPE_FIELDS[v.type];
  if (v.begin >= v.end) ctx.addIssue({ code: 'custom', message: 'msg.range_order', path: ['end'] });
  if (need.fuels && v.fuels.length === 0)
    ctx.addIssue({ code: 'custom', message: 'msg.required', path: ['fuels'] });
  if (!need.fuels && v.fuels.length) ctx.addIssue({ code: 'custom', message: 'msg.choice', path: ['fuels'] });
  const seen = new Set<string>();
  v.fuels.forEach((f, i) => {
    if (seen.has(f.fuel))
      ctx.addIssue({ code: 'custom', message: 'msg.duplicate', path: ['fuels', i, 'fuel'] });
    seen.add(f.fuel);
  });
  if (!need.distance && v.distanceNm > 0)
    ctx.addIssue({ code: 'custom', message: 'msg.choice', path: ['distanceNm'] });
  if (need.iceClass && !v.iceClass)
    ctx.addIssue({ code: 'custom', message: 'msg.required', path: ['iceClass'] });
  if (!need.iceClass && v.iceClass)
    ctx.addIssue({ code: 'custom', message: 'msg.choice', path: ['iceClass'] });
  if (need.factor && v.factor === null)
    ctx.addIssue({ code: 'custom', message: 'msg.required', path: ['factor'] });
  if (!need.factor && v.factor !== null)
    ctx.addIssue({ code: 'custom', message: 'msg.choice', path: ['factor'] });
}

export const CiiAdjustmentBody = Content.extend({ shipId: JsonId }).superRefine(checkContent);
export type CiiAdjustmentBody = z.infer<typeof CiiAdjustmentBody>;

export const CiiAdjustmentUpdateBody = Content.extend({ version: Version }).superRefine(checkContent);

/** The content a form edits, checked as the server checks it (shipId and version aside). */
export const CiiAdjustmentContent = Content.superRefine(checkContent);
export type CiiAdjustmentInput = z.input<typeof Content>;

const Year = textInt(2000, 2199);

export const CiiAdjustListQuery = z.object({
  shipId: TextId,
  year: Year,
  kind: CiiAdjustKindSchema,
  page: anyInt(1).default(1),
  size: anyInt(1, 500).default(100),
});

export const CiiShipYearQuery = z.object({ shipId: TextId, year: Year });

/** A lifecycle event on one record; saving is `PUT`, so `saveCorrections` is not sent here. */
const CII_EVENTS = REPORT_EVENTS.filter((e) => !['regenerate', 'saveCorrections', 'correct'].includes(e));
export const CiiAdjustEventBody = z
  .object({
    type: z.enum(CII_EVENTS as [string, ...string[]], { error: 'msg.choice' }),
    comment: z.string().trim().max(1000, 'msg.too_long').optional(),
    version: Version,
  })
  .refine((b) => !(COMMENT_REQUIRED as readonly string[]).includes(b.type) || (b.comment ?? '').length > 0, {
    message: 'msg.required',
    path: ['comment'],
  });
