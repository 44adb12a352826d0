import { z } from 'zod';
import { jsonInt, JsonId, textInt, TextId } from './ids.js';

/** Request schemas of the FuelEU pool and flexibility API (docs/reports-fueleu.md §7). */

const Year = textInt(2000, 2199);
const JsonYear = jsonInt(2025, 2199);
/** t CO2e; large enough for any ship-year, never NaN or infinite. */
const Tonnes = z.number({ error: 'msg.number' }).finite().min(-1e9).max(1e9);

export const FuelEuShipYearQuery = z.object({ shipId: TextId, year: Year });

/** The older client's period read: `rptType` is accepted and not used (one FuelEU report kind). */
export const FuelEuPeriodTimeQuery = z.object({
  shipId: TextId,
  year: Year,
  rptType: z.string().max(20).optional(),
});

export const FuelEuFlexBody = z.object({
  shipId: JsonId,
  year: JsonYear,
  bankT: Tonnes.min(0, 'msg.min?min=0'),
  borrowT: Tonnes.min(0, 'msg.min?min=0'),
  /** The record's version as read (null: none existed); a newer record answers 409. */
  version: z.number().int().min(1).nullable().optional(),
});

export const FuelEuPoolBody = z.object({
  year: JsonYear,
  name: z.string().trim().min(1, 'msg.required').max(100),
  members: z
    .array(z.object({ shipId: JsonId, afterT: Tonnes.optional() }))
    .min(1, 'msg.required')
    .max(100),
});

export const FuelEuPoolsQuery = z.object({ year: Year });
