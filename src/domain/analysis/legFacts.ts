/**
 * What the data-quality checks and the analyses read of one stored leg (docs/ledger.md §2.3), in
 * base units: tonnes, nm, hours, UTC epoch ms. Fuel is every fuel class together (the original
 * counted HFO, or HFO + MDO + LFO, only).
 */
export interface LegFacts {
  id: number;
  shipId: number;
  kind: 'imo' | 'eu' | 'uk';
  voyageNo: string;
  fromPort: string | null;
  toPort: string | null;
  departureAt: number;
  arrivalAt: number;
  distanceNm: number;
  hoursUnderway: number;
  hoursStopped: number;
  /** Hours at the arrival port (its arrival to its departure), null while the ship is still there. */
  hoursInPort: number | null;
  cargoT: number;
  transportWorkTnm: number;
  co2T: number;
  fuelAtSeaT: number;
  fuelInPortT: number;
}

/** Elapsed hours from departure to arrival: the time the leg's sea fuel (stops included) was burnt in. */
export const hoursAtSea = (l: Pick<LegFacts, 'departureAt' | 'arrivalAt'>) =>
  (l.arrivalAt - l.departureAt) / 3_600_000;

/** Average speed under way (kn); null without time under way. */
export const averageSpeed = (l: Pick<LegFacts, 'distanceNm' | 'hoursUnderway'>) =>
  l.hoursUnderway > 0 ? l.distanceNm / l.hoursUnderway : null;

/**
 * Daily fuel at sea (t/day): sea fuel over the elapsed time from departure to arrival. The sea fuel
 * holds what was burnt at anchorages on the way (docs/ledger.md §2.3), so its time does too (the
 * original divided by time under way only, inflating legs with long anchorages).
 */
export function dailyFuelAtSea(l: Pick<LegFacts, 'departureAt' | 'arrivalAt' | 'fuelAtSeaT'>): number | null {
  const h = hoursAtSea(l);
  return h > 0 ? (l.fuelAtSeaT * 24) / h : null;
}

/** Daily fuel in port (t/day): the stay's fuel over the stay; null without a finished stay. */
export function dailyFuelInPort(l: Pick<LegFacts, 'hoursInPort' | 'fuelInPortT'>): number | null {
  return l.hoursInPort !== null && l.hoursInPort > 0 ? (l.fuelInPortT * 24) / l.hoursInPort : null;
}
