import type { DerivedLeg, ShipFacts, VoyageIndicators } from './types';

/**
 * Voyage-level indicators from the IMO legs of one voyage (as in the legacy system), with its defects
 * fixed: CO2 per distance in kg/nm (the list fed it tonnes), transport work as Σ cargo × distance
 * per record (from the legs), and per-unit EEOIs in g per unit·nm like EEOI itself. A figure whose
 * denominator is 0 is null, never 0 (a ballast voyage has no EEOI, not a perfect one).
 */
export function voyageIndicators(legs: readonly DerivedLeg[], ship: ShipFacts): VoyageIndicators {
  let distanceNm = 0;
  let hoursUnderway = 0;
  let co2T = 0;
  let tw = 0;
  let ballast = 0;
  let speedDist = 0;
  let refSpeedDist = 0;
  let teuNm = 0;
  let vehicleNm = 0;
  let passengerNm = 0;
  for (const l of legs) {
    distanceNm += l.distanceNm;
    hoursUnderway += l.hoursUnderway;
    co2T += l.co2T;
    tw += l.transportWorkTnm;
    ballast += l.ballastDistanceNm;
    // A leg without time under way has no average speed: it weighs in neither sum.
    if (l.hoursUnderway > 0) {
      speedDist += (l.distanceNm / l.hoursUnderway) * l.distanceNm;
      refSpeedDist += ship.referenceSpeedKn * l.distanceNm;
    }
    // Leg counts are distance-weighted means, so count × leg distance = Σ count × distance.
    teuNm += l.teu * l.distanceNm;
    vehicleNm += l.vehicles * l.distanceNm;
    passengerNm += l.passengers * l.distanceNm;
  }
  const ratio = (num: number, den: number) => (den > 0 ? num / den : null);
  const co2G = co2T * 1e6;
  return {
    distanceNm,
    hoursUnderway,
    co2T,
    transportWorkTnm: tw,
    eeoi: ratio(co2G, tw),
    co2PerNmKg: ratio(co2T * 1000, distanceNm),
    speedReductionPct: ratio(speedDist * 100, refSpeedDist),
    loadUtilisationPct: ratio(tw * 100, ship.dwt * distanceNm),
    ballastDistanceRatio: ratio(ballast, distanceNm),
    eeoiPerTeu: ratio(co2G, teuNm),
    eeoiPerVehicle: ratio(co2G, vehicleNm),
    eeoiPerPassenger: ratio(co2G, passengerNm),
  };
}
