import { yearRating, type CiiRating } from '../../../domain/cii/index.js';
import { CII_SCOPE } from '../../../domain/registry/ciiScope.js';
import type { Db } from '../../db/client.js';
import { publicParts } from '../../repositories/cii/ratingsStore.js';

/**
 * The public `/exchart` CII distribution (docs/cii-ratings.md §7): ships per year and rating among
 * those whose owner opted in, from the stored ratings (one per ship-year, `yearRating`). Only the
 * counts leave: no ship id, name or IMO number.
 */
export async function optedInCiiDistribution(db: Db) {
  const parts = await publicParts(db, CII_SCOPE.firstYear);
  const byShipYear = new Map<
    string,
    { year: number; parts: { start: string; rating: CiiRating | null }[] }
  >();
  for (const p of parts) {
    const key = `${p.shipId}:${p.year}`;
    const e = byShipYear.get(key) ?? { year: p.year, parts: [] };
    byShipYear.set(key, e);
    e.parts.push({ start: p.start.toISOString(), rating: p.rating as CiiRating | null });
  }
  const counts = new Map<string, { year: number; rating: string; ships: number }>();
  for (const { year, parts: list } of byShipYear.values()) {
    const rating = yearRating(list);
    if (!rating) continue;
    const k = `${year}:${rating}`;
    const c = counts.get(k) ?? { year, rating, ships: 0 };
    c.ships++;
    counts.set(k, c);
  }
  return [...counts.values()].sort((a, b) => a.year - b.year || a.rating.localeCompare(b.rating));
}
