import type { LegFacts } from '../../../src/domain/analysis';

const H = 3_600_000;
export const T0 = Date.UTC(2025, 0, 1);

/** A leg with hand-checkable defaults: 240 nm in 24 h under way, 24 t at sea, 10 kt cargo. */
export function leg(over: Partial<LegFacts> & { id: number }): LegFacts {
  const departureAt = over.departureAt ?? T0 + over.id * 100 * H;
  return {
    shipId: 1,
    kind: 'imo',
    voyageNo: 'V1',
    fromPort: 'CNSHA',
    toPort: 'SGSIN',
    departureAt,
    arrivalAt: departureAt + 24 * H,
    distanceNm: 240,
    hoursUnderway: 24,
    hoursStopped: 0,
    hoursInPort: 24,
    cargoT: 10_000,
    transportWorkTnm: 2_400_000,
    co2T: 24 * 3.114,
    fuelAtSeaT: 24,
    fuelInPortT: 2,
    ...over,
  };
}
export { H };
