import type { AnnualStatistics, StatTarget, TargetIndicator } from '../../domain/statistics/types';
import type { StatMode } from '../../machines/statistics/statisticsMachine';
import { round, targetOf } from './statTable';

/**
 * The annual-target chart (`/MRVReport/AnnualTarget`, docs/statistics.md §4): for one indicator, a
 * pair of bars per ship and year — the actual value and the target set for it. A value the year
 * cannot give (no denominator) or a target not set is left out of its bar, never drawn as 0.
 */
export function targetBars(
  rows: readonly AnnualStatistics[],
  targets: readonly StatTarget[],
  mode: StatMode,
  indicator: TargetIndicator,
  names: { actual: string; target: string },
  companyId?: number,
) {
  return {
    keys: [names.actual, names.target],
    rows: rows.map((r) => {
      const actual = r.indicators[indicator];
      const target = targetOf(targets, r, mode, indicator, companyId)?.value;
      return {
        subject: `${r.name} ${r.year}`,
        ...(actual === null || actual === undefined ? {} : { [names.actual]: round(actual) }),
        ...(target === undefined ? {} : { [names.target]: round(target) }),
      };
    }),
  };
}
