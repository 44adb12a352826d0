import { dcsCandidates, type FlagDocChange, type Holder } from '../imoDcs/candidates';
import type { CandidatePeriod } from '../reports/types';
import { FUELEU_TARGETS } from '../registry/fuelEuTargets';

/** First reporting year of FuelEU (the first row of the limits table, Art. 4(2)). */
export const FUELEU_FIRST_YEAR = FUELEU_TARGETS.rows[0]!.years.from;

/**
 * Candidate FuelEU periods of a ship-year (docs/reports-fueleu.md §4: a company change makes
 * a partial report): the calendar year split at every change of the DOC company, not at a flag change.
 * FuelEU reads voyages, not ROB snapshots, so no snapshot is needed at a bound; a period is
 * blocked before the first FuelEU year, or when no EU voyage touches it (`euLegTimes`: the EU
 * voyages' departure and arrival instants).
 */
export function fuelEuCandidates(
  year: number,
  changes: readonly FlagDocChange[],
  current: Holder,
  euLegs: readonly { departure: number; arrival: number }[],
): Omit<CandidatePeriod, 'reportId'>[] {
  const docOnly = changes.filter((c) => c.kind === 'doc');
  return dcsCandidates(year, docOnly, current, []).map((c) => {
    const start = Date.parse(c.start);
    const end = Date.parse(c.end);
    const reasons = [];
    if (year < FUELEU_FIRST_YEAR)
      reasons.push({ code: 'report.fuelEu_before_start', params: { year: FUELEU_FIRST_YEAR } });
    else if (!euLegs.some((l) => l.arrival > start && l.departure < end))
      reasons.push({ code: 'report.fuelEu_no_eu_voyage' });
    const { companyId, ...rest } = c;
    return {
      ...rest,
      reasons,
      splitBy: [...c.splitBy],
      status: reasons.length ? ('blocked' as const) : ('generatable' as const),
      ...(companyId ? { companyId } : {}),
    };
  });
}
