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

const scope = (
  bucket: MrvBucket,
  mrvShare: 0 | 1,
  etsShare: Share,
  fuelEuShare: Share,
  outermostDerogation = false,
) => Object.freeze({ bucket, mrvShare, etsShare, fuelEuShare, outermostDerogation }) as Scope;

// The handful of possible outcomes, built once: scoping a fleet-year then allocates nothing.
const S = ETS_SHARES;
const F = FUELEU_SCOPE_SHARES;
export const SCOPES = {
  none: scope('none', 0, 0, 0),
  between: scope('between', 1, S.betweenMemberStatePorts, F.betweenMemberStatePorts),
  betweenOutermost: scope('between', 1, S.betweenMemberStatePorts, F.outermostRegion),
  betweenOutermostDerogated: scope('between', 1, 0, F.outermostRegion, true),
  departing: scope('departing', 1, S.thirdCountry, F.thirdCountry),
  arriving: scope('arriving', 1, S.thirdCountry, F.thirdCountry),
  berth: scope('berth', 1, S.atBerth, F.atBerth),
  berthDerogated: scope('berth', 1, 0, F.atBerth, true),
} as const;

/** Scope of a voyage between two ports of call (ETS Art. 3ga(1), 12(3-b); FuelEU Art. 2(1)(b)–(d)). */
export function voyageScope(from: PortClass, to: PortClass, year: number): Scope {
  if (from.eea && to.eea) {
    if (!from.outermost && !to.outermost) return SCOPES.between;
    const derogated = year <= ETS_DEROGATIONS.outermostUntil && from.state === to.state;
    return derogated ? SCOPES.betweenOutermostDerogated : SCOPES.betweenOutermost;
  }
  if (from.eea) return SCOPES.departing;
  if (to.eea) return SCOPES.arriving;
  return SCOPES.none;
}

/** Scope of a stay at berth (in port) in a port of call. */
export const berthScope = (port: PortClass): Scope => (port.eea ? SCOPES.berth : SCOPES.none);
