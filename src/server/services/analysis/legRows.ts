import type { QualityLegDto } from '../../../domain/analysis/dto.js';
import type { LegRow } from '../../repositories/analysis.js';

/** How the data-quality lists name a leg (one shape for assessment, monitoring and alerts). */
export const legDto = (l: LegRow): QualityLegDto => ({
  legId: l.id,
  shipId: l.shipId,
  shipName: l.shipName,
  imo: l.imo,
  voyageId: l.voyageId,
  voyageNo: l.voyageNo,
  fromPort: l.fromPort,
  toPort: l.toPort,
  departureAt: new Date(l.departureAt).toISOString(),
  arrivalAt: new Date(l.arrivalAt).toISOString(),
});

/** Legs of one ship together: the histories and alerts are per ship. */
export function byShip<T extends { shipId: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.shipId, [...(out.get(r.shipId) ?? []), r]);
  return out;
}
