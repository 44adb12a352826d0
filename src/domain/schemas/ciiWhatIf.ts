import { z } from 'zod';
import { FUEL_CODES } from '../registry/fuels';
import { JsonId, jsonInt, textInt, TextId } from './ids.js';

/**
 * Payloads of the CII forecast and what-if calls (docs/cii-forecast-what-if.md §4), shared by the
 * server routes and the calculator screen. Whether the year lies inside a parameter table is the
 * engines' answer (each regime says so on its own).
 */
export const CiiForecastQuery = z.object({
  shipId: TextId,
  year: textInt(2019, 2100),
  profileDays: textInt(7, 366).optional(),
});
export type CiiForecastQuery = z.infer<typeof CiiForecastQuery>;

const pct = (max: number) =>
  z.number({ error: 'msg.number' }).min(0, 'msg.out_of_range').max(max, 'msg.out_of_range');

export const ScenarioSchema = z.object({
  speedReductionPct: pct(50),
  switchSharePct: pct(100),
  switchTo: z.enum(FUEL_CODES, { error: 'msg.choice' }),
  idleDays: pct(366),
});

export const CiiWhatIfBody = z.object({
  shipId: JsonId,
  year: jsonInt(2019, 2100),
  profileDays: jsonInt(7, 366).optional(),
  euaPriceEur: z.number({ error: 'msg.number' }).min(0, 'msg.out_of_range').max(10_000, 'msg.out_of_range'),
  scenario: ScenarioSchema,
});
export type CiiWhatIfBody = z.infer<typeof CiiWhatIfBody>;
