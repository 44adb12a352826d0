import { z } from 'zod';
import { REGIMES } from '../reports/types.js';
import { INT32_MAX, JsonId, TextId } from './ids.js';

/** Request schemas of accreditations, appointments and the verifier's inbox (docs/verification.md §10). */

const Text = (max: number) =>
  z.string({ error: 'msg.required' }).trim().min(1, 'msg.required').max(max, 'msg.too_long');
const Day = z
  .string({ error: 'msg.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'msg.date')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() < 2200;
  }, 'msg.date');
const Regime = z.enum(REGIMES, { error: 'msg.choice' });

/** A form's empty field is "not given" (the kit's dialog sends '' for an empty select or date). */
const blank = (v: unknown) => (v === '' ? undefined : v);
/** The verifier chosen in a picker: missing reads as required, not as "enter a number". */
const Chosen = z.preprocess(
  blank,
  z
    .number({ error: 'msg.required' })
    .int('msg.integer')
    .min(1, 'msg.out_of_range')
    .max(INT32_MAX, 'msg.out_of_range'),
);

export const AccreditationBody = z
  .object({
    verifierId: Chosen,
    regime: Regime,
    body: Text(200),
    number: Text(100),
    validFrom: Day,
    validTo: z.preprocess(blank, Day.nullish()),
  })
  .refine((b) => !b.validTo || b.validTo >= b.validFrom, { message: 'msg.date_order', path: ['validTo'] });

export const AppointmentBody = z.object({ shipId: JsonId, regime: Regime, verifierId: JsonId });

export const AccreditationQuery = z.object({
  regime: Regime.optional(),
  verifierId: TextId.optional(),
  /** Only those in force today (the appointment form's choices). */
  current: z.enum(['true', 'false'], { error: 'msg.boolean' }).optional(),
});

export const AppointmentQuery = z.object({ shipId: TextId.optional(), regime: Regime.optional() });
