import { co2ByYearAtSea } from '../../../domain/statistics/publicYears.js';
import type { Db } from '../../db/client.js';
import { optedInLegs } from '../../repositories/publicStats.js';

/**
 * The public `/exchart` CO2 per year of opted-in owners, each leg apportioned over the years it
 * spans by time at sea (docs/statistics.md §3d), as the company's own monthly summaries do.
 */
export async function optedInEmissionsByYear(db: Db) {
  return co2ByYearAtSea(await optedInLegs(db));
}
