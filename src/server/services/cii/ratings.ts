import {
  calculateCii,
  ciiInputFromTotals,
  correctedTerms,
  type CiiCorrections,
  type CiiResult,
} from '../../../domain/cii/index.js';
import { DomainError, OutOfTableError } from '../../../domain/registry/errors.js';
import type { ReportPeriod, ReportReason } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { ciiPeriodInputs, type CiiPeriodInput } from './periodInput.js';

export interface CiiPeriodRating extends CiiPeriodInput {
  /** The calculator's answer (with `uncorrected` when corrections applied); null with `reason`. */
  result: CiiResult | null;
  corrections?: CiiCorrections;
  /** Spec "correction factor": f_i·f_m·f_c·f_iVSE of the corrections (absent = 1). */
  correctionFactor?: number;
}

export interface RatingsOptions {
  /** G5 corrections of a period (approved adjustments, supplied by the CII adjust module). */
  correctionsFor?: (period: ReportPeriod) => Promise<CiiCorrections | undefined>;
  /** The time of the rating: a period still running then is rated year to date (periodInput.ts). */
  at?: Date;
}

const asReason = (e: unknown): ReportReason | null => {
  if (e instanceof OutOfTableError) return { code: 'cii.year_out_of_range', params: { year: e.year } };
  if (e instanceof DomainError) return { code: `cii.${e.code}` };
  return null;
};

/**
 * The CII ratings of a ship-year, one per DCS period (docs/cii-ratings.md §2): each computable
 * period through `calculateCii`, with the period's G5 corrections when the caller has any.
 * A domain refusal (a year outside the tables, a correction larger than the fuel) becomes a reason
 * on that period instead of failing the year.
 */
export async function ratingsFor(
  db: Db,
  shipId: number,
  year: number,
  opts: RatingsOptions = {},
): Promise<CiiPeriodRating[]> {
  const inputs = await ciiPeriodInputs(db, shipId, year, opts.at);
  return Promise.all(
    inputs.map(async (p): Promise<CiiPeriodRating> => {
      if (!p.input || !p.totals) return { ...p, result: null };
      const corrections = await opts.correctionsFor?.(p.period);
      const input = corrections ? ciiInputFromTotals(p.totals, corrections) : p.input;
      try {
        const result = calculateCii(input);
        if (!corrections) return { ...p, input, result };
        const { capacityFactor } = correctedTerms(
          input.shipType,
          input.dwt,
          input.year,
          input.fuels,
          input.distanceNm,
          corrections,
        );
        return { ...p, input, result, corrections, correctionFactor: capacityFactor };
      } catch (e) {
        const reason = asReason(e);
        if (!reason) throw e;
        return { ...p, input, result: null, reason, ...(corrections ? { corrections } : {}) };
      }
    }),
  );
}
