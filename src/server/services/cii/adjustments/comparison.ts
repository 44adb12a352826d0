import type { CiiPeriodComparisonDto, CiiRatingFigures } from '../../../../domain/cii/adjustmentApi.js';
import {
  compareRatings,
  type CiiAdjustType,
  type RatingOutcome,
} from '../../../../domain/cii/adjustments.js';
import type { Db } from '../../../db/client.js';
import { adjustmentsOf, termOf } from '../../../repositories/cii/adjustments.js';
import { ciiPeriodInputs } from '../periodInput.js';

const figures = (o: RatingOutcome): CiiRatingFigures =>
  o.ok
    ? {
        ok: true,
        attained: o.result.attained,
        required: o.result.required,
        ratio: o.result.ratio,
        rating: o.result.rating,
        co2Tonnes: o.result.co2Tonnes,
      }
    : { ok: false, error: o.error };

/**
 * Per DCS period of the ship-year (the ratings seam, server/cii/periodInput.ts): the rating
 * without any record, with each live record alone (drafts too, so the company sees what a record
 * would do before submitting it) and with all CONFIRMED records together, which is the rating the
 * fleet view shows (docs/cii-adjustments.md §3). Cancelled records are left out.
 */
export async function ratingComparison(
  db: Db,
  shipId: number,
  year: number,
): Promise<CiiPeriodComparisonDto[]> {
  const periods = await ciiPeriodInputs(db, shipId, year);
  return Promise.all(
    periods.map(async (p): Promise<CiiPeriodComparisonDto> => {
      const base = {
        period: p.period,
        distanceNm: p.input?.distanceNm ?? 0,
        fuels: [...(p.input?.fuels ?? [])],
      };
      if (!p.input)
        return {
          ...base,
          without: { ok: false, error: p.reason?.code ?? 'cii.unavailable' },
          each: [],
          all: null,
          unavailable: p.reason?.code ?? 'cii.unavailable',
        };
      const rows = await adjustmentsOf(
        db,
        shipId,
        { from: new Date(p.period.start), to: new Date(p.period.end) },
        { status: ['draft', 'locked', 'submitted', 'confirmed'] },
      );
      const each = compareRatings(
        p.input,
        rows.map((r) => ({ id: r.id, term: termOf(r) })),
      );
      const confirmed = rows.filter((r) => r.status === 'confirmed');
      const all = compareRatings(
        p.input,
        confirmed.map((r) => ({ id: r.id, term: termOf(r) })),
      );
      return {
        ...base,
        without: figures(each.without),
        each: each.each.map((e) => ({
          id: e.id,
          type: rows.find((r) => r.id === e.id)!.type as CiiAdjustType,
          figures: figures(e.outcome),
        })),
        all: all.all ? figures(all.all) : null,
      };
    }),
  );
}
