import { z } from 'zod';
import { JsonId, textInt, TextId, Version } from './ids.js';

/** Request schemas of the EU ETS price scenarios and the company-level data (docs/reports-eu.md §4.1, §4.2). */

const Year = textInt(2024, 2199);
/** EUR per allowance: more than 0, decimals allowed, below any price ever seen by far. */
const Price = z
  .number({ error: 'msg.number' })
  .finite()
  .gt(0, 'msg.out_of_range')
  .max(1e6, 'msg.out_of_range');
const Name = z
  .string({ error: 'msg.required' })
  .trim()
  .min(1, 'msg.required')
  .max(100, 'msg.max_length?max=100');
const Note = z.string().trim().max(500, 'msg.max_length?max=500').nullable().optional();

export const EtsScenariosQuery = z.object({ companyId: TextId });

export const EtsScenarioCreateBody = z.object({
  companyId: JsonId,
  name: Name,
  priceEur: Price,
  note: Note,
});

export const EtsScenarioUpdateBody = z.object({
  name: Name,
  priceEur: Price,
  note: Note,
  version: Version,
});

export const EtsScenarioDeleteQuery = z.object({ version: textInt(1) });

export const CompanyLevelQuery = z.object({ companyId: TextId, year: Year });

export const CompanyLevelExportQuery = CompanyLevelQuery.extend({ lang: z.enum(['zh', 'en']).optional() });

export type EtsScenarioCreate = z.infer<typeof EtsScenarioCreateBody>;
export type EtsScenarioUpdate = z.infer<typeof EtsScenarioUpdateBody>;
