import { fuelByClass, statIndicators, STAT_PARAMETER_SET } from './indicators';
import type { AnnualStatistics, LegSums } from './types';

/** One row of the annual statistics screens from the sums of one ship's or company's year. */
export function annualStatistics(
  year: number,
  shipId: number | null,
  name: string,
  s: LegSums,
): AnnualStatistics {
  return {
    year,
    shipId,
    name,
    legs: s.legs,
    cargoT: s.cargoT,
    distanceNm: s.distanceNm,
    ballastDistanceNm: s.ballastDistanceNm,
    hoursUnderway: s.hoursUnderway,
    transportWorkTnm: s.transportWorkTnm,
    teuTurnover: s.teuNm,
    fuels: fuelByClass(s.fuels),
    indicators: statIndicators(s),
    parameterSet: STAT_PARAMETER_SET,
  };
}
