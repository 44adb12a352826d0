import { EMPTY_SUMS, type LegSums } from '../../../src/domain/statistics';

/** Sums of a single leg as the aggregation writes them (ship facts weighted by the leg's distance). */
export function legSums(l: {
  distanceNm: number;
  hoursUnderway: number;
  cargoT: number;
  transportWorkTnm: number;
  ballastDistanceNm?: number;
  dwt: number;
  refSpeedKn: number;
  teu?: number;
  teuLaden?: number;
  teuCapacity?: number;
  fuels: LegSums['fuels'];
}): LegSums {
  const d = l.distanceNm;
  return {
    ...EMPTY_SUMS,
    legs: 1,
    distanceNm: d,
    ballastDistanceNm: l.ballastDistanceNm ?? 0,
    hoursUnderway: l.hoursUnderway,
    cargoT: l.cargoT,
    transportWorkTnm: l.transportWorkTnm,
    teu: l.teu ?? 0,
    teuNm: (l.teu ?? 0) * d,
    teuLadenNm: (l.teuLaden ?? 0) * d,
    teuCapacityNm: (l.teuCapacity ?? 0) * d,
    dwtNm: l.dwt * d,
    speedDistance: l.hoursUnderway > 0 ? (d / l.hoursUnderway) * d : 0,
    refSpeedDistance: l.hoursUnderway > 0 ? l.refSpeedKn * d : 0,
    fuels: l.fuels,
  };
}

/*
 * Worked example (docs/statistics.md §5): a bulk carrier, DWT 60 000 t, reference speed 14 kn.
 * Leg A laden: 1800 nm in 132 h, cargo 50 000 t, TW 90 000 000 t·nm; HFO (1) 165 t at sea + 5 t in
 *   port, MDO (3) 6 + 2 t.
 * Leg B ballast: 1000 nm in 100 h, no cargo; HFO (1) 60 + 4 t, methanol (7) 10 t at sea.
 */
export const LEG_A = legSums({
  distanceNm: 1800,
  hoursUnderway: 132,
  cargoT: 50_000,
  transportWorkTnm: 90_000_000,
  dwt: 60_000,
  refSpeedKn: 14,
  fuels: [
    { code: '1', atSeaT: 165, inPortT: 5 },
    { code: '3', atSeaT: 6, inPortT: 2 },
  ],
});
export const LEG_B = legSums({
  distanceNm: 1000,
  hoursUnderway: 100,
  cargoT: 0,
  transportWorkTnm: 0,
  ballastDistanceNm: 1000,
  dwt: 60_000,
  refSpeedKn: 14,
  fuels: [
    { code: '1', atSeaT: 60, inPortT: 4 },
    { code: '7', atSeaT: 10, inPortT: 0 },
  ],
});
