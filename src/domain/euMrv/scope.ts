import { ETS_DEROGATIONS, ETS_SHARES } from '../registry/euEts';
import { FUELEU_SCOPE_SHARES } from '../registry/fuelEuScope';
import type { PortClass } from './ports';

/** Which Art. 10 MRV bucket a segment falls in. The four in-scope buckets are disjoint (decision MRV_BUCKETS). */
export type MrvBucket = 'between' | 'departing' | 'arriving' | 'berth' | 'none';
export type Share = 0 | 0.5 | 1;

export interface Scope {
  readonly bucket: MrvBucket;
  /** MRV reports 100 % of an in-scope voyage; the 50 % belongs to the ETS and FuelEU only. */
  readonly mrvShare: 0 | 1;
  readonly etsShare: Share;
  readonly fuelEuShare: Share;
  /** Art. 12(3-b): outermost region ↔ same member state, no surrender until 2030 (MRV still reports). */
  readonly outermostDerogation: boolean;
}

const NONE: Scope = { bucket: 'none', mrvShare: 0, etsShare: 0, fuelEuShare: 0, outermostDerogation: false };

/** Scope of a voyage between two ports of call (ETS Art. 3ga(1), 12(3-b); FuelEU Art. 2(1)(b)–(d)). */
export function voyageScope(from: PortClass, to: PortClass, year: number): Scope {
  if (from.eea && to.eea) {
    const derogated =
      year <= ETS_DEROGATIONS.outermostUntil && from.state === to.state && (from.outermost || to.outermost);
    return {
      bucket: 'between',
      mrvShare: 1,
      etsShare: derogated ? 0 : ETS_SHARES.betweenMemberStatePorts,
      fuelEuShare:
        from.outermost || to.outermost
          ? FUELEU_SCOPE_SHARES.outermostRegion
          : FUELEU_SCOPE_SHARES.betweenMemberStatePorts,
      outermostDerogation: derogated,
    };
  }
  if (from.eea || to.eea) {
    return {
      bucket: from.eea ? 'departing' : 'arriving',
      mrvShare: 1,
      etsShare: ETS_SHARES.thirdCountry,
      fuelEuShare: FUELEU_SCOPE_SHARES.thirdCountry,
      outermostDerogation: false,
    };
  }
  return NONE;
}

/** Scope of a stay at berth (in port) in a port of call. */
export function berthScope(port: PortClass): Scope {
  if (!port.eea) return NONE;
  return {
    bucket: 'berth',
    mrvShare: 1,
    etsShare: ETS_SHARES.atBerth,
    fuelEuShare: FUELEU_SCOPE_SHARES.atBerth,
    outermostDerogation: false,
  };
}
