import { CII_RATINGS } from '../../domain/cii/rating';
import type { CiiFleetRowDto } from '../../domain/ciiApi';
import type { FleetSortKey } from '../../machines/cii/ciiFleetMachine';

/** Worse rating sorts higher: A 0 … E 4, no rating −1. */
const rank = (r: string | null | undefined) => (r ? (CII_RATINGS as readonly string[]).indexOf(r) : -1);
const TREND = { better: 0, same: 1, worse: 2 } as const;
/** Risk order: at risk, then plan required without a plan, then plan required, then the rest. */
const riskRank = (r: CiiFleetRowDto) =>
  (r.risk.atRisk ? 4 : 0) + (r.risk.planRequired && !r.planRecorded ? 2 : 0) + (r.risk.planRequired ? 1 : 0);

/** The fleet rows in the machine's sort order (a pure view helper; ties by name). */
export function sortFleet(
  rows: readonly CiiFleetRowDto[],
  sort: { key: FleetSortKey; dir: 'asc' | 'desc' },
  name: (r: CiiFleetRowDto) => string,
): CiiFleetRowDto[] {
  const value = (r: CiiFleetRowDto): number | string => {
    if (sort.key === 'name') return name(r);
    if (sort.key === 'trend') return r.risk.trend ? TREND[r.risk.trend] : -1;
    if (sort.key === 'risk') return riskRank(r);
    return rank(r.ratings[sort.key.slice(5)]);
  };
  const k = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const c = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
    return c !== 0 ? c * k : name(a).localeCompare(name(b));
  });
}
