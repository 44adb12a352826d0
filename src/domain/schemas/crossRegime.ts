import { z } from 'zod';
import { textInt, TextId } from './ids.js';

/** `GET /api/reports/cross-regime?shipId=&year=` (docs/reports-uk-and-cross-regime.md §7). */
export const CrossRegimeQuery = z.object({ shipId: TextId, year: textInt(2000, 2199) });
