import { DomainError } from '../registry/errors';
import { REFERENCE_LINES, type ReferenceBand } from '../registry/ciiReferenceLines';
import { SHIP_TYPE_INFO, type ShipType } from '../registry/shipTypes';

export interface Tonnage {
  readonly dwt?: number;
  readonly gt?: number;
}

/**
 * Attained-CII capacity (G1): the ship's actual DWT or GT, never capped. The old system and some
 * public calculators applied the G2 cap here too (docs/regulatory-sources.md §11), which is wrong.
 */
export function ciiCapacity(shipType: ShipType, tonnage: Tonnage): number {
  const kind = SHIP_TYPE_INFO[shipType].capacity;
  const value = tonnage[kind];
  if (value === undefined || !(value > 0)) {
    throw new DomainError(
      'capacity_missing',
      `${shipType} uses ${kind.toUpperCase()} as CII capacity; give it (> 0)`,
    );
  }
  return value;
}

/** G2 size band for the actual capacity: min inclusive, max exclusive. */
export function referenceBand(shipType: ShipType, capacity: number): ReferenceBand {
  const band = REFERENCE_LINES[shipType].find((b) => capacity >= b.min && capacity < b.max);
  // Bands cover [0, ∞) for every type, so a miss means a non-positive or NaN capacity.
  if (!band) throw new DomainError('capacity_invalid', `capacity ${capacity} is not a positive number`);
  return band;
}

/** Capacity the reference line uses: the band's fixed value (bulk ≥ 279 000, LNG < 65 000, …) or the actual one. */
export function referenceCapacity(shipType: ShipType, capacity: number): number {
  return referenceBand(shipType, capacity).fixedCapacity ?? capacity;
}
