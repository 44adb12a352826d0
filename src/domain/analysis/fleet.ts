import { statIndicators } from '../statistics/indicators';
import { EMPTY_SUMS, addSums } from '../statistics/indicators';
import type { LegSums } from '../statistics/types';
import type { FleetGroupDto } from './dto';

/**
 * Fleet charts (`/MRVReport/DiagramExhibition`, `/cmsashipManage/shipStatistics` of the legacy
 * system): ships grouped by type, gross-tonnage band or age band, with each group's sums and
 * indicators (ratios of the group's sums). Bands are the dictionaries' [min, max) ranges.
 */
export interface Band {
  key: string;
  zh: string;
  en: string;
  min: number;
  max: number | null;
}

export const inBand = (v: number, b: Pick<Band, 'min' | 'max'>) =>
  v >= b.min && (b.max === null || v < b.max);

/** Whole years from delivery to `at` (ms, UTC); null without a delivery date. */
export function ageAt(deliveryDate: string | null, at: number): number | null {
  if (!deliveryDate) return null;
  const d = new Date(`${deliveryDate}T00:00:00Z`);
  const a = new Date(at);
  let years = a.getUTCFullYear() - d.getUTCFullYear();
  if (
    a.getUTCMonth() < d.getUTCMonth() ||
    (a.getUTCMonth() === d.getUTCMonth() && a.getUTCDate() < d.getUTCDate())
  )
    years--;
  return years;
}

export interface FleetMember {
  /** The group the ship falls in, or null when it falls in none (no delivery date, no band). */
  group: string | null;
  sums: LegSums | undefined;
}

/** Groups in the order given; a group with no ship is kept (an empty bar is information). */
export function fleetGroups(
  groups: ReadonlyArray<Pick<Band, 'key' | 'zh' | 'en'>>,
  members: readonly FleetMember[],
): FleetGroupDto[] {
  return groups.map((g) => {
    const mine = members.filter((m) => m.group === g.key);
    const sums = mine.reduce((acc, m) => (m.sums ? addSums(acc, m.sums) : acc), EMPTY_SUMS);
    const ind = statIndicators(sums);
    const days = sums.hoursUnderway / 24;
    return {
      key: g.key,
      zh: g.zh,
      en: g.en,
      ships: mine.length,
      activeShips: mine.filter((m) => m.sums && m.sums.legs > 0).length,
      co2T: ind.co2T,
      fuelT: ind.fuelT,
      dailyCo2T: days > 0 ? ind.co2T / days : null,
      dailyFuelT: days > 0 ? ind.fuelT / days : null,
      indicators: ind,
    };
  });
}
