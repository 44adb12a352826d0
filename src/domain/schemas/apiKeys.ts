import { z } from 'zod';
import { JsonId } from './ids';

/**
 * Issuing an API key for ship-side software (docs/api-ledger.md): a name to tell keys apart and
 * exactly one of a company (its ships, subsidiaries included) or a ship. The admin screen's form
 * and the server parse with this one schema.
 */
export const ApiKeyIssueSchema = z
  .strictObject({
    name: z
      .string({ error: 'msg.required' })
      .trim()
      .min(1, 'msg.required')
      .max(100, 'msg.max_length?max=100'),
    companyId: JsonId.optional(),
    shipId: JsonId.optional(),
  })
  .refine((b) => (b.companyId === undefined) !== (b.shipId === undefined), {
    message: 'api_key.company_or_ship',
    path: ['companyId'],
  });
export type ApiKeyIssue = z.infer<typeof ApiKeyIssueSchema>;
