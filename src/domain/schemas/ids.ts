import { z } from 'zod';

/**
 * Strict ids and integers, written once. The database columns are 32-bit
 * integers: a larger value would fail in SQL (a 500), so it is refused here with the field named.
 * Nothing is coerced: " 1", "0x1", "1e0", true and [1] are not 1 (a coerced `true` once reset the
 * administrator's password as user 1).
 */
export const INT32_MAX = 2_147_483_647;

/** A JSON integer within [min, max]. */
export const jsonInt = (min = 0, max = INT32_MAX) =>
  z
    .number({ error: 'msg.number' })
    .int('msg.integer')
    .min(min, 'msg.out_of_range')
    .max(max, 'msg.out_of_range');

/** An integer written in a path or query string: decimal digits only (an optional minus when min < 0). */
export const textInt = (min = 0, max = INT32_MAX) =>
  z
    .string({ error: 'msg.integer' })
    .regex(min < 0 ? /^-?[0-9]{1,10}$/ : /^[0-9]{1,10}$/, 'msg.integer')
    .transform(Number)
    .pipe(jsonInt(min, max));

/** An id in a JSON body: a positive 32-bit integer. */
export const JsonId = jsonInt(1);
/** An id in a path or query string. */
export const TextId = textInt(1);
/** An id that older clients send either way (`userId: 5` or `userId: "5"`), still strict. */
export const AnyId = z.union([JsonId, TextId], { error: 'msg.integer' });
/** The optimistic-lock counter sent back with an update. */
export const Version = z
  .number({ error: 'msg.required' })
  .int('msg.integer')
  .min(1)
  .max(INT32_MAX, 'msg.out_of_range');

/** `{ id }` path parameters, the most common shape. */
export const IdParams = z.object({ id: TextId });

/**
 * A date or timestamp in a query string (ISO 8601), with a year PostgreSQL and JavaScript can both
 * hold: `from=99999-01-01` is a 400, not a 500.
 */
export const textDate = z
  .string({ error: 'msg.date' })
  .regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'msg.date')
  .transform((s) => new Date(s))
  .refine((d) => !Number.isNaN(d.getTime()), 'msg.date');

/** A whole number sent either as a JSON number or as digits (paging: query string or body). */
export const anyInt = (min = 0, max = INT32_MAX) =>
  z.union([jsonInt(min, max), textInt(min, max)], { error: 'msg.integer' });

/** A decimal number in a query string: digits with an optional fraction, within [min, max]. */
export const textNumber = (min = 0, max = 1e9) =>
  z
    .string({ error: 'msg.number' })
    .regex(/^-?[0-9]{1,12}(\.[0-9]{1,12})?$/, 'msg.number')
    .transform(Number)
    .pipe(z.number().min(min, 'msg.out_of_range').max(max, 'msg.out_of_range'));
