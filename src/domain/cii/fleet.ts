import { OutOfTableError } from '../registry/errors';
import type { ShipType } from '../registry/shipTypes';
import { ciiCapacity } from './capacity';
import { CII_RATINGS, type CiiRating } from './rating';
import { ciiReference, ciiRequired } from './required';

/** One rated part of a ship-year (a DCS period). */
export interface RatedPart {
  readonly start: string;
  readonly rating: CiiRating | null;
}

/**
 * The rating that stands for a ship-year in the fleet view: the part that closes the year (the
 * holder at year end, who reports the year's CII to the flag, docs/regulatory-sources.md §1). A year with no
 * rated part has none.
 */
export function yearRating(parts: readonly RatedPart[]): CiiRating | null {
  const rated = [...parts].filter((p) => p.rating !== null).sort((a, b) => a.start.localeCompare(b.start));
  return rated.at(-1)?.rating ?? null;
}

export interface YearRating {
  readonly year: number;
  readonly rating: CiiRating | null;
}

export type CiiTrend = 'better' | 'worse' | 'same';

export interface CiiRisk {
  /** The latest rated year and its rating. */
  readonly latest: YearRating | null;
  /** Latest rating against the rated year before it. */
  readonly trend: CiiTrend | null;
  /** E in the latest year, or D in the latest two years running. */
  readonly atRisk: boolean;
  /**
   * Reg. 28 (docs/regulatory-sources.md §1.6): rated D three consecutive years or E in a year → a corrective action plan in the
   * SEEMP (Part III). Any such run in the history counts: the plan is owed until it is recorded.
   */
  readonly planRequired: boolean;
  /** The year whose rating made the plan required (latest such year). */
  readonly planYear: number | null;
}

const rank = (r: CiiRating) => CII_RATINGS.indexOf(r);

/** Trend, risk and plan duty of a rating history (years need not be sorted or complete). */
export function ciiRisk(history: readonly YearRating[]): CiiRisk {
  const years = [...history].filter((h) => h.rating !== null).sort((a, b) => a.year - b.year);
  const latest = years.at(-1) ?? null;
  const prev = years.at(-2) ?? null;
  const trend: CiiTrend | null =
    latest && prev
      ? rank(latest.rating!) < rank(prev.rating!)
        ? 'better'
        : rank(latest.rating!) > rank(prev.rating!)
          ? 'worse'
          : 'same'
      : null;
  const at = (y: number) => years.find((h) => h.year === y)?.rating ?? null;
  const atRisk =
    latest !== null && (latest.rating === 'E' || (latest.rating === 'D' && at(latest.year - 1) === 'D'));
  let planYear: number | null = null;
  for (const h of years) {
    const threeD = h.rating === 'D' && at(h.year - 1) === 'D' && at(h.year - 2) === 'D';
    if (h.rating === 'E' || threeD) planYear = h.year;
  }
  return { latest, trend, atRisk, planRequired: planYear !== null, planYear };
}

/**
 * SEEMP Part III item "required annual operational CII over the next three years" (MEPC.346(78)
 * §5 / docs/regulatory-sources.md §1): the ship's required CII for each following year the Z table covers.
 */
export function requiredAhead(
  shipType: ShipType,
  tonnage: { dwt?: number; gt?: number },
  fromYear: number,
  count = 3,
): { year: number; required: number }[] {
  const reference = ciiReference(shipType, ciiCapacity(shipType, tonnage));
  const out: { year: number; required: number }[] = [];
  for (let y = fromYear; y < fromYear + count; y++) {
    try {
      out.push({ year: y, required: ciiRequired(reference, y) });
    } catch (e) {
      if (e instanceof OutOfTableError) break;
      throw e;
    }
  }
  return out;
}
