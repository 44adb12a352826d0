import { z } from 'zod';
import { textInt, TextId } from './ids.js';

/** `GET /api/reports/cross-regime?shipId=&year=` (docs/reports-uk-and-cross-regime.md §7). */
export const RegimeComparisonQuery = z.object({ shipId: TextId, year: textInt(2000, 2199) });

/** `GET /api/reports/uk-company-aer?companyId=&year=` (docs/reports-uk-and-cross-regime.md §7.1). */
export const UkCompanyAerQuery = z.object({ companyId: TextId, year: textInt(2022, 2199) });

/** `GET /api/reports/uk-company-aer/xml?companyId=&year=&kind=&part=`: one of the AER's XML files. */
export const UkCompanyAerXmlQuery = UkCompanyAerQuery.extend({
  kind: z.enum(['aggregated', 'ships'], { error: 'msg.choice' }),
  part: textInt(1, 1000).optional(),
});
