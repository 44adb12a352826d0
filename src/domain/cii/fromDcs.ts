import type { DcsFigures } from '../imoDcs/report';
import { FUEL_CLASSES, type ByClass, type FuelClass } from '../ledger/types';
import type { FuelAmount, FuelCode } from '../registry/fuels';
import { CII_SCOPE } from '../registry/ciiScope';
import { isShipType, type ShipType } from '../registry/shipTypes';
import type { CiiInput } from './calculate';
import type { CiiCorrections } from './corrections';

/**
 * What a CII rating needs from one DCS period (docs/regulatory-sources.md §1; docs/cii-ratings.md): the ship's
 * CII type and tonnage, the year whose required CII applies, the distance and the fuel per class.
 */
export interface CiiTotals {
  readonly shipType: ShipType;
  readonly dwt?: number;
  readonly gt?: number;
  readonly year: number;
  readonly distanceNm: number;
  readonly fuelT: ByClass;
}

/**
 * Ledger fuel class → registry fuel. The report classes are a subset of the nine IMO fuels
 * (the HFO/LFO sulphur grades are already folded into their class), so the map is one-to-one;
 * it is spelled out so a new class fails to compile instead of slipping through.
 */
const FUEL_OF_CLASS: Readonly<Record<FuelClass, FuelCode>> = {
  HFO: 'HFO',
  LFO: 'LFO',
  MDO_MGO: 'MDO_MGO',
  LPG_PROPANE: 'LPG_PROPANE',
  LPG_BUTANE: 'LPG_BUTANE',
  LNG: 'LNG',
  METHANOL: 'METHANOL',
  ETHANOL: 'ETHANOL',
};

/** Fuel per class as registry amounts, in display order; classes with no fuel are left out. */
export function fuelsOfClasses(fuelT: ByClass): FuelAmount[] {
  return FUEL_CLASSES.filter((k) => (fuelT[k] ?? 0) !== 0).map((k) => ({
    fuel: FUEL_OF_CLASS[k],
    tonnes: fuelT[k]!,
  }));
}

/** The calculator's input for a period's totals (the same `calculateCii` that `/api/calc/cii` runs). */
export function ciiInputFromTotals(t: CiiTotals, corrections?: CiiCorrections): CiiInput {
  return {
    shipType: t.shipType,
    ...(t.dwt !== undefined ? { dwt: t.dwt } : {}),
    ...(t.gt !== undefined ? { gt: t.gt } : {}),
    year: t.year,
    distanceNm: t.distanceNm,
    fuels: fuelsOfClasses(t.fuelT),
    ...(corrections ? { corrections } : {}),
  };
}

/**
 * The dictionary's `calcType` as a CII type: 'other' (and anything unknown) is not rated by
 * reg. 28 (passenger ships that are not cruise ships, "Others").
 */
export const ciiShipTypeOf = (calcType: string | null | undefined): ShipType | null =>
  isShipType(calcType) ? calcType : null;

/** Reg. 28 rates ships of 5 000 GT and above (registry `CII_SCOPE`). */
export const ciiApplies = (gt: number): boolean => gt >= CII_SCOPE.minGt;

/**
 * A DCS period's figures as CII totals: the fuel per class and the distance the DCS report states
 * (the same figures the flag verifies), the tonnage of the report's ship particulars and the
 * calendar year of the period's start (a part-year period rates against its year's required CII).
 */
export function totalsFromDcs(figures: DcsFigures, shipType: ShipType): CiiTotals {
  return {
    shipType,
    dwt: figures.ship.dwt,
    gt: figures.ship.gt,
    year: new Date(figures.period.start).getUTCFullYear(),
    distanceNm: figures.distanceNm,
    fuelT: figures.fuelT,
  };
}
