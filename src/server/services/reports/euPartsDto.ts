import { euPartsComplete, type EuEmissionSource, type EuPartsDto } from '../../../domain/schemas/euParts.js';
import type { EuPartsRow } from '../../repositories/euParts.js';

/** Parts B and C of an EU MRV report as the API and the export read them (none saved: empty). */
export const euPartsDto = (
  reportId: number,
  row: EuPartsRow | undefined,
  suggestedSources: EuEmissionSource[] = [],
): EuPartsDto => {
  const verifier = row?.verifier ?? null;
  const sources = row?.sources ?? [];
  return {
    reportId,
    verifier,
    sources,
    version: row?.version ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    complete: euPartsComplete({ verifier, sources }),
    suggestedSources: row ? [] : suggestedSources,
  };
};
