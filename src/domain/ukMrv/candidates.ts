import type { CandidatePeriod } from '../reports/types';
import { UK_REGIMES } from '../registry/regional';

/**
 * The UK report periods of a ship-year: the calendar year (the UK AER year, docs/reports-uk-and-cross-regime.md). A year
 * before UK MRV data collection (2022) has nothing to report and is blocked with that reason; 2026
 * holds both regimes, and each row carries the regime of its own day.
 */
export function ukCandidates(year: number): CandidatePeriod[] {
  const start = `${year}-01-01T00:00:00.000Z`;
  const end = `${year + 1}-01-01T00:00:00.000Z`;
  const first = Number(UK_REGIMES.ukMrv.from.slice(0, 4));
  const blocked = year < first;
  return [
    {
      start,
      end,
      year,
      status: blocked ? 'blocked' : 'generatable',
      reasons: blocked ? [{ code: 'report.uk_before_regime', params: { from: UK_REGIMES.ukMrv.from } }] : [],
      splitBy: ['yearStart', 'yearEnd'],
    },
  ];
}
